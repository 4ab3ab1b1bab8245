package org.repsim.models.unreal;

import org.repsim.engine.random.RandomStream;

/**
 * The legacy pass's per-actor {@code NextUpdateTime} (docs/sources.md#unreal-consider): an actor is
 * due when its time has come or an update is pending (ForceNetUpdate, a flush, saturation), and
 * when taken it is rescheduled {@code now + FRand() × ServerTickTime + 1 / NetUpdateFrequency},
 * stretched toward {@code MinNetUpdateFrequency} when adaptive. One per net driver, shared by its
 * connections; the legacy gather uses it for every active actor, the replication graph's {@code
 * next_update_time} timing for the actors it gathers.
 */
final class NetUpdateTimer {
    private final ReplicatedWorld world;
    private final ReplicatorStates st;
    private final RandomStream spread;
    private final long serverTickNanos;
    private final boolean adaptive;
    private long frameSeed;

    NetUpdateTimer(ReplicatedWorld world, ReplicatorStates st, RandomStream spread, double maxTickRateHz,
                   boolean adaptive) {
        this.world = world;
        this.st = st;
        this.spread = spread;
        this.serverTickNanos = Math.round(1e9 / maxTickRateHz);
        this.adaptive = adaptive;
    }

    /**
     * Starts a frame: FRand() per actor comes from one draw of the named stream per frame seeding a
     * SplitMix64 sequence indexed by actor, so the spread stays a pure function of the stream while
     * costing a few multiplications per actor instead of a WELL draw.
     */
    void beginFrame() {
        frameSeed = spread.nextLong();
    }

    /** Whether actor {@code a} is due at {@code now}; if so its pending flag is cleared and it is rescheduled. */
    boolean takeIfDue(int a, long now) {
        if (st.pendingNetUpdate[a] || now >= st.nextUpdateNanos[a]) {
            st.pendingNetUpdate[a] = false;
            // NextUpdateTime = now + FRand() × ServerTickTime + 1 / NetUpdateFrequency.
            st.nextUpdateNanos[a] = now + (long) (frand(frameSeed, a) * serverTickNanos) + interval(a, now);
            return true;
        }
        return false;
    }

    /** Uniform [0, 1) from (frame seed, actor): SplitMix64 finalizer (Steele, Lea & Flood 2014). */
    static double frand(long frameSeed, int actor) {
        long z = frameSeed + (actor + 1) * 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        z ^= z >>> 31;
        return (z >>> 11) * 0x1.0p-53;
    }

    /** 1/NetUpdateFrequency, stretched toward 1/MinNetUpdateFrequency after 2 s idle when adaptive. */
    private long interval(int a, long now) {
        int c = world.actorClass[a];
        long base = world.classIntervalNanos[c];
        if (!adaptive) {
            return base;
        }
        long idle = now - st.lastSendNanos[a];
        if (idle <= 2_000_000_000L) {
            return base;
        }
        double f = Math.min(1.0, (idle - 2_000_000_000L) / 7e9);
        return base + (long) (f * (world.classMinIntervalNanos[c] - base));
    }
}
