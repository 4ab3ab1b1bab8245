package org.repsim.experiments.results;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.repsim.charts.ChartException;
import org.repsim.charts.ChartRenderer;
import org.repsim.charts.ReportEntry;
import org.repsim.charts.ReportWriter;
import org.repsim.experiments.spec.ExperimentSpec;

/** Hands written results to the charts module: one renderAll per experiment, then the index.html report. */
public final class ChartStage {
    private ChartStage() {
    }

    /** Renders every experiment's charts and the report; returns the problems (empty when all went well). */
    public static List<String> render(Path outDir, List<ExperimentSpec> specs) {
        List<String> errors = new ArrayList<>();
        List<ReportEntry> entries = new ArrayList<>();
        for (ExperimentSpec spec : specs) {
            Path dir = outDir.resolve(spec.name());
            try {
                ChartRenderer.renderAll(dir, spec.charts(), spec.caption());
                entries.add(new ReportEntry(spec.name(), spec.description(), spec.caption(), dir, spec.charts()));
            } catch (ChartException e) {
                errors.add("charts of " + spec.name() + ": " + e.getMessage());
            }
        }
        try {
            ReportWriter.write(outDir, entries);
        } catch (ChartException e) {
            errors.add("report: " + e.getMessage());
        }
        return errors;
    }
}
