package org.repsim.experiments.output;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.repsim.charts.ChartException;
import org.repsim.charts.ReportEntry;
import org.repsim.charts.render.ChartRenderer;
import org.repsim.charts.report.ReportWriter;
import org.repsim.experiments.input.ExperimentSpec;
import org.repsim.results.ExperimentCommit;
import org.repsim.results.ExperimentResults;

/**
 * Hands results to the charts module: renderAll per experiment, then the index.html report. The
 * results come in memory ({@code repsim run}: what it has just written) or from the one reader
 * ({@code repsim charts}); they are the same values, so the charts are the same bytes.
 */
public final class ChartStage {
    /** The folder of an experiment's charts. */
    public static final String CHARTS = "charts";

    /** One experiment with its results. */
    public record Charted(ExperimentSpec spec, ExperimentResults results) {
    }

    private ChartStage() {
    }

    /**
     * Renders one experiment's charts into {@code experimentDir/charts} (a staging folder, so the
     * committed folder never holds a half-rendered chart set); returns the problem, or null. On a
     * problem no chart is left behind, and charts/ never holds a file of a chart no longer declared.
     */
    public static String renderCharts(Path experimentDir, Charted experiment) {
        ExperimentSpec spec = experiment.spec();
        try {
            ExperimentCommit.deleteTree(experimentDir.resolve(CHARTS));
            ChartRenderer.renderAll(experimentDir, experiment.results(), spec.charts(), spec.caption());
            return null;
        } catch (ChartException | IOException e) {
            try {
                ExperimentCommit.deleteTree(experimentDir.resolve(CHARTS));
            } catch (IOException ignored) {
                // the chart problem is the one to report
            }
            return "charts of " + spec.name() + ": " + e.getMessage();
        }
    }

    /** Writes DIR/index.html over the given experiments (linking DIR/&lt;name&gt;/charts); returns the problem, or null. */
    public static String writeReport(Path outDir, Collection<Charted> experiments) {
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
}
