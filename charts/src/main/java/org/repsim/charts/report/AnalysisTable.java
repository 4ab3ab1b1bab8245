package org.repsim.charts.report;

import java.util.List;

import org.repsim.charts.style.NumberText;
import org.repsim.results.AnalysisTables;
import org.repsim.results.Crossing;
import org.repsim.results.CrossoverPoint;
import org.repsim.results.SensitivityRow;

/**
 * An analysis experiment's answer in the report, in place of the summary of its many evaluated
 * cells (those stay in summary.csv): the elasticities with their intervals and statuses, or the
 * crossing with its interval and the difference at each evaluated point.
 */
final class AnalysisTable {
    private AnalysisTable() {
    }

    static String html(AnalysisTables tables) {
        StringBuilder b = new StringBuilder();
        if (tables.crossing() != null) {
            Crossing c = tables.crossing();
            b.append("<p>").append(Html.text(c.metric())).append(": <code>").append(Html.text(c.where()))
                    .append("</code> crosses <code>").append(Html.text(c.vs())).append("</code> at <code>")
                    .append(Html.text(c.axis())).append("</code> ≈ <strong>").append(num(c.estimate()))
                    .append("</strong>, 95% interval [").append(num(c.low())).append(", ").append(num(c.high()))
                    .append("] (bracket [").append(num(c.bracketLow())).append(", ").append(num(c.bracketHigh()))
                    .append("] after ").append(c.iterations()).append(" steps, ").append(Html.text(c.scale()))
                    .append(" scale).</p>\n");
            table(b, List.of(c.axis(), "step", "where", "vs", "difference", "95% CI"));
            for (CrossoverPoint p : tables.points()) {
                row(b, List.of(num(p.x()), Integer.toString(p.iteration()), num(p.where()), num(p.vs()),
                        num(p.difference()), "[" + num(p.ci95Low()) + ", " + num(p.ci95High()) + "]"));
            }
            b.append("</tbody></table></div>\n");
        }
        if (!tables.sensitivity().isEmpty()) {
            SensitivityRow first = tables.sensitivity().get(0);
            b.append("<p>Elasticity of <code>").append(Html.text(first.quantity())).append("</code> = ")
                    .append(num(first.base())).append(' ').append(Html.text(first.quantityUnit()))
                    .append(" to each unit cost, ± ").append(num(first.step() * 100)).append("%.</p>\n");
            table(b, List.of("key", "value", "elasticity", "95% CI", "status"));
            for (SensitivityRow r : tables.sensitivity()) {
                row(b, List.of(r.key(), num(r.keyValue()) + " " + r.keyUnit(), num(r.elasticity()),
                        "[" + num(r.ci95Low()) + ", " + num(r.ci95High()) + "]", r.status()));
            }
            b.append("</tbody></table></div>\n");
        }
        return b.toString();
    }

    private static String num(double v) {
        return NumberText.significant(v, 4);
    }

    private static void table(StringBuilder b, List<String> header) {
        b.append("<div class=\"table-wrap\"><table>\n<thead><tr>");
        header.forEach(h -> b.append("<th>").append(Html.text(h)).append("</th>"));
        b.append("</tr></thead>\n<tbody>\n");
    }

    private static void row(StringBuilder b, List<String> cells) {
        b.append("<tr>");
        cells.forEach(c -> b.append("<td>").append(Html.text(c)).append("</td>"));
        b.append("</tr>\n");
    }
}
