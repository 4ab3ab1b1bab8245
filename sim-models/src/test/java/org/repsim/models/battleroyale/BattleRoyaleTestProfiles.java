package org.repsim.models.battleroyale;

import java.util.Map;
import java.util.TreeMap;
import org.repsim.engine.cost.CostKey;
import org.repsim.engine.cost.CostProfile;
import org.repsim.models.unreal.UnrealCosts;

/** Cost profiles for tests whose expectations are computed by hand. */
final class BattleRoyaleTestProfiles {
    /** The shipped, calibrated battle-royale profile. */
    static final CostProfile CALIBRATED = BattleRoyaleCosts.shipped("pubg-late-2018");
    /** The shipped Unreal profile whose shape Net Flush's unit costs follow. */
    static final CostProfile UNREAL = UnrealCosts.shipped("ue58-editor");

    private BattleRoyaleTestProfiles() {
    }

    /**
     * Frames bound by a fixed 50 ms of Simulate (other phases ~free with {@link #FREE_PASS}):
     * longer than the 30 Hz cap's 33.3 ms plus a character's 10 ms update interval, so every
     * character is due on every frame (Unreal's NextUpdateTime = now + FRand x 1/cap + 1/100 s
     * is always less than 43.4 ms away) and every frame is 50 ms plus a few µs of dispatch.
     */
    static final CostProfile WORK_BOUND = phases("work-bound", 1000, 0, 50_000_000, 0, 0, 0, 0);

    /** An Unreal replication pass that costs nothing (the battle-royale phases alone set frame time). */
    static final CostProfile FREE_PASS = onlyReplicateActor(0.0);

    /** Negligible battle-royale phase costs: frames run at the tick-rate cap. */
    static final CostProfile LIGHT = phases("light", 1000, 1000, 0, 0, 100, 0, 0);

    /** A battle-royale profile with the given ns values, in {@link BattleRoyaleCosts#KEYS} order. */
    static CostProfile phases(String name, double dispatch, double perAlive, double simulateBase, double rpcSerialize,
                              double flushPerActor, double otherActorsPerConnection, double sendFlush) {
        double[] v = {dispatch, perAlive, simulateBase, rpcSerialize, flushPerActor, otherActorsPerConnection, sendFlush};
        Map<String, Double> m = new TreeMap<>();
        for (int i = 0; i < v.length; i++) {
            m.put(BattleRoyaleCosts.KEYS.keys().get(i).name(), v[i]);
        }
        return CostProfile.of(name, BattleRoyaleCosts.KEYS, m, "assumption: test profile");
    }

    /**
     * The shipped Unreal profile's wire sizes with every CPU cost zero except
     * {@code replicate_actor_us}: one ReplicateActor call costs exactly {@code replicateActorMs}.
     */
    static CostProfile onlyReplicateActor(double replicateActorMs) {
        Map<String, Double> o = new TreeMap<>();
        for (CostKey k : UnrealCosts.KEYS.keys()) {
            if (k.isTime()) {
                o.put(k.name(), 0.0);
            }
        }
        o.put(UnrealCosts.REPLICATE_ACTOR_US.name(), replicateActorMs * 1e3);
        return UNREAL.withOverrides(o);
    }
}
