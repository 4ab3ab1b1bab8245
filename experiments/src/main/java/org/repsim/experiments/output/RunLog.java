package org.repsim.experiments.output;

import java.io.IOException;
import java.net.InetAddress;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Locale;
import java.util.Map;
import org.repsim.experiments.RepsimVersion;
import org.repsim.experiments.runner.BatchRunner;

/** run.log: the one result file with non-deterministic content (time, host, durations, engine). */
public final class RunLog {
    public static final String FILE = "run.log";

    private RunLog() {
    }

    /** {@code engine}: where the replications ran ({@code ExecutionEngine.describe}). */
    public static void write(Path dir, BatchRunner.Outcome outcome, String engine, double batchSeconds)
            throws IOException {
        StringBuilder b = new StringBuilder();
        b.append("repsim ").append(RepsimVersion.VERSION).append('\n');
        b.append("finished: ").append(Instant.now()).append('\n');
        b.append("host: ").append(host()).append('\n');
        b.append("java: ").append(System.getProperty("java.version")).append('\n');
        b.append("engine: ").append(engine).append('\n');
        b.append("batch wall time: ").append(String.format(Locale.ROOT, "%.2fs", batchSeconds)).append('\n');
        b.append("source: ").append(outcome.spec().source()).append('\n');
        b.append("cells (wall seconds from the cell's first replication start to its last replication end, other cells running beside it; 'reused' = taken from .cells by --resume):\n");
        for (Map.Entry<String, Double> e : outcome.cellSeconds().entrySet()) {
            boolean reused = Boolean.TRUE.equals(outcome.reused().get(e.getKey()));
            b.append("  ").append(e.getKey()).append("  ")
                    .append(reused ? "reused" : String.format(Locale.ROOT, "%.2fs", e.getValue())).append('\n');
        }
        org.repsim.results.AtomicFile.write(dir.resolve(FILE), b.toString());
    }

    private static String host() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (IOException e) {
            return "unknown";
        }
    }
}
