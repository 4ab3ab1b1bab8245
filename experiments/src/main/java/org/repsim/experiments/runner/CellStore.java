package org.repsim.experiments.runner;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.repsim.experiments.input.CellPlan;
import org.repsim.experiments.input.Hashing;
import org.repsim.results.CellFile;
import org.repsim.results.StoredCell;

/**
 * Finished cells persisted in {@code DIR/<experiment>/.cells/}, one file per cell (written by
 * {@link CellFile}, atomically) as soon as the cell's last replication ends, so an interrupted
 * batch loses only unfinished cells. {@code --resume} reuses a file only if its configuration hash
 * equals the cell's current one. Doubles are stored as their exact bits, so a reused cell gives the
 * same bytes in the result files as a recomputed one.
 */
public final class CellStore {
    private final Path dir;

    public CellStore(Path experimentDir) {
        this.dir = experimentDir.resolve(".cells");
    }

    private Path file(CellPlan plan) {
        return dir.resolve(Hashing.sha256(plan.cell().id()).substring(0, 24) + ".cell");
    }

    public void save(CellResult result) throws IOException {
        CellFile.write(file(result.plan()), new StoredCell(result.plan().cell().id(), result.plan().configHash(),
                result.replications()));
    }

    /** The stored result of this cell if present, complete and computed with the same configuration. */
    public Optional<CellResult> load(CellPlan plan) {
        Path f = file(plan);
        if (!Files.isRegularFile(f)) {
            return Optional.empty();
        }
        try {
            StoredCell stored = CellFile.read(f);
            if (!stored.configHash().equals(plan.configHash()) || !stored.cell().equals(plan.cell().id())
                    || stored.replications().isEmpty()) {
                return Optional.empty();
            }
            return Optional.of(new CellResult(plan, stored.replications()));
        } catch (IOException e) {
            return Optional.empty();   // unreadable, truncated or foreign file: recompute the cell
        }
    }
}
