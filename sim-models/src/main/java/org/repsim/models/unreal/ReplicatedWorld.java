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

    /** Writes slot {@code slot} of object {@code o}: a new value, or the same one. */
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
