package org.repsim.charts.data;

/** One line of {@code timers.csv}: a timer scope of one cell (replication means, per simulated frame). */
public record TimerRow(Cell cell, String scope, String parent, double callsPerFrame, double inclMsPerFrame,
                       double exclMsPerFrame) {
    /** Last segment of the slash path: the name a profiler would show. */
    public String leafName() {
        int i = scope.lastIndexOf('/');
        return i < 0 ? scope : scope.substring(i + 1);
    }

    public boolean isRoot() {
        return parent.isEmpty();
    }
}
