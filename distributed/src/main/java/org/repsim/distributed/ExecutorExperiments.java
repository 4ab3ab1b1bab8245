package org.repsim.distributed;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.repsim.experiments.bindings.ModelRegistry;
import org.repsim.experiments.input.CellPlan;
import org.repsim.experiments.input.ExperimentLoader;
import org.repsim.experiments.input.ExperimentSpec;
import org.repsim.experiments.input.Hashing;
import org.repsim.experiments.schema.problem.InvalidInputException;
import org.repsim.experiments.runner.Replication;

/**
 * An executor's view of a job's experiments: each resolved document (the experiment.yaml a run
 * writes, which {@code repsim verify} re-runs to the same fingerprints) loaded once per JVM and
 * kept for the tasks that follow. A cell found by its id in the reloaded experiment has the plan,
 * seed and model the driver's has.
 */
final class ExecutorExperiments {
    /** A few experiments per JVM: a job's tasks go in experiment order, so older ones are done. */
    private static final int KEPT = 4;

    private static final Map<String, ExperimentSpec> LOADED = new LinkedHashMap<>(8, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, ExperimentSpec> eldest) {
            return size() > KEPT;
        }
    };

    private ExecutorExperiments() {
    }

    /** The replication {@code ref} names, of the experiment whose resolved document is {@code document}. */
    static Replication replication(String document, TaskRef ref) {
        ExperimentSpec spec = load(document);
        for (CellPlan plan : spec.cells()) {
            if (plan.cell().id().equals(ref.cell())) {
                return new Replication(spec, plan, ref.replication());
            }
        }
        throw new IllegalStateException("experiment " + spec.name() + " has no cell " + ref.cell()
                + " on this executor (another repsim version than the driver's?)");
    }

    // One load at a time per JVM: the tasks of an executor mostly want the same experiment.
    private static synchronized ExperimentSpec load(String document) {
        String key = Hashing.sha256(document);
        ExperimentSpec spec = LOADED.get(key);
        if (spec == null) {
            spec = loadFile(document);
            LOADED.put(key, spec);
        }
        return spec;
    }

    private static ExperimentSpec loadFile(String document) {
        try {
            Path file = Files.createTempFile("repsim-experiment-", ".yaml");
            try {
                Files.writeString(file, document, StandardCharsets.UTF_8);
                return new ExperimentLoader(ModelRegistry.standard()).load(file, List.of());
            } catch (InvalidInputException e) {
                // The driver accepted it: what differs here is the files it names by path.
                String first = e.getMessage().lines().findFirst().orElse("");
                throw new IllegalStateException("the experiment does not load on this executor (" + first
                        + "); a file an experiment names by path must be at that path on every executor"
                        + " (docs/distributed.md)", e);
            } finally {
                Files.deleteIfExists(file);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot stage the experiment on this executor: " + e.getMessage(), e);
        }
    }
}
