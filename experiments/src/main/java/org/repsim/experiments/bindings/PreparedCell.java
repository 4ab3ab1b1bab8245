package org.repsim.experiments.bindings;

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
}
