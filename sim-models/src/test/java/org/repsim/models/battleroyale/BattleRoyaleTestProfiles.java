package org.repsim.models.battleroyale;

import java.util.Map;
import java.util.TreeMap;
import org.repsim.models.unreal.cost.CostKey;
import org.repsim.models.unreal.cost.UnrealCostProfile;

/** Cost profiles for tests whose expectations are computed by hand. */
final class BattleRoyaleTestProfiles {
    private BattleRoyaleTestProfiles() {
    }

    /**
     * Frames bound by a fixed 50 ms of Simulate (other phases ~free with {@link #FREE_PASS}):
     * longer than the 30 Hz cap's 33.3 ms plus a character's 10 ms update interval, so every
     * character is due on every frame (Unreal's NextUpdateTime = now + FRand x 1/cap + 1/100 s
     * is always less than 43.4 ms away) and every frame is 50 ms plus a few µs of dispatch.
     */
    static final BattleRoyaleCostProfile WORK_BOUND = new BattleRoyaleCostProfile(1000, 0, 50_000_000, 0, 0, 0);

    /** An Unreal replication pass that costs nothing (the battle-royale phases alone set frame time). */
    static final org.repsim.models.unreal.cost.UnrealCostProfile FREE_PASS = onlyReplicateActor(0.0);

    /** Negligible battle-royale phase costs: frames run at the tick-rate cap. */
    static final BattleRoyaleCostProfile LIGHT = new BattleRoyaleCostProfile(1000, 1000, 0, 0, 100, 0);

    /**
     * The shipped Unreal profile's wire sizes with every CPU cost zero except
     * {@code replicate_actor_us}: one ReplicateActor call costs exactly {@code replicateActorMs}.
     */
    static UnrealCostProfile onlyReplicateActor(double replicateActorMs) {
        UnrealCostProfile base = UnrealCostProfile.ue58Editor();
        Map<String, Double> o = new TreeMap<>();
        for (CostKey k : CostKey.values()) {
            if ("us".equals(k.unit()) || "ms".equals(k.unit())) {
                o.put(k.key(), 0.0);
            }
        }
        o.put(CostKey.REPLICATE_ACTOR_US.key(), replicateActorMs * 1e3);
        return base.withOverrides(o);
    }
}
