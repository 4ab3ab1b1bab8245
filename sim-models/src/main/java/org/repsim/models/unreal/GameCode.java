package org.repsim.models.unreal;

import java.util.ArrayList;
import java.util.List;
import org.repsim.engine.random.RandomStream;
import org.repsim.models.unreal.object.DormancyMode;
import org.repsim.models.unreal.workload.WorkloadSpec;

/**
 * The game code of a frame: runs every {@link WorkloadSpec} (writers, component timers,
 * multicast, GC, dormancy changes) and the engine's own per-frame marks (moving actors'
 * {@code ReplicatedMovement}). Each randomised workload draws from its own named stream, so the
 * writer's draws never depend on the push condition.
 */
final class GameCode {
    private final ReplicatedWorld world;
    private final ReplicatorStates[] drivers;
    private final ActorChannels channels;
    private final ReplicationPass game;
    private final NetworkObjectList active;
    private final List<Step> steps = new ArrayList<>();
    private final int[] movingActors;

    /** One workload's per-frame behaviour. */
    private interface Step {
        void run(long now, double dtSeconds, FrameCounters fc);
    }

    GameCode(ReplicatedWorld world, List<WorkloadSpec> specs, ReplicatorStates[] drivers, ActorChannels channels,
             ReplicationPass game, NetworkObjectList active,
             java.util.function.Function<String, RandomStream> streams) {
        this.world = world;
        this.drivers = drivers.clone();
        this.channels = channels;
        this.game = game;
        this.active = active;
        int writers = 0;
        int timers = 0;
        for (WorkloadSpec w : specs) {
            if (w instanceof WorkloadSpec.Writer x) {
                steps.add(new WriterStep(x, streams.apply(writers++ == 0 ? "writer" : "writer-" + writers)));
            } else if (w instanceof WorkloadSpec.ComponentTimers x) {
                steps.add(new TimerStep(x, streams.apply(timers++ == 0 ? "component-timer" : "component-timer-" + timers)));
            } else if (w instanceof WorkloadSpec.UnreliableMulticast x) {
                steps.add(new MulticastStep(x));
            } else if (w instanceof WorkloadSpec.GarbageCollection x) {
                steps.add(new GcStep(x));
            } else if (w instanceof WorkloadSpec.DormancyChange x) {
                steps.add(new DormancyStep(x));
            }
        }
        movingActors = movingActors(world);
    }

    /**
     * Actors whose class moves and has a ReplicatedMovement slot. A method of its own, like the
     * world's set-up loops (see {@link ReplicatedWorld}): the constructor runs once per replication.
     */
    private static int[] movingActors(ReplicatedWorld world) {
        int[] moving = new int[world.actorCount];
        int n = 0;
        for (int a = 0; a < world.actorCount; a++) {
            if (world.classMoving[world.actorClass[a]] && world.objLayout[world.body(a)].movementSlot >= 0) {
                moving[n++] = a;
            }
        }
        return java.util.Arrays.copyOf(moving, n);
    }

    void run(long now, double dtSeconds, FrameCounters fc) {
        for (Step s : steps) {
            s.run(now, dtSeconds, fc);
        }
        // The engine marks a moving actor's ReplicatedMovement every frame, changed or not.
        for (int a : movingActors) {
            if (active.contains(a)) {
                int o = world.body(a);
                int slot = world.objLayout[o].movementSlot;
                write(o, slot, false, now);
                mark(a, o, slot);
            }
        }
    }

    /**
     * Game code changes an actor that may be dormant, in the correct order: wake it first
     * ({@code FlushNetDormancy}), then write its first writable property and mark it.
     */
    void wakeAndWrite(int actor, long now, FrameCounters fc) {
        channels.flush(actor, fc);
        int c = world.actorClass[actor];
        int o = world.objStart[actor] + world.classWritableObjOffset[c][0];
        int slot = world.classWritableSlot[c][0];
        int f = fastArray(o, slot);
        if (f >= 0) {
            changeItem(o, f, 0, false, true, now);
            return;
        }
        write(o, slot, false, now);
        mark(actor, o, slot);
    }

    /** The fast array instance in slot {@code slot} of object {@code o}, or -1 for any other property. */
    private int fastArray(int o, int slot) {
        int k = world.objLayout[o].fastArrayIndex[slot];
        return k < 0 ? -1 : world.fastArrays.instance(o, k);
    }

