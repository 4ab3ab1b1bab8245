package org.repsim.models.unreal;

import java.util.ArrayList;
import java.util.List;
import org.repsim.engine.random.RandomStream;
import org.repsim.models.unreal.object.ActorClassSpec;
import org.repsim.models.unreal.object.ActorGroup;
import org.repsim.models.unreal.object.ComponentSpec;

/**
 * The server's replicated objects as primitive arrays: actors, their replicators (body first,
 * then components, contiguous per actor), each replicator's property slots, and the server's
 * current property values. Net drivers keep their own compare state elsewhere; this is what game
 * code writes.
 */
final class ReplicatedWorld {
    final List<ActorClassSpec> classes;
    final int actorCount;
    final int objectCount;
    final int slotCount;
    final int wordCount;

    final int[] actorClass;
    final int[] actorOwner;
    final boolean[] actorRegistered;
    /** Objects of actor a are {@code objStart[a] .. objStart[a+1]-1}; the body is {@code objStart[a]}. */
    final int[] objStart;
    final float[] actorX;
    final float[] actorY;

    final int[] objActor;
    final int[] objLayoutId;
    final ReplicatorLayout[] layouts;
    final ReplicatorLayout[] objLayout;
    final int[] slotBase;
    final int[] wordBase;
    /** Dirty-bit words of each object (1 for up to 64 slots). */
    final int[] objWords;

    /** Server values, one per slot. Values are counters: a write of a new value adds one. */
    final long[] serverValue;
    /** Simulated time of the last write of each slot (for stale detection), -1 if never written. */
    final long[] lastWriteNanos;
    /** Writes to a dynamic-array slot since its last compare (each write changes one element). */
    final int[] arrayWrites;
    /** The items of every fast array (game code changes them through it, not {@link #write}). */
    final FastArrayItems fastArrays;

    /** Class-level replication parameters, indexed by class. */
    final long[] classIntervalNanos;
    final long[] classMinIntervalNanos;
    final double[] classPriority;
    final boolean[] classAlwaysRelevant;
    final double[] classCullDistance;
    final boolean[] classMoving;
    /** Per class: writable (object offset within the actor, slot) pairs, flattened. */
    final int[][] classWritableObjOffset;
    final int[][] classWritableSlot;
    /** Largest bunch an actor of any class can produce (whole state of every replicator + headers), bits. */
    final int maxActorBits;

    ReplicatedWorld(List<ActorClassSpec> classes, List<ActorGroup> groups, WireBits bits,
                    int bunchHeaderBits, int subobjectHeaderBits, int rpcBits,
                    double worldSizeMeters, RandomStream placement) {
        // The loops live in small methods of their own: the constructor runs once per replication,
        // and as one big method with every loop inlined the JIT compiled it again for each
        // experiment shape (~1.7 s of C2 in the catalog); small methods are compiled once and
        // cheaply, and the constructor itself stays cold.
        this.classes = List.copyOf(classes);
        ActorClassSpec[] classArray = this.classes.toArray(new ActorClassSpec[0]);
        int nClasses = classArray.length;
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
            ActorClassSpec cs = classArray[c];
            classObjLayouts[c] = classLayouts(cs, layoutList, bits);
            classIntervalNanos[c] = Math.round(1e9 / cs.netUpdateFrequency());
            classMinIntervalNanos[c] = Math.round(1e9 / Math.min(cs.minNetUpdateFrequency(), cs.netUpdateFrequency()));
            classPriority[c] = cs.netPriority();
            classAlwaysRelevant[c] = cs.alwaysRelevant();
            classCullDistance[c] = cs.cullDistance();
            classMoving[c] = cs.moving();
            setWritable(c, classObjLayouts[c], layoutList);
            maxBits = Math.max(maxBits, actorBits(classObjLayouts[c], layoutList,
                    bunchHeaderBits + rpcBits, subobjectHeaderBits));
        }
        this.maxActorBits = maxBits;
        this.layouts = layoutList.toArray(new ReplicatorLayout[0]);

        ActorGroup[] groupArray = groups.toArray(new ActorGroup[0]);
        int nActors = 0;
        for (ActorGroup g : groupArray) {
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
        for (ActorGroup g : groupArray) {
            int c = classIndex(g.className());
            objects = placeGroup(g, a, c, classObjLayouts[c].length, objects);
            if (worldSizeMeters > 0) {
                placeAtRandom(a, g.count(), worldSizeMeters, placement);
            }
            a += g.count();
        }
        objStart[nActors] = objects;
        this.objectCount = objects;
        objActor = new int[objects];
        objLayoutId = new int[objects];
        objLayout = new ReplicatorLayout[objects];
        slotBase = new int[objects];
        wordBase = new int[objects];
        objWords = new int[objects];
        layOutObjects(classObjLayouts);
        this.slotCount = objects == 0 ? 0 : slotBase[objects - 1] + objLayout[objects - 1].slots;
        this.wordCount = objects == 0 ? 0 : wordBase[objects - 1] + objLayout[objects - 1].words;
        serverValue = new long[slotCount];
        lastWriteNanos = new long[slotCount];
        java.util.Arrays.fill(lastWriteNanos, -1L);
        arrayWrites = new int[slotCount];
        fastArrays = new FastArrayItems(this);
    }

