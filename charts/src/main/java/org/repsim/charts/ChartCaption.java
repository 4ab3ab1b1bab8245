package org.repsim.charts;

/**
 * The small caption under every chart: where its numbers come from.
 *
 * @param firstReplicationOnly the chart is drawn from {@code series.csv}, which keeps each cell's
 *                             first replication only
 */
public record ChartCaption(String experiment, String model, String profile, long seed, int replications,
                           boolean firstReplicationOnly) {

    public ChartCaption(String experiment, String model, String profile, long seed, int replications) {
        this(experiment, model, profile, seed, replications, false);
    }

    /** The caption of a chart of series: said on it, so a line is not read as a mean over the replications counted. */
    public ChartCaption ofFirstReplication() {
        return new ChartCaption(experiment, model, profile, seed, replications, true);
    }

    public String text() {
        String counted = replications + (replications == 1 ? " replication" : " replications");
        return experiment + " · model " + model + " · profile " + profile + " · seed " + seed + " · "
                + (firstReplicationOnly && replications > 1 ? "first of " + counted : counted);
    }
}