    /**
     * Game code writes a member of the {@code i}-th live item of fast array {@code f} (nothing when
     * it has no item) and, with {@code mark}, calls {@code MarkItemDirty} on it: the item's key and
     * the array's move, in every driver's history, whether or not the object is registered with
     * the push model (the key is the array's own).
     */
    private void changeItem(int o, int f, int i, boolean sameValue, boolean mark, long now) {
        if (world.fastArrays.live[f] == 0) {
            return;
        }
        int e = world.fastArrays.write(f, i, sameValue, mark, now);
        if (mark) {
            for (ReplicatorStates d : drivers) {
                d.fastArrayItemMarked(o, f, e, false);
            }
        }
    }

    /** Game code adds an item to fast array {@code f} and marks it ({@code MarkItemDirty}). */
    private void addItem(int o, int f, long now) {
        int e = world.fastArrays.add(f, now);
        for (ReplicatorStates d : drivers) {
            d.fastArrayItemMarked(o, f, e, true);
        }
    }

    /** Game code removes the {@code i}-th live item of fast array {@code f} and calls {@code MarkArrayDirty}. */
    private void removeItem(int o, int f, int i, long now) {
        world.fastArrays.remove(f, i, now);
        for (ReplicatorStates d : drivers) {
            d.fastArrayMarked(o, f);
        }
    }

    /**
     * The one way game code changes a value: the world's write, and for a new value each
     * driver's written bit (its compare looks only there).
     */
    private void write(int o, int slot, boolean sameValue, long now) {
        world.write(o, slot, sameValue, now);
        if (!sameValue) {
            for (ReplicatorStates d : drivers) {
                d.written(o, slot);
            }
        }
    }

    private void mark(int actor, int o, int slot) {
        // An object never registered with the push-model manager ignores marks.
        if (world.actorRegistered[actor]) {
            for (ReplicatorStates d : drivers) {
                d.mark(o, slot);
            }
        }
    }

    private int[] targets(String className) {
        int c = className == null ? -1 : world.classIndex(className);
        int[] t = new int[world.actorCount];
        int n = 0;
        for (int a = 0; a < world.actorCount; a++) {
            if (c < 0 || world.actorClass[a] == c) {
                t[n++] = a;
            }
        }
        return java.util.Arrays.copyOf(t, n);
    }

    private final class WriterStep implements Step {
        private final WorkloadSpec.Writer spec;
        private final RandomStream rng;
        private final int[] targets;
        private final double totalRate;
        private double accumulator;
        private long nextPoisson = -1;

        WriterStep(WorkloadSpec.Writer spec, RandomStream rng) {
            this.spec = spec;
            this.rng = rng;
            int[] t = targets(spec.className());
            // Only actors with something writable can be picked.
            this.targets = java.util.Arrays.stream(t)
                    .filter(a -> world.classWritableSlot[world.actorClass[a]].length > 0).toArray();
            this.totalRate = spec.ratePerActorPerSecond() * targets.length;
        }

        @Override
        public void run(long now, double dt, FrameCounters fc) {
            if (targets.length == 0 || totalRate <= 0) {
                return;
            }
            if (spec.arrival() == WorkloadSpec.Arrival.ACCUMULATOR) {
                // The lab's writer (docs/sources.md#ue58-main-condition): each frame accumulate
                // rate × actorCount × deltaTime; write each time it passes 1.
                accumulator += totalRate * dt;
                while (accumulator >= 1.0) {
                    accumulator -= 1.0;
                    writeOne(now, fc);
                }
            } else {
                if (nextPoisson < 0) {
                    nextPoisson = now + (long) (rng.exponential(1.0 / totalRate) * 1e9);
                }
                while (nextPoisson <= now) {
                    writeOne(now, fc);
                    nextPoisson += (long) (rng.exponential(1.0 / totalRate) * 1e9);
                }
            }
        }

        private void writeOne(long now, FrameCounters fc) {
            int a = targets[rng.nextInt(targets.length)];
            int c = world.actorClass[a];
            int k = rng.nextInt(world.classWritableSlot[c].length);
            if (spec.wakeBeforeWrite()) {
                // Correct order in game code: wake first, then change.
                channels.flush(a, fc);
            }
            int o = world.objStart[a] + world.classWritableObjOffset[c][k];
            int slot = world.classWritableSlot[c][k];
            int f = fastArray(o, slot);
            if (f >= 0) {
                writeFastArray(o, f, now);
                return;
            }
            write(o, slot, spec.sameValue(), now);
            if (spec.mark()) {
                mark(a, o, slot);
            }
        }

