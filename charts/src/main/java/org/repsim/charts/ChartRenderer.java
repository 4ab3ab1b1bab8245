package org.repsim.charts;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

import org.jfree.chart.JFreeChart;
import org.repsim.charts.data.ResultSet;
import org.repsim.charts.data.ResultSetReader;
import org.repsim.charts.kind.ChartBuilder;
import org.repsim.charts.render.ChartFiles;

/**
 * Entry point used by {@code repsim run} and {@code repsim charts}: renders an experiment's chart
 * specs from its result files alone (no simulation), so the same CSVs always give the same SVG bytes.
 */
public final class ChartRenderer {
    /** A chart id becomes a file name: keep it to a safe, portable stem. */
    private static final Pattern SAFE_ID = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]*");

    static {
        // Must be set before the first AWT class loads; rendering never needs a display.
        System.setProperty("java.awt.headless", "true");
    }

    private ChartRenderer() {
    }

    /** Renders at {@link ChartSize#DEFAULT}. */
    public static List<Path> renderAll(Path experimentDir, List<ChartSpec> specs, ChartCaption caption) {
        return renderAll(experimentDir, specs, caption, ChartSize.DEFAULT);
    }

    /**
     * Reads {@code experimentDir}'s summary/timers/series/distributions CSVs and writes
     * {@code charts/<id>.png} and {@code charts/<id>.svg} for every spec, each atomically.
     *
     * @return the written files, PNG then SVG per spec, in spec order
     * @throws ChartException for an unreadable result file or a spec the results cannot satisfy
     *                        (message names the file and line or the chart id)
     */
    public static List<Path> renderAll(Path experimentDir, List<ChartSpec> specs, ChartCaption caption,
                                       ChartSize size) {
        List<Path> written = new ArrayList<>();
        if (specs.isEmpty()) {
            return written;
        }
        for (ChartSpec spec : specs) {
            if (spec.id() == null || !SAFE_ID.matcher(spec.id()).matches()) {
                throw new ChartException("chart id '" + spec.id() + "' must be letters, digits, '.', '_' or '-'");
            }
        }
        ResultSet results = ResultSetReader.read(experimentDir);
        // Build every chart before writing any, so a bad spec leaves no partial chart set behind.
        List<JFreeChart> charts = new ArrayList<>();
        for (ChartSpec spec : specs) {
            charts.add(ChartBuilder.of(spec.kind()).build(spec, results.where(spec.id(), spec.where()), caption));
        }
        Path out = experimentDir.resolve("charts");
        for (int i = 0; i < specs.size(); i++) {
            String id = specs.get(i).id();
            Path png = out.resolve(id + ".png");
            Path svg = out.resolve(id + ".svg");
            ChartFiles.writePng(charts.get(i), size, png);
            ChartFiles.writeSvg(charts.get(i), size, id, svg);
            written.add(png);
            written.add(svg);
        }
        return written;
    }
}
