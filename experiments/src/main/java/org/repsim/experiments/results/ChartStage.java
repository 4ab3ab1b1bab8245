package org.repsim.experiments.results;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.repsim.charts.ChartException;
import org.repsim.charts.ReportEntry;
import org.repsim.charts.render.ChartRenderer;
import org.repsim.charts.report.ReportWriter;
import org.repsim.experiments.input.ExperimentSpec;
import org.repsim.results.ExperimentResults;

/**
 * Hands results to the charts module: renderAll per experiment, then the index.html report. The
 * results come in memory ({@code repsim run}: what it has just written) or from the one reader
 * ({@code repsim charts}); they are the same values, so the charts are the same bytes.
 */
public final class ChartStage {
    /** One experiment with its results. */
    public record Charted(ExperimentSpec spec, ExperimentResults results) {
    }

    private ChartStage() {
    }

    /** Renders one experiment's charts from its results; returns the problem, or null. */
    public static String renderCharts(Path outDir, Charted experiment) {
        ExperimentSpec spec = experiment.spec();
        try {
            ChartRenderer.renderAll(outDir.resolve(spec.name()), experiment.results(), spec.charts(), spec.caption());
            return null;
        } catch (ChartException e) {
            return "charts of " + spec.name() + ": " + e.getMessage();
        }
    }

    /** Writes DIR/index.html over the given experiments; returns the problem, or null. */
    public static String writeReport(Path outDir, List<Charted> experiments) {
        List<ReportEntry> entries = new ArrayList<>();
        for (Charted e : experiments) {
            ExperimentSpec spec = e.spec();
            entries.add(new ReportEntry(spec.name(), spec.description(), spec.caption(), outDir.resolve(spec.name()),
                    e.results(), spec.charts()));
        }
        try {
            ReportWriter.write(outDir, entries);
            return null;
        } catch (ChartException e) {
            return "report: " + e.getMessage();
        }
    }

    /** Charts of every experiment, then the report; returns the problems (empty when all went well). */
    public static List<String> render(Path outDir, List<Charted> experiments) {
        List<String> errors = new ArrayList<>();
        List<Charted> rendered = new ArrayList<>();
        for (Charted c : experiments) {
            String e = renderCharts(outDir, c);
            if (e == null) {
                rendered.add(c);
            } else {
                errors.add(e);
            }
        }
        String e = writeReport(outDir, rendered);
        if (e != null) {
            errors.add(e);
        }
        return errors;
    }
}
