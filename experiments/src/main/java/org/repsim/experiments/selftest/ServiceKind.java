package org.repsim.experiments.selftest;

/** Service-time distribution of a single-server queue, with its Kendall-notation letter. */
public enum ServiceKind {
    EXPONENTIAL("M"),
    DETERMINISTIC("D");

    private final String kendall;

    ServiceKind(String kendall) {
        this.kendall = kendall;
    }

    public String kendall() {
        return kendall;
    }
}
