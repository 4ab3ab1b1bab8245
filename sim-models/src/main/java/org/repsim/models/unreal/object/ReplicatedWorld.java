package org.repsim.models.unreal.object;

import java.util.ArrayList;
import java.util.List;
import org.repsim.engine.random.RandomStream;

/**
 * The server's replicated objects as primitive arrays: actors, their replicators (body first,
 * then components, contiguous per actor), each replicator's property slots, and the server's
 * current property values. Net drivers keep their own compare state elsewhere; this is what game
 * code writes.
 */
public final class ReplicatedWorld {
    public final List<ActorClassSpec> classes;
    public final int actorCount;
    public final int objectCount;
    public final int slotCount;
    public final int wordCount;

    public final int[] actorClass;
    public final int[] actorOwner;
    public final boolean[] actorRegistered;
    /** Objects of actor a are {@code objStart[a] .. objStart[a+1]-1}; the body is {@code objStart[a]}. */
    public final int[] objStart;
    public final float[] actorX;
    public final float[] actorY;

    public final int[] objActor;
    public final int[] objLayoutId;
    public final ReplicatorLayout[] layouts;
    public final ReplicatorLayout[] objLayout;
    public final int[] slotBase;
    public final int[] wordBase;
    /** Dirty-bit words of each object (1 for up to 64 slots). */
    public final int[] objWords;

    /** Server values, one per slot. Values are counters: a write of a new value adds one. */
    public final long[] serverValue;
    /** Simulated time of the last write of each slot (for stale detection), -1 if never written. */
    public final long[] lastWriteNanos;
    /** Writes to a dynamic-array slot since its last compare (each write changes one element). */
    public final int[] arrayWrites;

    /** Class-level replication parameters, indexed by class. */
    public final long[] classIntervalNanos;
    public final long[] classMinIntervalNanos;
    public final double[] classPriority;
    public final boolean[] classAlwaysRelevant;
    public final double[] classCullDistance;
    public final boolean[] classMoving;
    /** Per class: writable (object offset within the actor, slot) pairs, flattened. */
    public final int[][] classWritableObjOffset;
    public final int[][] classWritableSlot;
    /** Largest bunch an actor of any class can produce (whole state of every replicator + headers), bits. */
    public final int maxActorBits;

