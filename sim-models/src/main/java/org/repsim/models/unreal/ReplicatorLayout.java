package org.repsim.models.unreal;

import java.util.ArrayList;
import java.util.List;
import org.repsim.models.unreal.object.EngineProperties;
import org.repsim.models.unreal.object.PropertySpec;
import org.repsim.models.unreal.object.ReplicationCondition;
import org.repsim.models.unreal.object.WireType;

/**
 * The compiled replication layout of one replicator (an actor body or one component): one slot
 * per replication index, with its wire bits, push/polled registration, post-GC compare flag and
 * condition, as primitive arrays for the hot path.
 *
 * <p>Full / Partial is derived here from the registrations ({@link #full}).
 *
 * <p>A fast array ({@link WireType#FAST_ARRAY}) takes one slot, its property handle, but is a
 * custom delta property: it is never a compare candidate nor part of the change list's
 * serialization (its slot is left out of {@link #changeListSlots}, {@link #polledMask} and the
 * whole-state sums); {@code FastArrayHistory} serializes it per connection.
 */
final class ReplicatorLayout {
    final String name;
    final int slots;
    /** Slots the shared compare and the change list handle: every slot but the fast arrays. */
    final int changeListSlots;
    /** Dirty-bit words per object of this layout (64 slots per word). */
    final int words;
    /** Bits sent when the slot is in a change list (handle included). */
    final int[] slotBits;
    /** For dynamic arrays: bits per differing element (0 for other slots). */
    final int[] elementBits;
    /** Element count of dynamic arrays (1 otherwise). */
    final int[] elementCount;
    final boolean[] push;
    final WireType[] type;
    /** {@code type[s].ordinal()}, for the per-type bit counts of the serialize loops. */
    final int[] typeOrdinal;
    final boolean[] comparedAfterGc;
    /** Slots whose compare is not a plain value compare (struct, vector, array, reference). */
    final boolean[] compositeCompare;
    final ReplicationCondition[] condition;
    /** Index of the property (in {@link #propertyNames}) each slot belongs to. */
    final int[] slotProperty;
    /** Slots of each property (its replication indices): what one whole-object compare counts per property. */
    final int[] propertySlots;
    /** Slots with {@link #compositeCompare}. */
    final int compositeSlots;
    final List<String> propertyNames;
    /** Slots the game writer may pick. */
    final int[] writableSlots;
    /** Slots with a condition other than NONE (so unconditional layouts skip the filter). */
    final boolean hasConditions;
    final boolean full;
    final int polledCount;
    final long[] polledMask;
    final long[] gcMask;
    /** Some slot is compared after a garbage collection ({@link #gcMask} not all zero). */
    final boolean hasGcSlots;
    /** Slot of ReplicatedMovement, or -1. */
    final int movementSlot;
    /** Bits of every slot, i.e. what a whole-state (initial / wake) serialization sends. */
    final int wholeStateBits;
    /** {@link #wholeStateBits} split by wire type (index: {@code WireType.ordinal()}). */
    final long[] wholeStateBitsByType;
    /** The largest whole state: {@link #wholeStateBits} plus every fast array full, with its header. */
    final int maxStateBits;
    /** Fast arrays of the layout; the k-th is in slot {@code fastArraySlot[k]}. */
    final int fastArrays;
    final int[] fastArraySlot;
    /** Per slot: which fast array it is ({@code k}), or -1. */
    final int[] fastArrayIndex;
    /** Per fast array: bits of one changed or added item (its ID, then its members without handles). */
    final int[] fastArrayItemBits;
    /** Per fast array: initial items and capacity. */
    final int[] fastArrayItems;
    final int[] fastArrayCapacity;
    /** Bits of one removed item's ID. */
    final int fastArrayIdBits;

