package org.repsim.results;

/**
 * One line of {@code timers.csv}: a timer scope of one cell, replication means per {@code period}:
 * {@code frame} for frame-based models, {@code s} (simulated second) for event-driven ones
 * ({@link org.repsim.engine.cost.TimerTree#period()}).
 */
public record TimerRow(Cell cell, String scope, String parent, String period, double callsPerPeriod,
                       double inclMsPerPeriod, double exclMsPerPeriod) {
    public TimerRow {
        callsPerPeriod = Numbers.canonical(callsPerPeriod);
        inclMsPerPeriod = Numbers.canonical(inclMsPerPeriod);
        exclMsPerPeriod = Numbers.canonical(exclMsPerPeriod);
    }

    /** Last segment of the slash path: the name a profiler would show. */
    public String leafName() {
        int i = scope.lastIndexOf('/');
        return i < 0 ? scope : scope.substring(i + 1);
    }

    public boolean isRoot() {
        return parent.isEmpty();
    }
}
