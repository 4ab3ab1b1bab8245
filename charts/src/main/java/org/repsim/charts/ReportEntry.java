package org.repsim.charts;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import org.repsim.results.ExperimentResults;

/**
 * One experiment in the HTML report.
 *
 * @param experiment    experiment name (section heading and anchor)
 * @param description   the experiment file's description (plain text)
 * @param caption       where the numbers come from (model, profile, seed, replications); may be null
 * @param experimentDir its result directory (holding {@code charts/})
 * @param results       its results (the summary table is drawn from them)
 * @param charts        the charts to show, in order ({@code charts/<id>.png} must have been rendered)
 */
public record ReportEntry(String experiment, String description, ChartCaption caption, Path experimentDir,
                          ExperimentResults results, List<ChartSpec> charts) {
    public ReportEntry {
        Objects.requireNonNull(results, "results");
        charts = List.copyOf(charts);
    }
}