        /**
         * A write that picked fast array {@code f}: an add, a removal or an item's change, as the
         * spec's fractions draw it (no draw without adds and removals). Which member of the item
         * is written is not drawn: the whole item is sent either way.
         */
        private void writeFastArray(int o, int f, long now) {
            FastArrayItems items = world.fastArrays;
            double add = spec.itemAddFraction();
            double remove = spec.itemRemoveFraction();
            if (add + remove > 0) {
                double u = rng.nextDouble();
                if (u < add && items.live[f] < items.capacity[f]) {
                    addItem(o, f, now);
                    return;
                }
                if (u >= add && u < add + remove && items.live[f] > 0) {
                    removeItem(o, f, rng.nextInt(items.live[f]), now);
                    return;
                }
            }
            if (items.live[f] > 0) {
                changeItem(o, f, rng.nextInt(items.live[f]), spec.sameValue(), spec.mark(), now);
            }
        }
    }

    private final class TimerStep implements Step {
        private final WorkloadSpec.ComponentTimers spec;
        private final RandomStream rng;
        private final int[] objects;
        private final long[] nextFire;
        private final long period;

        TimerStep(WorkloadSpec.ComponentTimers spec, RandomStream rng) {
            this.spec = spec;
            this.rng = rng;
            this.period = Math.max(1L, Math.round(spec.periodSeconds() * 1e9));
            List<Integer> objs = new ArrayList<>();
            for (int a : targets(spec.className())) {
                for (int o = world.objStart[a] + 1; o < world.objStart[a + 1]; o++) {
                    if (world.objLayout[o].writableSlots.length > 0) {
                        objs.add(o);
                    }
                }
            }
            objects = objs.stream().mapToInt(Integer::intValue).toArray();
            nextFire = new long[objects.length];
            for (int i = 0; i < objects.length; i++) {
                nextFire[i] = (long) (rng.nextDouble() * period);
            }
        }

        @Override
        public void run(long now, double dt, FrameCounters fc) {
            for (int i = 0; i < objects.length; i++) {
                while (nextFire[i] <= now) {
                    nextFire[i] += period;
                    if (rng.nextDouble() < spec.changeProbability()) {
                        int o = objects[i];
                        int slot = world.objLayout[o].writableSlots[0];
                        int f = fastArray(o, slot);
                        if (f >= 0) {
                            int live = world.fastArrays.live[f];
                            changeItem(o, f, live == 0 ? 0 : rng.nextInt(live), false, true, now);
                            continue;
                        }
                        write(o, slot, false, now);
                        mark(world.objActor[o], o, slot);
                    }
                }
            }
        }
    }

    private final class MulticastStep implements Step {
        private final long at;
        private final int[] targets;
        private boolean done;

        MulticastStep(WorkloadSpec.UnreliableMulticast spec) {
            this.at = Math.round(spec.atSeconds() * 1e9);
            this.targets = targets(spec.className());
        }

        @Override
        public void run(long now, double dt, FrameCounters fc) {
            if (!done && now >= at) {
                done = true;
                for (int a : targets) {
                    game.sendMulticast(a, now);
                }
            }
        }
    }

    private final class GcStep implements Step {
        private final long every;
        private long next;

        GcStep(WorkloadSpec.GarbageCollection spec) {
            this.every = Math.round(spec.everySeconds() * 1e9);
            this.next = every;
        }

        @Override
        public void run(long now, double dt, FrameCounters fc) {
            while (now >= next) {
                next += every;
                for (ReplicatorStates d : drivers) {
                    d.garbageCollected();
                }
            }
        }
    }

    private final class DormancyStep implements Step {
        private final long at;
        private final int[] targets;
        private final boolean dormant;
        private boolean done;

        DormancyStep(WorkloadSpec.DormancyChange spec) {
            this.at = Math.round(spec.atSeconds() * 1e9);
            this.targets = targets(spec.className());
            this.dormant = spec.mode() == DormancyMode.DORMANT_ALL;
        }

        @Override
        public void run(long now, double dt, FrameCounters fc) {
            if (!done && now >= at) {
                done = true;
                for (int a : targets) {
                    channels.setWanted(a, dormant);
                }
            }
        }
    }
}
