package org.repsim.models.unreal.workload;

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
        /** The brief's writer: each frame accumulate {@code rate × actors × dt}; write each time it passes 1. */
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
     */
    record Writer(double ratePerActorPerSecond, Arrival arrival, String className, boolean sameValue, boolean mark,
                  boolean wakeBeforeWrite) implements WorkloadSpec {
        @Override
        public String targetClass() {
            return className;
        }

        public Writer {
            if (!(ratePerActorPerSecond >= 0)) {
                throw new IllegalArgumentException("writer rate must be >= 0");
            }
            java.util.Objects.requireNonNull(arrival, "arrival");
        }

        /** The brief's writer at a rate, on every actor, marking, no wake. */
        public static Writer brief(double ratePerActorPerSecond) {
            return new Writer(ratePerActorPerSecond, Arrival.ACCUMULATOR, null, false, true, false);
        }

        public Writer withWakeBeforeWrite(boolean w) {
            return new Writer(ratePerActorPerSecond, arrival, className, sameValue, mark, w);
        }

        public Writer withMark(boolean m) {
            return new Writer(ratePerActorPerSecond, arrival, className, sameValue, m, wakeBeforeWrite);
        }

        public Writer withSameValue(boolean s) {
            return new Writer(ratePerActorPerSecond, arrival, className, s, mark, wakeBeforeWrite);
        }

        public Writer withArrival(Arrival a) {
            return new Writer(ratePerActorPerSecond, a, className, sameValue, mark, wakeBeforeWrite);
        }

        public Writer onClass(String c) {
            return new Writer(ratePerActorPerSecond, arrival, c, sameValue, mark, wakeBeforeWrite);
        }
    }

    /**
     * Brief §9: every component of the targeted actors has a timer firing every
     * {@code periodSeconds} (random phase); on each firing its property changes (write + mark)
     * with probability {@code changeProbability}.
     */
    record ComponentTimers(String className, double periodSeconds, double changeProbability) implements WorkloadSpec {
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
    record UnreliableMulticast(double atSeconds, String className) implements WorkloadSpec {
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
    record GarbageCollection(double everySeconds) implements WorkloadSpec {
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
    record DormancyChange(double atSeconds, String className, DormancyMode mode) implements WorkloadSpec {
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
