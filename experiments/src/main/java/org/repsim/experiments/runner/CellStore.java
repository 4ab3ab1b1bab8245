package org.repsim.experiments.runner;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Consumer;
import org.repsim.experiments.input.CellPlan;
import org.repsim.experiments.input.Hashing;
import org.repsim.results.CellFile;
import org.repsim.results.StoredCell;

/**
 * Finished cells persisted in {@code DIR/.cells/<experiment>/}, one file per cell (written by
 * {@link CellFile}, atomically) as soon as the cell's last replication ends, so an interrupted
 * batch loses only unfinished cells. Outside the experiment's folder, which is only ever replaced
 * whole (org.repsim.results.ExperimentCommit). {@code --resume} reuses a file only if it is intact
 * (its checksum), its configuration hash equals the cell's current one and the fingerprint
 * recomputed from its replications equals the one stored with them.
 */
public final class CellStore {
    private final Path dir;

    public CellStore(Path outDir, String experiment) {
        this.dir = outDir.resolve(".cells").resolve(experiment);
    }

    private Path file(CellPlan plan) {
        return dir.resolve(Hashing.sha256(plan.cell().id()).substring(0, 24) + ".cell");
    }

    public void save(CellResult result) throws IOException {
        CellFile.write(file(result.plan()), new StoredCell(result.plan().cell().id(), result.plan().configHash(),
                result.fingerprint(), result.replications()));
    }

    /**
     * The stored result of this cell if present, intact, computed with the same configuration and
     * matching its stored fingerprint; {@code notes} hears why a present file is not reused when
     * it is damaged (a file of another configuration is silently recomputed).
     */
    public Optional<CellResult> load(CellPlan plan, Consumer<String> notes) {
        Path f = file(plan);
        if (!Files.isRegularFile(f)) {
            return Optional.empty();
        }
        StoredCell stored;
        try {
            stored = CellFile.read(f);
        } catch (IOException e) {
            notes.accept("recomputing cell " + plan.cell().id() + ": " + e.getMessage());
            return Optional.empty();
        }
        if (!stored.configHash().equals(plan.configHash()) || !stored.cell().equals(plan.cell().id())
                || stored.replications().isEmpty()) {
            return Optional.empty();
        }
        CellResult result = new CellResult(plan, stored.replications());
        if (!result.fingerprint().equals(stored.fingerprint())) {
            notes.accept("recomputing cell " + plan.cell().id() + ": " + f + " holds fingerprint "
                    + stored.fingerprint() + " but its replications give " + result.fingerprint());
            return Optional.empty();
        }
        return Optional.of(result);
    }
}
