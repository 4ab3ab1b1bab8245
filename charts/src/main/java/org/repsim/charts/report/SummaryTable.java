package org.repsim.charts.report;

import java.util.List;

import org.repsim.charts.data.ResultSet;
import org.repsim.results.SummaryRow;
import org.repsim.charts.style.MetricLabel;
import org.repsim.charts.style.NumberText;

/**
 * The summary table of one experiment: one row per cell × metric with the simulated mean, its 95%
 * CI, and — where the experiment gives one — the published reference and the deviation from it.
 * Numbers are shown to four significant digits; the CSV keeps full precision.
 */
final class SummaryTable {
    private SummaryTable() {
    }

    static String html(ResultSet results) {
        List<SummaryRow> rows = results.summary();
        if (rows.isEmpty()) {
            return "<p class=\"note\">No summary.csv rows.</p>\n";
        }
        boolean anyReference = rows.stream().anyMatch(SummaryRow::hasReference);
        StringBuilder b = new StringBuilder();
        b.append("<div class=\"table-wrap\"><table>\n<thead><tr>");
        for (String axis : results.axes()) {
            b.append("<th>").append(Html.text(axis)).append("</th>");
        }
        b.append("<th>metric</th><th class=\"num\">n</th><th class=\"num\">mean</th><th class=\"num\">95% CI</th>");
        if (anyReference) {
            b.append("<th class=\"num\">published</th><th class=\"num\">deviation</th>");
        }
        b.append("</tr></thead>\n<tbody>\n");
        String previousCell = null;
        for (SummaryRow r : rows) {
            boolean firstOfCell = !r.cell().label().equals(previousCell);
            previousCell = r.cell().label();
            b.append(firstOfCell ? "<tr class=\"cell-start\">" : "<tr>");
            for (String value : r.cell().values()) {
                // Repeat-free: the axis values only on a cell's first row keep long tables scannable.
                b.append("<td>").append(firstOfCell ? Html.text(value) : "").append("</td>");
            }
            MetricLabel unit = MetricLabel.of(r.metric(), r.unit());
            b.append("<td><code>").append(Html.text(r.metric())).append("</code></td>");
            b.append("<td class=\"num\">").append(r.n()).append("</td>");
            b.append("<td class=\"num\">").append(NumberText.significant(r.mean(), 4))
                    .append(unit.unit().isEmpty() ? "" : " <span class=\"unit\">" + Html.text(unit.unit()) + "</span>")
                    .append("</td>");
            b.append("<td class=\"num\">").append(Double.isNaN(r.ci95Low()) ? "–"
                    : "[" + NumberText.significant(r.ci95Low(), 4) + ", " + NumberText.significant(r.ci95High(), 4) + "]")
                    .append("</td>");
            if (anyReference) {
                if (r.hasReference()) {
                    b.append("<td class=\"num\">").append(NumberText.significant(r.reference(), 4)).append("</td>");
                    b.append("<td class=\"num ").append(deviationClass(r.deviationPct())).append("\">")
                            .append(deviation(r.deviationPct())).append("</td>");
                } else {
                    b.append("<td></td><td></td>");
                }
            }
            b.append("</tr>\n");
        }
        b.append("</tbody></table></div>\n");
        return b.toString();
    }

    private static String deviation(double pct) {
        if (Double.isNaN(pct)) {
            return "–";
        }
        String s = NumberText.significant(pct, 3);
        return (pct > 0 ? "+" : "") + s + "%";
    }

    /** Only a visual hint for the eye; the acceptance tolerance belongs to the experiment, not the report. */
    private static String deviationClass(double pct) {
        if (Double.isNaN(pct)) {
            return "";
        }
        double a = Math.abs(pct);
        return a <= 10 ? "dev-close" : a <= 25 ? "dev-mid" : "dev-far";
    }
}
