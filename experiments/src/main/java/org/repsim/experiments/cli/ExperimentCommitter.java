package org.repsim.experiments.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.repsim.experiments.output.ChartStage;
import org.repsim.experiments.output.ExperimentWriter;
import org.repsim.experiments.output.RunLog;
import org.repsim.experiments.runner.BatchRunner;
import org.repsim.results.AnalysisTables;
import org.repsim.results.ExperimentCommit;

/**
 * How {@code repsim run} writes one finished experiment: its files (and an analysis's tables) and
 * charts into a staging folder, swapped in whole ({@link ExperimentCommit}), then index.html
 * rewritten over every experiment of the output folder.
 */
final class ExperimentCommitter {
    private final Path out;
    private final String engine;
    private final long startNanos;
    private final boolean charts;
    private final boolean writeIndex;
    private final Map<String, ChartStage.Charted> report;
    private final List<String> chartErrors;

    /**
     * @param report      every complete experiment of {@code out} by name, updated with each commit
     * @param chartErrors collects each chart or report problem (the run then exits 1)
     */
    ExperimentCommitter(Path out, String engine, long startNanos, boolean charts, boolean writeIndex,
                        Map<String, ChartStage.Charted> report, List<String> chartErrors) {
        this.out = out;
        this.engine = engine;
        this.startNanos = startNanos;
        this.charts = charts;
        this.writeIndex = writeIndex;
        this.report = report;
        this.chartErrors = chartErrors;
    }

    void commit(BatchRunner.Outcome o, AnalysisTables tables) throws IOException {
        String name = o.spec().name();
        Path staging = ExperimentCommit.stage(out, name);
        ChartStage.Charted written;
        try {
            // The results as written go to the chart stage in memory: nothing is re-read.
            written = new ChartStage.Charted(o.spec(), ExperimentWriter.write(staging, o.spec(), o.cells(), tables));
            RunLog.write(staging, o, engine, (System.nanoTime() - startNanos) / 1e9);
        } catch (IOException | RuntimeException e) {
            ExperimentCommit.deleteTree(staging);   // the earlier folder, if any, stays as it was
            throw e;
        }
        if (charts) {
            String problem = ChartStage.renderCharts(staging, written);
            if (problem != null) {
                chartErrors.add(problem);
            }
        }
        ExperimentCommit.commit(out, name);
        report.put(name, written);
        if (writeIndex) {
            String problem = ChartStage.writeReport(out, report.values());
            if (problem != null) {
                chartErrors.add(problem);
            }
        }
    }
}
