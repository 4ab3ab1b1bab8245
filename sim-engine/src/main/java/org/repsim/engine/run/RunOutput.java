package org.repsim.engine.run;

import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;
import org.repsim.engine.cost.TimerTree;

/**
 * What one simulation run produces, whatever the model: scalar metrics by name (sorted, so
 * output order never depends on hashing), the timer tree of the measured window, the run's
 * fingerprint, and optional time series and quantile summaries for charts.
 */
public record RunOutput(SortedMap<String, Double> metrics, TimerTree timers, long fingerprint,
                        List<TimeSeries> series, List<Quantiles> distributions) {
    public RunOutput {
        metrics = java.util.Collections.unmodifiableSortedMap(new TreeMap<>(metrics));
        series = List.copyOf(series);
        distributions = List.copyOf(distributions);
    }
}
