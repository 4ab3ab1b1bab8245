package org.repsim.models.unreal.workload;

import org.repsim.engine.param.Param;

import org.repsim.models.unreal.object.DormancyMode;

/**
 * What game code does to the replicated actors, as data. Times are seconds from the start of
 * the run (warm-up included). A {@code className} of null targets every actor.
 */
public sealed interface WorkloadSpec {

    /** The class this workload targets, or null for every actor / not actor-specific. */
    String targetClass();

    /** How the writer spaces its writes. */
    enum Arrival {
        /**
         * The lab's writer (docs/sources.md#ue58-main-condition): each frame accumulate {@code rate
         * × actors × dt}; write each time it passes 1.
         */
        ACCUMULATOR,
        /** Writes at exponential inter-arrival times with the same mean rate. */
        POISSON
    }

    /**
     * Writes to a random actor and a random writable property (with replacement).
     *
     * @param ratePerActorPerSecond average writes per actor per second (1% = 0.01, 3000% = 30)
     * @param sameValue        write the value the property already holds
     * @param mark             mark the property dirty (false: a missing mark)
     * @param wakeBeforeWrite  call FlushNetDormancy on the actor first (dormancy condition)
     * @param itemAddFraction  of the writes that pick a fast array, the fraction that add an item
     *                         ({@code MarkItemDirty} on it; a change when the array is full)
     * @param itemRemoveFraction of those writes, the fraction that remove a random item
     *                         ({@code MarkArrayDirty}); the others write one item's member and
     *                         {@code MarkItemDirty} it (as {@code mark} says)
     */
    record Writer(
            @Param(key = "rate", doc = "Writes per actor per second (1% = 0.01, 3000% = 30).", dflt = "0.01",
                    min = 0, max = 1e6)
            double ratePerActorPerSecond,
            @Param(doc = "accumulator: the measured lab's per-frame accumulator; poisson: exponential gaps, same mean.",
                    dflt = "accumulator")
            Arrival arrival,
            @Param(key = "class", doc = "Only actors of this class (default: every actor).", dflt = Param.NONE)
            String className,
            @Param(doc = "Write the value the property already holds.", dflt = "false") boolean sameValue,
            @Param(doc = "Mark the property dirty (false: a missing mark).", dflt = "true") boolean mark,
            @Param(doc = "FlushNetDormancy on the actor before writing.", dflt = "false") boolean wakeBeforeWrite,
            @Param(doc = "Of the writes that pick a fast array: the fraction that add an item (a change when full).",
                    dflt = "0", min = 0, max = 1)
            double itemAddFraction,
            @Param(doc = "Of the writes that pick a fast array: the fraction that remove a random item.",
                    dflt = "0", min = 0, max = 1)
            double itemRemoveFraction)
            implements WorkloadSpec {
        @Override
        public String targetClass() {
            return className;
        }

        public Writer {
            if (!(ratePerActorPerSecond >= 0)) {
                throw new IllegalArgumentException("writer rate must be >= 0");
            }
            java.util.Objects.requireNonNull(arrival, "arrival");
            if (!(itemAddFraction >= 0 && itemRemoveFraction >= 0 && itemAddFraction + itemRemoveFraction <= 1)) {
                throw new IllegalArgumentException("writer item_add_fraction + item_remove_fraction must be in [0, 1]"
                        + " (given " + itemAddFraction + " + " + itemRemoveFraction + ")");
            }
        }

        /** A writer that only changes fast array items, never adds or removes them. */
        public Writer(double ratePerActorPerSecond, Arrival arrival, String className, boolean sameValue,
                      boolean mark, boolean wakeBeforeWrite) {
            this(ratePerActorPerSecond, arrival, className, sameValue, mark, wakeBeforeWrite, 0, 0);
        }

        /** The lab's writer at a rate, on every actor, marking, no wake. */
        public static Writer brief(double ratePerActorPerSecond) {
            return new Writer(ratePerActorPerSecond, Arrival.ACCUMULATOR, null, false, true, false);
        }

        public Writer withWakeBeforeWrite(boolean w) {
            return new Writer(ratePerActorPerSecond, arrival, className, sameValue, mark, w, itemAddFraction,
                    itemRemoveFraction);
        }

        public Writer withMark(boolean m) {
            return new Writer(ratePerActorPerSecond, arrival, className, sameValue, m, wakeBeforeWrite, itemAddFraction,
                    itemRemoveFraction);
        }

        public Writer withSameValue(boolean s) {
            return new Writer(ratePerActorPerSecond, arrival, className, s, mark, wakeBeforeWrite, itemAddFraction,
                    itemRemoveFraction);
        }

        public Writer withArrival(Arrival a) {
            return new Writer(ratePerActorPerSecond, a, className, sameValue, mark, wakeBeforeWrite, itemAddFraction,
                    itemRemoveFraction);
        }

        public Writer withItemChurn(double add, double remove) {
            return new Writer(ratePerActorPerSecond, arrival, className, sameValue, mark, wakeBeforeWrite, add, remove);
        }

        public Writer onClass(String c) {
            return new Writer(ratePerActorPerSecond, arrival, c, sameValue, mark, wakeBeforeWrite, itemAddFraction,
                    itemRemoveFraction);
        }
    }