    ReplicatorLayout(String name, List<PropertySpec> properties, WireBits bits) {
        this.name = name;
        List<Integer> slotProp = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (int p = 0; p < properties.size(); p++) {
            PropertySpec ps = properties.get(p);
            names.add(ps.name());
            for (int i = 0; i < ps.indexCount(); i++) {
                slotProp.add(p);
            }
        }
        this.propertyNames = List.copyOf(names);
        this.slots = slotProp.size();
        this.words = Math.max(1, (slots + 63) >>> 6);
        slotBits = new int[slots];
        elementBits = new int[slots];
        elementCount = new int[slots];
        push = new boolean[slots];
        type = new WireType[slots];
        typeOrdinal = new int[slots];
        comparedAfterGc = new boolean[slots];
        compositeCompare = new boolean[slots];
        condition = new ReplicationCondition[slots];
        slotProperty = new int[slots];
        polledMask = new long[words];
        gcMask = new long[words];
        propertySlots = new int[properties.size()];
        fastArrayIndex = new int[slots];
        java.util.Arrays.fill(fastArrayIndex, -1);
        List<Integer> fastSlots = new ArrayList<>();
        int composite = 0;
        List<Integer> writable = new ArrayList<>();
        boolean conds = false;
        int polled = 0;
        int movement = -1;
        int whole = 0;
        long[] wholeByType = new long[WireType.values().length];
        for (int s = 0; s < slots; s++) {
            int p = slotProp.get(s);
            PropertySpec ps = properties.get(p);
            slotProperty[s] = p;
            push[s] = ps.pushBased();
            condition[s] = ps.condition();
            conds |= ps.condition() != ReplicationCondition.NONE;
            elementCount[s] = 1;
            WireType t = ps.type();
            type[s] = t;
            typeOrdinal[s] = t.ordinal();
            if (ps.writable()) {
                writable.add(s);
            }
            if (t == WireType.FAST_ARRAY) {
                // Its own path (FastArrayHistory): not a compare candidate, not in the change list.
                fastArrayIndex[s] = fastSlots.size();
                fastSlots.add(s);
                slotBits[s] = bits.handleBits() + bits.fastArrayHeaderBits();
                if (!ps.pushBased()) {
                    polled++;
                }
                continue;
            }
            propertySlots[p]++;
            // A static array element compares like its element type; a dynamic array walks its
            // elements, so it counts as composite.
            compositeCompare[s] = t == WireType.STATIC_ARRAY ? !ps.elementType().podCompare() : !t.podCompare();
            if (compositeCompare[s]) {
                composite++;
            }
            switch (t) {
                case STATIC_ARRAY -> slotBits[s] = bits.handleBits() + scalarBits(ps.elementType(), ps.payloadBits(), bits);
                case DYNAMIC_ARRAY -> {
                    elementBits[s] = scalarBits(ps.elementType(), ps.payloadBits(), bits);
                    elementCount[s] = ps.elements();
                    // Header only; differing elements are added when sent.
                    slotBits[s] = bits.handleBits() + bits.arrayLengthBits();
                }
                default -> slotBits[s] = bits.handleBits() + scalarBits(t, ps.payloadBits(), bits);
            }
            comparedAfterGc[s] = t.comparedAfterGc()
                    || (t == WireType.STATIC_ARRAY || t == WireType.DYNAMIC_ARRAY) && ps.elementType().comparedAfterGc();
            if (comparedAfterGc[s]) {
                gcMask[s >>> 6] |= 1L << (s & 63);
            }
            if (!ps.pushBased()) {
                polled++;
                polledMask[s >>> 6] |= 1L << (s & 63);
            }
            if (EngineProperties.REPLICATED_MOVEMENT.equals(ps.name()) && !ps.writable()) {
                movement = s;
            }
            whole += slotBits[s] + elementBits[s] * elementCount[s];
            wholeByType[t.ordinal()] += slotBits[s] + elementBits[s] * elementCount[s];
        }
        this.compositeSlots = composite;
        this.writableSlots = writable.stream().mapToInt(Integer::intValue).toArray();
        this.hasConditions = conds;
        this.polledCount = polled;
        this.full = polled == 0;
        this.movementSlot = movement;
        this.wholeStateBits = whole;
        this.wholeStateBitsByType = wholeByType;
        this.fastArrays = fastSlots.size();
        this.changeListSlots = slots - fastArrays;
        this.fastArraySlot = fastSlots.stream().mapToInt(Integer::intValue).toArray();
        this.fastArrayItemBits = new int[fastArrays];
        this.fastArrayItems = new int[fastArrays];
        this.fastArrayCapacity = new int[fastArrays];
        this.fastArrayIdBits = bits.fastArrayItemIdBits();
        int maxState = whole;
        for (int k = 0; k < fastArrays; k++) {
            PropertySpec ps = properties.get(slotProp.get(fastArraySlot[k]));
            int item = fastArrayIdBits;
            for (WireType m : ps.itemProperties()) {
                item += bits.payloadBits(m);
            }
            fastArrayItemBits[k] = item;
            fastArrayItems[k] = ps.items();
            fastArrayCapacity[k] = ps.itemCapacity();
            maxState += slotBits[fastArraySlot[k]] + fastArrayCapacity[k] * item;
        }
        this.maxStateBits = maxState;
        boolean gcSlots = false;
        for (long w : gcMask) {
            gcSlots |= w != 0;
        }
        this.hasGcSlots = gcSlots;
    }

    private static int scalarBits(WireType t, int payloadBits, WireBits bits) {
        return switch (t) {
            case STRUCT, CUSTOM_NET_SERIALIZE -> payloadBits;
            default -> bits.payloadBits(t);
        };
    }
}
