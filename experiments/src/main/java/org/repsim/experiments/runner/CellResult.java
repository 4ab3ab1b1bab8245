package org.repsim.experiments.runner;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.repsim.engine.fingerprint.Fingerprint;
import org.repsim.engine.run.RunOutput;
import org.repsim.experiments.input.CellPlan;

/** All replications of one cell, in replication order. */
public record CellResult(CellPlan plan, List<RunOutput> replications) {
    public CellResult {
        replications = List.copyOf(replications);
    }

    /**
     * The cell's fingerprint: every replication's run fingerprint (events, times, draws) and
     * every metric value folded in order, so a change in anything a cell did or reported shows.
     */
    public String fingerprint() {
        Fingerprint f = new Fingerprint();
        for (RunOutput run : replications) {
            f.add(run.fingerprint());
            for (Map.Entry<String, Double> m : run.metrics().entrySet()) {
                for (byte b : m.getKey().getBytes(StandardCharsets.UTF_8)) {
                    f.add(b);
                }
                f.add(m.getValue());
            }
        }
        return f.hex();
    }
}
