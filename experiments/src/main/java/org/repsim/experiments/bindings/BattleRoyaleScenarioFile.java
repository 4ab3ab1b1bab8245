package org.repsim.experiments.bindings;

import java.util.List;
import org.repsim.engine.param.Inline;
import org.repsim.engine.param.Param;
import org.repsim.models.battleroyale.AliveCurve;
import org.repsim.models.battleroyale.BattleRoyaleScenario;
import org.repsim.models.battleroyale.InterleavingPolicy;
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

    enum Rule { OFF, PUBLISHED, THIRD_STEP, CUSTOM }

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

    /** {@code interleaving:} a published rule by name, or custom steps. */
    record Interleaving(
            @Param(doc = "off; published (70 m: skip 1, 400 m: skip 2); third_step (published + skip 3 beyond"
                    + " third_step_beyond_m); custom (steps)", dflt = "published")
            Rule rule,
            @Param(key = "third_step_beyond_m", doc = "third_step: distance of the skip-3 step", dflt = "1000",
                    min = Param.POSITIVE)
            double thirdStepBeyondM,
            @Param(doc = "custom: the steps", dflt = "[]") List<InterleavingPolicy.Step> steps) {

        InterleavingPolicy toModel(String keyPath) throws BindingException {
            return switch (rule) {
                case OFF -> InterleavingPolicy.off();
                case PUBLISHED -> InterleavingPolicy.published();
                case THIRD_STEP -> InterleavingPolicy.withThirdStep(thirdStepBeyondM);
                case CUSTOM -> custom(keyPath + ".steps");
            };
        }

        private InterleavingPolicy custom(String keyPath) throws BindingException {
            if (steps.isEmpty()) {
                throw new BindingException(keyPath, "rule 'custom' needs at least one step");
            }
            try {
                return InterleavingPolicy.of(steps);
            } catch (IllegalArgumentException e) {
                throw new BindingException(keyPath, e.getMessage());
            }
        }
    }
}
