package org.repsim.results;

import java.util.List;
import java.util.Objects;
import org.repsim.engine.run.RunOutput;

/**
 * One finished cell as the cell store keeps it for {@code --resume}: its label, the configuration
 * hash it was computed with, and every replication's full output.
 */
public record StoredCell(String cell, String configHash, List<RunOutput> replications) {
    public StoredCell {
        Objects.requireNonNull(cell, "cell");
        Objects.requireNonNull(configHash, "configHash");
        replications = List.copyOf(replications);
    }
}
