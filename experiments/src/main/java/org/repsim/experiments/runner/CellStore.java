package org.repsim.experiments.runner;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;
import org.repsim.engine.cost.TimerTree;
import org.repsim.engine.run.Quantiles;
import org.repsim.engine.run.RunOutput;
import org.repsim.engine.run.TimeSeries;
import org.repsim.experiments.results.AtomicFiles;
import org.repsim.experiments.results.CellResult;
import org.repsim.experiments.input.CellPlan;
import org.repsim.experiments.input.Hashing;

/**
 * Finished cells persisted in {@code DIR/<experiment>/.cells/}, one file per cell written
 * atomically as soon as the cell's last replication ends, so an interrupted batch loses only
 * unfinished cells. {@code --resume} reuses a file only if its configuration hash equals the
 * cell's current one. Doubles are stored as their exact bits, so a reused cell gives the same
 * bytes in the result files as a recomputed one.
 */
public final class CellStore {
    private static final String MAGIC = "repsim-cell 1";
    private final Path dir;

    public CellStore(Path experimentDir) {
        this.dir = experimentDir.resolve(".cells");
    }

    private Path file(CellPlan plan) {
        return dir.resolve(Hashing.sha256(plan.cell().id()).substring(0, 24) + ".cell");
    }

    public void save(CellResult result) throws IOException {
        StringBuilder b = new StringBuilder(MAGIC).append('\n');
        b.append("config\t").append(result.plan().configHash()).append('\n');
        b.append("cell\t").append(escape(result.plan().cell().id())).append('\n');
        for (RunOutput run : result.replications()) {
            b.append("run\t").append(run.fingerprint()).append('\n');
            run.metrics().forEach((k, v) -> b.append("metric\t").append(escape(k)).append('\t').append(bits(v)).append('\n'));
            TimerTree t = run.timers();
            if (t != null) {
                b.append("timers\t").append(t.frames()).append('\n');
                for (TimerTree.Scope s : t.scopes()) {
                    b.append("scope\t").append(escape(s.path())).append('\t').append(escape(s.name())).append('\t')
                            .append(escape(s.parentPath())).append('\t').append(s.calls()).append('\t')
                            .append(bits(s.inclusiveNanos())).append('\t').append(bits(s.exclusiveNanos())).append('\n');
                }
            }
            for (TimeSeries s : run.series()) {
                b.append("series\t").append(escape(s.metric())).append('\t').append(join(s.timesSeconds())).append('\t')
                        .append(join(s.values())).append('\n');
            }
            for (Quantiles q : run.distributions()) {
                b.append("dist\t").append(escape(q.metric())).append('\t').append(join(q.probabilities())).append('\t')
                        .append(join(q.values())).append('\n');
            }
            b.append("end\n");
        }
        b.append("done\n");
        AtomicFiles.write(file(result.plan()), b.toString());
    }

    /** The stored result of this cell if present, complete and computed with the same configuration. */
    public Optional<CellResult> load(CellPlan plan) {
        Path f = file(plan);
        if (!Files.isRegularFile(f)) {
            return Optional.empty();
        }
        try {
            List<String> lines = Files.readAllLines(f, StandardCharsets.UTF_8);
            if (lines.size() < 4 || !lines.get(0).equals(MAGIC) || !lines.get(1).equals("config\t" + plan.configHash())
                    || !lines.get(2).equals("cell\t" + escape(plan.cell().id()))
                    || !lines.get(lines.size() - 1).equals("done")) {
                return Optional.empty();
            }
            List<RunOutput> runs = new ArrayList<>();
            Run current = null;
            for (String line : lines.subList(3, lines.size() - 1)) {
                String[] p = line.split("\t", -1);
                switch (p[0]) {
                    case "run" -> current = new Run(Long.parseLong(p[1]));
                    case "metric" -> current.metrics.put(unescape(p[1]), unbits(p[2]));
                    case "timers" -> current.frames = Long.parseLong(p[1]);
                    case "scope" -> current.scopes.add(new TimerTree.Scope(unescape(p[1]), unescape(p[2]), unescape(p[3]),
                            Long.parseLong(p[4]), unbits(p[5]), unbits(p[6])));
                    case "series" -> current.series.add(new TimeSeries(unescape(p[1]), split(p[2]), split(p[3])));
                    case "dist" -> current.dists.add(new Quantiles(unescape(p[1]), split(p[2]), split(p[3])));
                    case "end" -> {
                        runs.add(current.output());
                        current = null;
                    }
                    default -> {
                        return Optional.empty();
                    }
                }
            }
            if (current != null || runs.isEmpty()) {
                return Optional.empty();
            }
            return Optional.of(new CellResult(plan, runs));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();   // unreadable or foreign file: recompute the cell
        }
    }

    private static final class Run {
        final long fingerprint;
        final TreeMap<String, Double> metrics = new TreeMap<>();
        long frames = -1;
        final List<TimerTree.Scope> scopes = new ArrayList<>();
        final List<TimeSeries> series = new ArrayList<>();
        final List<Quantiles> dists = new ArrayList<>();

        Run(long fingerprint) {
            this.fingerprint = fingerprint;
        }

        RunOutput output() {
            return new RunOutput(metrics, frames < 0 ? null : new TimerTree(frames, scopes), fingerprint, series, dists);
        }
    }

    private static String bits(double v) {
        return Long.toHexString(Double.doubleToRawLongBits(v));
    }

    private static double unbits(String s) {
        return Double.longBitsToDouble(Long.parseUnsignedLong(s, 16));
    }

    private static String join(double[] values) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < values.length; i++) {
            if (i > 0) {
                b.append(' ');
            }
            b.append(bits(values[i]));
        }
        return b.toString();
    }

    private static double[] split(String s) {
        if (s.isEmpty()) {
            return new double[0];
        }
        String[] parts = s.split(" ");
        double[] out = new double[parts.length];
        for (int i = 0; i < parts.length; i++) {
            out[i] = unbits(parts[i]);
        }
        return out;
    }

    private static String escape(String s) {
        return s.replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n");
    }

    private static String unescape(String s) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' && i + 1 < s.length()) {
                char n = s.charAt(++i);
                b.append(n == 't' ? '\t' : n == 'n' ? '\n' : n);
            } else {
                b.append(c);
            }
        }
        return b.toString();
    }
}