    /**
     * The component-heavy setup's timers (docs/sources.md#ue53-component-heavy): every component of
     * the targeted actors has a timer firing every {@code periodSeconds} (random phase); on each
     * firing its property changes (write + mark) with probability {@code changeProbability}.
     */
    record ComponentTimers(
            @Param(key = "class", doc = "Only actors of this class (default: every actor).", dflt = Param.NONE)
            String className,
            @Param(key = "period_s", doc = "Timer period per component, seconds.", dflt = "0.1", min = 0.0001, max = 1e6)
            double periodSeconds,
            @Param(doc = "Probability a firing changes the property.", dflt = "0.1", min = 0, max = 1)
            double changeProbability) implements WorkloadSpec {
        @Override
        public String targetClass() {
            return className;
        }

        public ComponentTimers {
            if (!(periodSeconds > 0) || !(changeProbability >= 0 && changeProbability <= 1)) {
                throw new IllegalArgumentException("component timers need period > 0 and probability in [0, 1]");
            }
        }
    }

    /** One unreliable multicast RPC on every targeted actor at {@code atSeconds}. */
    record UnreliableMulticast(
            @Param(key = "at_s", doc = "When, seconds from the start (warm-up included).", dflt = "10", min = 0)
            double atSeconds,
            @Param(key = "class", doc = "Only actors of this class.", dflt = Param.NONE) String className)
            implements WorkloadSpec {
        @Override
        public String targetClass() {
            return className;
        }

        public UnreliableMulticast {
            if (!(atSeconds >= 0)) {
                throw new IllegalArgumentException("multicast time must be >= 0");
            }
        }
    }

    /** A garbage collection every {@code everySeconds}. */
    record GarbageCollection(
            @Param(key = "every_s", doc = "Interval, seconds.", dflt = "60", min = 0.001, max = 1e6) double everySeconds)
            implements WorkloadSpec {
        @Override
        public String targetClass() {
            return null;
        }

        public GarbageCollection {
            if (!(everySeconds > 0)) {
                throw new IllegalArgumentException("GC interval must be > 0");
            }
        }
    }

    /** Game code sets the targeted actors' dormancy at {@code atSeconds}. */
    record DormancyChange(
            @Param(key = "at_s", doc = "When, seconds from the start.", dflt = "5", min = 0) double atSeconds,
            @Param(key = "class", doc = "Only actors of this class.", dflt = Param.NONE) String className,
            @Param(doc = "Dormancy set.", dflt = "dormant_all") DormancyMode mode) implements WorkloadSpec {
        @Override
        public String targetClass() {
            return className;
        }

        public DormancyChange {
            if (!(atSeconds >= 0)) {
                throw new IllegalArgumentException("dormancy change time must be >= 0");
            }
            java.util.Objects.requireNonNull(mode, "mode");
        }
    }
}
