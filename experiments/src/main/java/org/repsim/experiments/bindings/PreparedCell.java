package org.repsim.experiments.bindings;

import java.util.Optional;
import org.repsim.engine.cost.CostProfile;
import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.RunOutput;
import org.repsim.engine.run.RunWindow;

/**
 * A cell whose parameters a binding has accepted: ready to run any replication. Must be safe
 * to run from several threads at once (one replication per call, no shared mutable state).
 */
public interface PreparedCell {
    RunOutput run(RunWindow window, RandomStreams streams);

    /**
     * Anything the run depends on beyond the experiment file's own values (e.g. the content
     * of the cost-profile file), folded into the cell's configuration hash so that
     * {@code --resume} never reuses a cell computed with other data.
     */
    default String identity() {
        return "";
    }

    /** Estimated cost of one replication over {@code window} (see {@link CostEstimate}). */
    default CostEstimate estimate(RunWindow window) {
        return CostEstimate.UNKNOWN;
    }

    /**
     * The shortest time between two frames (1 / maximum tick rate), or 0 when the model has no
     * frames: a measurement window shorter than this cannot contain a complete frame.
     */
    default long minFramePeriodNanos() {
        return 0;
    }

    /** The cost profile the cell is priced by (overrides applied), when its model has one. */
    default Optional<CostProfile> profile() {
        return Optional.empty();
    }

    /**
     * The same cell priced by {@code profile} (a profile of the same model): calibration simulates
     * the measured setup under candidate profiles, and a run with profile uncertainty draws one
     * profile per replication. Models that cannot do it say so.
     */
    default PreparedCell withProfile(CostProfile profile) {
        throw new UnsupportedOperationException("this model's cells cannot be re-priced with another profile");
    }
}