    public ReplicatedWorld(List<ActorClassSpec> classes, List<ActorGroup> groups, WireBits bits,
                           int bunchHeaderBits, int subobjectHeaderBits, int rpcBits,
                           double worldSizeMeters, RandomStream placement) {
        this.classes = List.copyOf(classes);
        int nClasses = classes.size();
        // One layout per (class, body/component kind).
        List<ReplicatorLayout> layoutList = new ArrayList<>();
        int[][] classObjLayouts = new int[nClasses][];
        classIntervalNanos = new long[nClasses];
        classMinIntervalNanos = new long[nClasses];
        classPriority = new double[nClasses];
        classAlwaysRelevant = new boolean[nClasses];
        classCullDistance = new double[nClasses];
        classMoving = new boolean[nClasses];
        classWritableObjOffset = new int[nClasses][];
        classWritableSlot = new int[nClasses][];
        int maxBits = 0;
        for (int c = 0; c < nClasses; c++) {
            ActorClassSpec cs = classes.get(c);
            List<Integer> objLayouts = new ArrayList<>();
            layoutList.add(new ReplicatorLayout(cs.name(), cs.bodyProperties(), bits));
            objLayouts.add(layoutList.size() - 1);
            for (ComponentSpec comp : cs.components()) {
                layoutList.add(new ReplicatorLayout(cs.name() + "." + comp.name(), comp.properties(), bits));
                int id = layoutList.size() - 1;
                for (int k = 0; k < comp.count(); k++) {
                    objLayouts.add(id);
                }
            }
            classObjLayouts[c] = objLayouts.stream().mapToInt(Integer::intValue).toArray();
            classIntervalNanos[c] = Math.round(1e9 / cs.netUpdateFrequency());
            classMinIntervalNanos[c] = Math.round(1e9 / Math.min(cs.minNetUpdateFrequency(), cs.netUpdateFrequency()));
            classPriority[c] = cs.netPriority();
            classAlwaysRelevant[c] = cs.alwaysRelevant();
            classCullDistance[c] = cs.cullDistance();
            classMoving[c] = cs.moving();
            List<int[]> writable = new ArrayList<>();
            int actorBits = bunchHeaderBits + rpcBits;
            for (int off = 0; off < classObjLayouts[c].length; off++) {
                ReplicatorLayout l = layoutList.get(classObjLayouts[c][off]);
                for (int s : l.writableSlots) {
                    writable.add(new int[] {off, s});
                }
                actorBits += l.wholeStateBits + (off > 0 ? subobjectHeaderBits : 0);
            }
            maxBits = Math.max(maxBits, actorBits);
            classWritableObjOffset[c] = writable.stream().mapToInt(x -> x[0]).toArray();
            classWritableSlot[c] = writable.stream().mapToInt(x -> x[1]).toArray();
        }
        this.maxActorBits = maxBits;
        this.layouts = layoutList.toArray(new ReplicatorLayout[0]);

        int nActors = 0;
        for (ActorGroup g : groups) {
            nActors += g.count();
        }
        this.actorCount = nActors;
        actorClass = new int[nActors];
        actorOwner = new int[nActors];
        actorRegistered = new boolean[nActors];
        objStart = new int[nActors + 1];
        actorX = new float[nActors];
        actorY = new float[nActors];
        int a = 0;
        int objects = 0;
        for (ActorGroup g : groups) {
            int c = classIndex(g.className());
            for (int i = 0; i < g.count(); i++, a++) {
                actorClass[a] = c;
                actorOwner[a] = g.ownerConnection();
                actorRegistered[a] = g.registeredForPush();
                objStart[a] = objects;
                objects += classObjLayouts[c].length;
                if (worldSizeMeters > 0) {
                    actorX[a] = (float) (placement.nextDouble() * worldSizeMeters);
                    actorY[a] = (float) (placement.nextDouble() * worldSizeMeters);
                }
            }
        }
        objStart[nActors] = objects;
        this.objectCount = objects;
        objActor = new int[objects];
        objLayoutId = new int[objects];
        objLayout = new ReplicatorLayout[objects];
        slotBase = new int[objects];
        wordBase = new int[objects];
        objWords = new int[objects];
        int slots = 0;
        int words = 0;
        for (a = 0; a < nActors; a++) {
            int[] ol = classObjLayouts[actorClass[a]];
            for (int k = 0; k < ol.length; k++) {
                int o = objStart[a] + k;
                objActor[o] = a;
                objLayoutId[o] = ol[k];
                objLayout[o] = layouts[ol[k]];
                slotBase[o] = slots;
                wordBase[o] = words;
                objWords[o] = objLayout[o].words;
                slots += objLayout[o].slots;
                words += objLayout[o].words;
            }
        }
        this.slotCount = slots;
        this.wordCount = words;
        serverValue = new long[slots];
        lastWriteNanos = new long[slots];
        java.util.Arrays.fill(lastWriteNanos, -1L);
        arrayWrites = new int[slots];
    }

    public int classIndex(String name) {
        for (int c = 0; c < classes.size(); c++) {
            if (classes.get(c).name().equals(name)) {
                return c;
            }
        }
        throw new IllegalArgumentException("unknown class '" + name + "'");
    }

    public int body(int actor) {
        return objStart[actor];
    }

    /** Writes slot {@code slot} of object {@code o}: a new value, or the same one. */
    public void write(int o, int slot, boolean sameValue, long nowNanos) {
        int g = slotBase[o] + slot;
        if (!sameValue) {
            serverValue[g]++;
            if (objLayout[o].elementCount[slot] > 1) {
                arrayWrites[g]++;
            }
        }
        lastWriteNanos[g] = nowNanos;
    }
}
