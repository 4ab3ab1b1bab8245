package org.repsim.charts.render;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

import org.jfree.chart.JFreeChart;
import org.repsim.charts.ChartCaption;
import org.repsim.charts.ChartException;
import org.repsim.charts.ChartSize;
import org.repsim.charts.ChartSpec;
import org.repsim.charts.data.ResultSet;
import org.repsim.charts.kind.ChartBuilder;
import org.repsim.results.ExperimentResults;

/**
 * Entry point used by {@code repsim run} (results in memory) and {@code repsim charts} (results
 * read by {@code org.repsim.results.ResultFiles}): renders an experiment's chart specs from its
 * results alone (no simulation). The in-memory results equal the ones read back from the files, so
 * both give the same SVG bytes.
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
    public static List<Path> renderAll(Path experimentDir, ExperimentResults results, List<ChartSpec> specs,
                                       ChartCaption caption) {
        return renderAll(experimentDir, results, specs, caption, ChartSize.DEFAULT);
    }

    /**
     * Writes {@code experimentDir/charts/<id>.png} and {@code .svg} for every spec, each atomically.
     *
     * @return the written files, PNG then SVG per spec, in spec order
     * @throws ChartException for a spec the results cannot satisfy (message names the chart id) or a
     *                        file that cannot be written
     */
    public static List<Path> renderAll(Path experimentDir, ExperimentResults results, List<ChartSpec> specs,
                                       ChartCaption caption, ChartSize size) {
        List<Path> written = new ArrayList<>();
        if (specs.isEmpty()) {
            return written;
        }
        for (ChartSpec spec : specs) {
            if (spec.id() == null || !SAFE_ID.matcher(spec.id()).matches()) {
                throw new ChartException("chart id '" + spec.id() + "' must be letters, digits, '.', '_' or '-'");
            }
        }
        ResultSet all = ResultSet.of(experimentDir, results);
        // Build every chart before writing any, so a bad spec leaves no partial chart set behind.
        List<JFreeChart> charts = new ArrayList<>();
        for (ChartSpec spec : specs) {
            try {
                charts.add(ChartBuilder.of(spec.kind()).build(spec, all.where(spec.id(), spec.where()), caption));
            } catch (IllegalArgumentException e) {
                throw new ChartException("chart '" + spec.id() + "': " + e.getMessage(), e);
            }
        }
        Path out = experimentDir.resolve("charts");
        for (int i = 0; i < specs.size(); i++) {
            String id = specs.get(i).id();
            Path png = out.resolve(id + ".png");
            Path svg = out.resolve(id + ".svg");
            write(png, ChartFiles.png(charts.get(i), size));
            write(svg, ChartFiles.svg(charts.get(i), size, id));
            written.add(png);
            written.add(svg);
        }
        return written;
    }

    static void write(Path target, byte[] bytes) {
        try {
            org.repsim.results.AtomicFile.write(target, bytes);
        } catch (IOException e) {
            throw new ChartException(target + ": cannot write (" + e.getMessage() + ")", e);
        }
    }
}
