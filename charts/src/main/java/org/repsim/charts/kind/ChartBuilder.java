package org.repsim.charts.kind;

import org.jfree.chart.JFreeChart;
import org.repsim.charts.ChartCaption;
import org.repsim.charts.ChartKind;
import org.repsim.charts.ChartSpec;
import org.repsim.charts.data.ResultSet;

/** Builds the JFreeChart for one chart kind from an experiment's results. One implementation per {@link ChartKind}. */
public interface ChartBuilder {
    JFreeChart build(ChartSpec spec, ResultSet results, ChartCaption caption);

    static ChartBuilder of(ChartKind kind) {
        return switch (kind) {
            case BARS -> new BarsChart();
            case LINES -> new LinesChart();
            case TIMERS -> new TimersChart();
            case TIMESERIES -> new TimeSeriesChart();
            case CDF -> new CdfChart();
            case TORNADO -> new TornadoChart();
            case CROSSOVER -> new CrossoverChart();
        };
    }
}
