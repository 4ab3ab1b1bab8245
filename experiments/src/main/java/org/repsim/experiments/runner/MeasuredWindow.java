package org.repsim.experiments.runner;

import java.util.Locale;
import org.repsim.engine.cost.TimerTree;
import org.repsim.engine.run.RunOutput;
import org.repsim.engine.run.RunWindow;

/**
 * Whether a replication measured anything, judged from what every model reports the same way (its
 * timer tree of the window), not per model: a tree over a window with scopes, no measured frame
 * and no call in any scope means no frame started and no event charged work while the window was
 * open. A frame model whose frames are longer than the window (e.g. initial replication of
 * thousands of actors) gets there and would otherwise print 0 ± 0 for every metric.
 */
final class MeasuredWindow {
    private MeasuredWindow() {
    }

    /** The reason and the fix when {@code out} measured nothing in {@code window}, else null. */
    static String nothingMeasured(RunOutput out, RunWindow window) {
        TimerTree t = out.timers();
        if (t == null || t.windowSeconds() <= 0 || t.frames() > 0 || t.scopes().isEmpty()) {
            return null;
        }
        for (TimerTree.Scope s : t.scopes()) {
            if (s.calls() > 0) {
                return null;
            }
        }
        return String.format(Locale.ROOT, "measured nothing: no frame started and no work was charged in its %ss"
                        + " window after a %ss warm-up (frames longer than the window leave it empty); use a longer"
                        + " warmup, so the slow first frames end before the window opens, or a longer duration",
                seconds(window.durationNanos()), seconds(window.warmupNanos()));
    }

    private static String seconds(long nanos) {
        return new java.math.BigDecimal(nanos).movePointLeft(9).stripTrailingZeros().toPlainString();
    }
}
