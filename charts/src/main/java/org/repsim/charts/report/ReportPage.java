package org.repsim.charts.report;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.repsim.charts.ChartSpec;
import org.repsim.charts.ReportEntry;
import org.repsim.charts.data.ResultSet;

/**
 * The report page: table of contents, then one section per experiment with its description,
 * caption, charts (PNG linked to the SVG, by relative path so the result directory can be moved or
 * zipped whole) and summary table. Self-contained: inline CSS, no scripts, no fonts or images from
 * the network, no timestamp (the same results give the same page).
 */
public final class ReportPage {
    private static final String CSS = """
            :root { --text:#1f2328; --muted:#59636e; --line:#d8dee4; --bg:#ffffff; --soft:#f6f8fa; --accent:#0072b2; }
            * { box-sizing: border-box; }
            body { margin:0; background:var(--bg); color:var(--text);
                   font:16px/1.5 system-ui, -apple-system, "Segoe UI", "DejaVu Sans", Helvetica, Arial, sans-serif; }
            main { max-width:1040px; margin:0 auto; padding:32px 24px 64px; }
            header h1 { font-size:28px; margin:0 0 4px; }
            header p { color:var(--muted); margin:0 0 16px; }
            nav { background:var(--soft); border:1px solid var(--line); border-radius:8px; padding:12px 20px; margin:0 0 32px; }
            nav ol { margin:0; padding-left:20px; columns:2; }
            nav a { color:var(--accent); text-decoration:none; }
            nav a:hover { text-decoration:underline; }
            section { border-top:1px solid var(--line); padding-top:24px; margin-top:40px; }
            section h2 { font-size:22px; margin:0 0 8px; }
            .description { margin:0 0 6px; white-space:pre-line; }
            .caption { color:var(--muted); font-size:13px; margin:0 0 16px; }
            figure { margin:0 0 28px; }
            figure img { width:100%; height:auto; border:1px solid var(--line); border-radius:6px; display:block; }
            figcaption { color:var(--muted); font-size:13px; margin-top:6px; }
            figcaption a { color:var(--accent); }
            h3 { font-size:17px; margin:24px 0 8px; }
            .table-wrap { overflow-x:auto; border:1px solid var(--line); border-radius:6px; }
            table { border-collapse:collapse; width:100%; font-size:14px; }
            th, td { padding:6px 10px; text-align:left; white-space:nowrap; }
            thead th { background:var(--soft); border-bottom:1px solid var(--line); font-weight:600; }
            tbody tr.cell-start td { border-top:1px solid var(--line); }
            tbody tr:first-child td { border-top:none; }
            .num { text-align:right; font-variant-numeric:tabular-nums; }
            .unit { color:var(--muted); font-size:12px; }
            code { font-size:13px; }
            .dev-close { color:#00734f; }
            .dev-mid { color:#8a5a00; }
            .dev-far { color:#b33c00; font-weight:600; }
            .note, .missing { color:var(--muted); font-style:italic; }
            """;

    private final Path outDir;
    private final List<ReportEntry> entries;

    public ReportPage(Path outDir, List<ReportEntry> entries) {
        this.outDir = outDir.toAbsolutePath().normalize();
        this.entries = List.copyOf(entries);
    }

    public String html() {
        StringBuilder b = new StringBuilder();
        b.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<title>RepSim results</title>\n<style>\n").append(CSS).append("</style>\n</head>\n<body>\n<main>\n")
                .append("<header><h1>RepSim results</h1><p>").append(entries.size())
                .append(entries.size() == 1 ? " experiment" : " experiments")
                .append(". Charts link to their SVG; tables show simulated mean and 95% confidence interval"
                        + " over replications, and the published figure where the experiment gives one.</p></header>\n");
        if (entries.size() > 1) {
            b.append("<nav aria-label=\"experiments\"><ol>\n");
            for (ReportEntry e : entries) {
                b.append("<li><a href=\"#").append(Html.anchor(e.experiment())).append("\">")
                        .append(Html.text(e.experiment())).append("</a></li>\n");
            }
            b.append("</ol></nav>\n");
        }
        for (ReportEntry e : entries) {
            section(b, e);
        }
        b.append("</main>\n</body>\n</html>\n");
        return b.toString();
    }

    private void section(StringBuilder b, ReportEntry e) {
        b.append("<section id=\"").append(Html.anchor(e.experiment())).append("\">\n<h2>")
                .append(Html.text(e.experiment())).append("</h2>\n");
        if (e.description() != null && !e.description().isBlank()) {
            b.append("<p class=\"description\">").append(Html.text(e.description().strip())).append("</p>\n");
        }
        if (e.caption() != null) {
            b.append("<p class=\"caption\">").append(Html.text(e.caption().text())).append("</p>\n");
        }
        for (ChartSpec spec : e.charts()) {
            Path png = e.experimentDir().resolve("charts").resolve(spec.id() + ".png");
            Path svg = e.experimentDir().resolve("charts").resolve(spec.id() + ".svg");
            if (!Files.exists(png)) {
                b.append("<p class=\"missing\">Chart ").append(Html.text(spec.id()))
                        .append(" has not been rendered (run <code>repsim charts</code>).</p>\n");
                continue;
            }
            b.append("<figure>");
            String img = "<img src=\"" + relative(png) + "\" alt=\"" + Html.text(spec.title()) + "\">";
            b.append(Files.exists(svg) ? "<a href=\"" + relative(svg) + "\">" + img + "</a>" : img);
            b.append("<figcaption>").append(Html.text(spec.title())).append(" · <code>")
                    .append(Html.text(spec.id())).append("</code>");
            if (Files.exists(svg)) {
                b.append(" · <a href=\"").append(relative(svg)).append("\">SVG</a>");
            }
            b.append("</figcaption></figure>\n");
        }
        if (e.results().analysis().isEmpty()) {
            b.append("<h3>Summary</h3>\n");
            b.append(SummaryTable.html(ResultSet.of(e.experimentDir(), e.results())));
        } else {
            b.append("<h3>Analysis</h3>\n");
            b.append(AnalysisTable.html(e.results().analysis()));
            b.append("<p class=\"note\">Every evaluated cell's statistics: <code>summary.csv</code>.</p>\n");
        }
        b.append("</section>\n");
    }

    /** Relative, percent-encoded, '/'-separated link from the page to {@code target}. */
    private String relative(Path target) {
        Path rel = outDir.relativize(target.toAbsolutePath().normalize());
        List<String> parts = new ArrayList<>();
        for (Path p : rel) {
            parts.add(p.toString().equals("..") ? ".." : Html.urlSegment(p.toString()));
        }
        return String.join("/", parts);
    }
}
