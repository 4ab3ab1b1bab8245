package org.repsim.results;

import java.util.List;
import java.util.Objects;
import org.repsim.engine.run.RunOutput;

/**
 * One finished cell as the cell store keeps it for {@code --resume}: its label, the configuration
 * hash it was computed with, the cell fingerprint it had when stored (the reader of the store
 * recomputes it from the replications and recomputes the cell when they differ), and every
 * replication's full output.
 */
public record StoredCell(String cell, String configHash, String fingerprint, List<RunOutput> replications) {
    public StoredCell {
        Objects.requireNonNull(cell, "cell");
        Objects.requireNonNull(configHash, "configHash");
        Objects.requireNonNull(fingerprint, "fingerprint");
        replications = List.copyOf(replications);
    }
}
