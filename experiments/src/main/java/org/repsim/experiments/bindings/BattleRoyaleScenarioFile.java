package org.repsim.experiments.bindings;

import org.repsim.engine.param.Inline;
import org.repsim.engine.param.Param;
import org.repsim.models.battleroyale.AliveCurve;
import org.repsim.models.battleroyale.BattleRoyaleScenario;
import org.repsim.models.battleroyale.SpatialDistribution;

/**
 * The YAML shape of {@code model: battle-royale}'s {@code scenario:}: the model's declared
 * {@link BattleRoyaleScenario} keys plus the Unreal profile its Net Flush pass prices with. Three
 * of the model's values are written in a flatter shape on purpose (a spawn distribution named by
 * a word, an alive count that may fall, an interleaving rule by name); their YAML shapes and the
 * translations are the nested records here.
 */
record BattleRoyaleScenarioFile(
        @Inline BattleRoyaleScenario scenario,
        @Param(key = "unreal_profile", dflt = UnrealBinding.DEFAULT_PROFILE,
                doc = "Unreal cost profile of the Net Flush pass: a shipped name or a path to a profile file")
        String unrealProfile) {

    enum Distribution { UNIFORM, CLUSTERED, SHRINKING_ZONE }

    /** {@code spawn:} one distribution's word; the shapes' own keys sit beside it. */
    record Spawn(
            @Param(doc = "uniform over the map, clustered drops, or a shrinking play zone", dflt = "uniform")
            Distribution distribution,
            @Inline SpatialDistribution.ClusteredDrops clustered,
            @Inline SpatialDistribution.ShrinkingZone zone) {

        SpatialDistribution toModel(String keyPath) {
            return switch (distribution) {
                case CLUSTERED -> clustered;
                case SHRINKING_ZONE -> zone;
                case UNIFORM -> new SpatialDistribution.Uniform();
            };
        }
    }

    /** {@code alive:} a constant count, or a linear fall to {@code falls_to} over {@code over_s}. */
    record Alive(
            @Param(doc = "alive at match start (and all match long unless falls_to is given)", dflt = "100",
                    min = 0, max = 100_000)
            int count,
            @Param(key = "falls_to", doc = "alive count reached at over_s (linear fall)", dflt = Param.NONE,
                    shown = "none", min = 0, max = 100_000)
            Integer fallsTo,
            @Param(key = "over_s", doc = "match time over which the count falls", dflt = "1800", min = Param.POSITIVE)
            double overS) {

        AliveCurve toModel(String keyPath) {
            return fallsTo == null ? AliveCurve.constant(count) : AliveCurve.linear(count, fallsTo, overS);
        }

        int maxAlive() {
            return fallsTo == null ? count : Math.max(count, fallsTo);
        }
    }
}
