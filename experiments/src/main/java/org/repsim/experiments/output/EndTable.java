package org.repsim.experiments.output;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.repsim.engine.stats.ReplicationSummary;
import org.repsim.experiments.runner.BatchRunner;
import org.repsim.experiments.runner.CellResult;

/**
 * The compact table printed on stdout after a run: per cell, each key metric of the model as
 * mean ± 95% CI half-width, and the deviation from the published figure where there is one.
 */
public final class EndTable {
    private EndTable() {
    }

    public static String render(BatchRunner.Outcome outcome) {
        var spec = outcome.spec();
        List<String> metrics = spec.model().keyMetrics();
        List<List<String>> rows = new ArrayList<>();
        List<String> header = new ArrayList<>(List.of("cell"));
        header.addAll(metrics);
        rows.add(header);
        for (CellResult c : outcome.cells()) {
            Map<String, ReplicationSummary> s = ResultTables.summarise(c);
            List<String> row = new ArrayList<>(List.of(c.plan().cell().id()));
            for (String m : metrics) {
                ReplicationSummary x = s.get(m);
                if (x == null) {
                    row.add("-");
                    continue;
                }
                String text = fmt(x.mean()) + " ± " + fmt(x.halfWidth());
                Double ref = c.plan().references().get(m);
                if (ref != null && ref != 0.0) {
                    text += String.format(Locale.ROOT, " (ref %s, %+.1f%%)", fmt(ref),
                            ResultTables.deviationPct(x.mean(), ref));
                }
                row.add(text);
            }
            rows.add(row);
        }
        int[] widths = new int[header.size()];
        for (List<String> r : rows) {
            for (int i = 0; i < r.size(); i++) {
                widths[i] = Math.max(widths[i], r.get(i).length());
            }
        }
        StringBuilder b = new StringBuilder();
        b.append(spec.name()).append("  (").append(spec.model().id()).append(", ").append(outcome.cells().size())
                .append(outcome.cells().size() == 1 ? " cell × " : " cells × ").append(spec.replications())
                .append(spec.replications() == 1 ? " replication" : " replications").append(", 95% CI)\n");
        for (List<String> r : rows) {
            b.append(' ');
            for (int i = 0; i < r.size(); i++) {
                b.append(' ').append(r.get(i)).append(" ".repeat(widths[i] - r.get(i).length())).append(' ');
            }
            b.setLength(b.length() - 1);
            while (b.charAt(b.length() - 1) == ' ') {
                b.setLength(b.length() - 1);
            }
            b.append('\n');
        }
        appendOtherReferences(outcome, metrics, b);
        return b.toString();
    }

    /** Published figures for metrics outside the key columns, one line each, so none goes unseen. */
    private static void appendOtherReferences(BatchRunner.Outcome outcome, List<String> keyMetrics, StringBuilder b) {
        List<String> lines = new ArrayList<>();
        for (CellResult c : outcome.cells()) {
            Map<String, ReplicationSummary> s = ResultTables.summarise(c);
            for (Map.Entry<String, Double> ref : c.plan().references().entrySet()) {
                ReplicationSummary x = s.get(ref.getKey());
                if (keyMetrics.contains(ref.getKey()) || x == null) {
                    continue;
                }
                String dev = ref.getValue() == 0.0 ? "" : String.format(Locale.ROOT, ", %+.1f%%",
                        ResultTables.deviationPct(x.mean(), ref.getValue()));
                lines.add("  " + c.plan().cell().id() + "  " + ref.getKey() + "  " + fmt(x.mean()) + " ± "
                        + fmt(x.halfWidth()) + " (ref " + fmt(ref.getValue()) + dev + ")");
            }
        }
        if (!lines.isEmpty()) {
            b.append(" other published figures:\n");
            lines.forEach(l -> b.append(' ').append(l).append('\n'));
        }
    }

    /** A simulated value as the end table shows it (3 significant decimals; also the calibration report's). */
    public static String fmt(double v) {
        if (v == 0) {
            return "0";
        }
        double a = Math.abs(v);
        if (a >= 1e5 || a < 1e-3) {
            return String.format(Locale.ROOT, "%.3e", v);
        }
        return String.format(Locale.ROOT, a >= 100 ? "%.1f" : a >= 10 ? "%.2f" : "%.3f", v);
    }
}