    /** The layouts of a class's replicators (body, then each component), added to {@code layoutList}. */
    private static int[] classLayouts(ActorClassSpec cs, List<ReplicatorLayout> layoutList, WireBits bits) {
        List<ComponentSpec> components = cs.components();
        int objects = 1;
        for (ComponentSpec comp : components) {
            objects += comp.count();
        }
        int[] objLayouts = new int[objects];
        layoutList.add(new ReplicatorLayout(cs.name(), cs.bodyProperties(), bits));
        objLayouts[0] = layoutList.size() - 1;
        int k = 1;
        for (ComponentSpec comp : components) {
            layoutList.add(new ReplicatorLayout(cs.name() + "." + comp.name(), comp.properties(), bits));
            int id = layoutList.size() - 1;
            for (int i = 0; i < comp.count(); i++) {
                objLayouts[k++] = id;
            }
        }
        return objLayouts;
    }

    /** Class {@code c}'s writable (object offset within the actor, slot) pairs, flattened. */
    private void setWritable(int c, int[] objLayouts, List<ReplicatorLayout> layoutList) {
        int n = 0;
        for (int id : objLayouts) {
            n += layoutList.get(id).writableSlots.length;
        }
        int[] offsets = new int[n];
        int[] slots = new int[n];
        int i = 0;
        for (int off = 0; off < objLayouts.length; off++) {
            for (int s : layoutList.get(objLayouts[off]).writableSlots) {
                offsets[i] = off;
                slots[i++] = s;
            }
        }
        classWritableObjOffset[c] = offsets;
        classWritableSlot[c] = slots;
    }

    /** An actor's largest bunch: the whole state of every replicator, with headers. */
    private static int actorBits(int[] objLayouts, List<ReplicatorLayout> layoutList, int headerBits,
                                 int subobjectHeaderBits) {
        int actorBits = headerBits;
        for (int off = 0; off < objLayouts.length; off++) {
            actorBits += layoutList.get(objLayouts[off]).maxStateBits + (off > 0 ? subobjectHeaderBits : 0);
        }
        return actorBits;
    }

    /** The actors {@code first ..} of group {@code g} (class {@code c}); returns the objects after them. */
    private int placeGroup(ActorGroup g, int first, int c, int objectsPerActor, int objects) {
        int owner = g.ownerConnection();
        boolean registered = g.registeredForPush();
        int end = first + g.count();
        for (int a = first; a < end; a++) {
            actorClass[a] = c;
            actorOwner[a] = owner;
            actorRegistered[a] = registered;
            objStart[a] = objects;
            objects += objectsPerActor;
        }
        return objects;
    }

    /** Random positions for actors {@code first .. first + count - 1}, x then y per actor (the stream's order). */
    private void placeAtRandom(int first, int count, double worldSizeMeters, RandomStream placement) {
        for (int a = first; a < first + count; a++) {
            actorX[a] = (float) (placement.nextDouble() * worldSizeMeters);
            actorY[a] = (float) (placement.nextDouble() * worldSizeMeters);
        }
    }

    /** Per object its actor, layout, and first slot and dirty-bit word. */
    private void layOutObjects(int[][] classObjLayouts) {
        int slots = 0;
        int words = 0;
        for (int a = 0; a < actorCount; a++) {
            int[] ol = classObjLayouts[actorClass[a]];
            for (int k = 0; k < ol.length; k++) {
                int o = objStart[a] + k;
                ReplicatorLayout l = layouts[ol[k]];
                objActor[o] = a;
                objLayoutId[o] = ol[k];
                objLayout[o] = l;
                slotBase[o] = slots;
                wordBase[o] = words;
                objWords[o] = l.words;
                slots += l.slots;
                words += l.words;
            }
        }
    }

    int classIndex(String name) {
        for (int c = 0; c < classes.size(); c++) {
            if (classes.get(c).name().equals(name)) {
                return c;
            }
        }
        throw new IllegalArgumentException("unknown class '" + name + "'");
    }

    int body(int actor) {
        return objStart[actor];
    }

    /** Writes slot {@code slot} of object {@code o} (not a fast array's): a new value, or the same one. */
    void write(int o, int slot, boolean sameValue, long nowNanos) {
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
