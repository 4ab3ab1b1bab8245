package org.repsim.experiments.bindings;

import java.util.List;
import org.repsim.engine.param.Param;
import org.repsim.models.unreal.replication.DistanceInterleaving;

/**
 * The YAML shape of {@code scenario.interleaving} in both the Unreal and the battle-royale files:
 * a published rule by name, or custom steps, translated to the one
 * {@link DistanceInterleaving}. The rule has no default of its own: each model's field supplies
 * it ({@code published} for the battle royale, {@code off} for the Unreal lab).
 */
record InterleavingFile(
        @Param(doc = "off; published (70 m: skip 1, 400 m: skip 2); third_step (published + skip 3 beyond"
                + " third_step_beyond_m); custom (steps)")
        Rule rule,
        @Param(key = "third_step_beyond_m", doc = "third_step: distance of the skip-3 step", dflt = "1000",
                min = Param.POSITIVE)
        double thirdStepBeyondM,
        @Param(doc = "custom: the steps", dflt = "[]") List<DistanceInterleaving.Step> steps) {

    enum Rule { OFF, PUBLISHED, THIRD_STEP, CUSTOM }

    /** Binds a {@code DistanceInterleaving} field of a scenario record through this shape. */
    static final Conversion<DistanceInterleaving> CONVERSION = Conversion.viaRecord(DistanceInterleaving.class, InterleavingFile.class,
            InterleavingFile::toModel, Conversions.NONE);

    DistanceInterleaving toModel(String keyPath) throws BindingException {
        return switch (rule) {
            case OFF -> DistanceInterleaving.off();
            case PUBLISHED -> DistanceInterleaving.published();
            case THIRD_STEP -> DistanceInterleaving.withThirdStep(thirdStepBeyondM);
            case CUSTOM -> custom(keyPath + ".steps");
        };
    }

    private DistanceInterleaving custom(String keyPath) throws BindingException {
        if (steps.isEmpty()) {
            throw new BindingException(keyPath, "rule 'custom' needs at least one step");
        }
        try {
            return DistanceInterleaving.of(steps);
        } catch (IllegalArgumentException e) {
            throw new BindingException(keyPath, e.getMessage());
        }
    }
}
