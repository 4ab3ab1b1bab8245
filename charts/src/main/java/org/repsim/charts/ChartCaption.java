package org.repsim.charts;

/** The small caption under every chart: where its numbers come from. */
public record ChartCaption(String experiment, String model, String profile, long seed, int replications) {
    public String text() {
        return experiment + " · model " + model + " · profile " + profile + " · seed " + seed
                + " · " + replications + (replications == 1 ? " replication" : " replications");
    }
}
