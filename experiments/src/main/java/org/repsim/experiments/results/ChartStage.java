package org.repsim.experiments.results;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.repsim.charts.ChartException;
import org.repsim.charts.ChartRenderer;
import org.repsim.charts.ReportEntry;
import org.repsim.charts.ReportWriter;
import org.repsim.experiments.input.ExperimentSpec;

/** Hands written results to the charts module: renderAll per experiment, then the index.html report. */
public final class ChartStage {
    private ChartStage() {
    }

    /** Renders one experiment's charts from its result files; returns the problem, or null. */
    public static String renderCharts(Path outDir, ExperimentSpec spec) {
        try {
            ChartRenderer.renderAll(outDir.resolve(spec.name()), spec.charts(), spec.caption());
            return null;
        } catch (ChartException e) {
            return "charts of " + spec.name() + ": " + e.getMessage();
        }
    }

    /** Writes DIR/index.html over the given experiments; returns the problem, or null. */
    public static String writeReport(Path outDir, List<ExperimentSpec> specs) {
        List<ReportEntry> entries = new ArrayList<>();
        for (ExperimentSpec spec : specs) {
            entries.add(new ReportEntry(spec.name(), spec.description(), spec.caption(), outDir.resolve(spec.name()),
                    spec.charts()));
        }
        try {
            ReportWriter.write(outDir, entries);
            return null;
        } catch (ChartException e) {
            return "report: " + e.getMessage();
        }
    }

    /** Charts of every experiment, then the report; returns the problems (empty when all went well). */
    public static List<String> render(Path outDir, List<ExperimentSpec> specs) {
        List<String> errors = new ArrayList<>();
        List<ExperimentSpec> rendered = new ArrayList<>();
        for (ExperimentSpec spec : specs) {
            String e = renderCharts(outDir, spec);
            if (e == null) {
                rendered.add(spec);
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
