package org.repsim.experiments.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.repsim.experiments.output.EndTable;
import org.repsim.experiments.runner.BatchRunner;
import org.repsim.results.AnalysisTables;
import org.repsim.results.Crossing;
import org.repsim.results.CrossoverPoint;
import org.repsim.results.SensitivityRow;

/**
 * What {@code repsim run} (and the analysis commands) print on stdout for an analysis experiment:
 * the elasticities largest first with their 95% intervals and the keys that do not matter, or the
 * crossing with its interval and the difference at every evaluated point.
 */
public final class AnalysisReport {
    private AnalysisReport() {
    }

    public static String render(BatchRunner.Outcome outcome, AnalysisTables tables) {
        StringBuilder b = new StringBuilder();
        var spec = outcome.spec();
        b.append(spec.name()).append("  (").append(spec.model().id()).append(", ").append(outcome.cells().size())
                .append(outcome.cells().size() == 1 ? " cell × " : " cells × ").append(spec.replications())
                .append(spec.replications() == 1 ? " replication" : " replications").append(", 95% CI)\n");
        if (tables.crossing() != null) {
            crossover(b, tables.crossing(), tables.points());
        } else {
            sensitivity(b, tables.sensitivity());
        }
        return b.toString();
    }

    private static void sensitivity(StringBuilder b, List<SensitivityRow> rows) {
        if (rows.isEmpty()) {
            return;
        }
        SensitivityRow first = rows.get(0);
        b.append("  sensitivity of ").append(first.quantity()).append(" = ").append(EndTable.fmt(first.base()))
                .append(first.quantityUnit().isEmpty() ? "" : " " + first.quantityUnit())
                .append(" to each unit cost, ± ").append(EndTable.fmt(first.step() * 100)).append("%\n");
        List<List<String>> table = new ArrayList<>();
        table.add(List.of("key", "elasticity", "95% CI", "status"));
        List<String> still = new ArrayList<>();
        for (SensitivityRow r : rows) {
            if (!r.matters()) {
                still.add(r.key() + (r.status().equals(SensitivityRow.CHARGED)
                        || r.status().equals(SensitivityRow.UNCOUNTED) ? "" : " (" + r.status() + ")"));
                continue;
            }
            table.add(List.of(r.key(), String.format(Locale.ROOT, "%+.4f", r.elasticity()),
                    String.format(Locale.ROOT, "[%+.4f, %+.4f]", r.ci95Low(), r.ci95High()), r.status()));
        }
        if (table.size() > 1) {
            columns(b, table);
        }
        if (!still.isEmpty()) {
            b.append("  leave it unchanged (elasticity 0 exactly): ").append(String.join(", ", still)).append('\n');
        }
    }

    private static void crossover(StringBuilder b, Crossing c, List<CrossoverPoint> points) {
        b.append("  ").append(c.metric()).append(": ").append(c.where()).append(" crosses ").append(c.vs())
                .append(" at ").append(c.axis()).append(" ≈ ").append(EndTable.fmt(c.estimate()))
                .append(", 95% interval [").append(EndTable.fmt(c.low())).append(", ").append(EndTable.fmt(c.high()))
                .append("] (bracket [").append(EndTable.fmt(c.bracketLow())).append(", ")
                .append(EndTable.fmt(c.bracketHigh())).append("] after ").append(c.iterations())
                .append(c.iterations() == 1 ? " step" : " steps").append(", ").append(c.scale()).append(" scale)\n");
        List<List<String>> table = new ArrayList<>();
        table.add(List.of(c.axis(), "step", "where", "vs", "difference ± 95% CI"));
        for (CrossoverPoint p : points) {
            table.add(List.of(EndTable.fmt(p.x()), Integer.toString(p.iteration()), EndTable.fmt(p.where()),
                    EndTable.fmt(p.vs()), EndTable.fmt(p.difference()) + " ± "
                            + EndTable.fmt((p.ci95High() - p.ci95Low()) / 2)));
        }
        columns(b, table);
    }

    private static void columns(StringBuilder b, List<List<String>> rows) {
        int[] widths = new int[rows.get(0).size()];
        for (List<String> r : rows) {
            for (int i = 0; i < r.size(); i++) {
                widths[i] = Math.max(widths[i], r.get(i).length());
            }
        }
        for (List<String> r : rows) {
            StringBuilder line = new StringBuilder(" ");
            for (int i = 0; i < r.size(); i++) {
                line.append(' ').append(r.get(i)).append(" ".repeat(widths[i] - r.get(i).length())).append(' ');
            }
            b.append(line.toString().stripTrailing()).append('\n');
        }
    }
}
