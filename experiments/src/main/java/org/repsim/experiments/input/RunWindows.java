package org.repsim.experiments.input;

import org.repsim.engine.run.RunWindow;
import org.repsim.experiments.bindings.PreparedCell;
import org.repsim.experiments.schema.problem.Mark;
import org.repsim.experiments.schema.problem.Problems;
import org.repsim.experiments.schema.yaml.YMap;
import org.repsim.experiments.schema.yaml.YScalar;

/** A cell's run window from its checked warm-up and duration (seconds), refused where it could measure nothing. */
final class RunWindows {
    private RunWindows() {
    }

    /**
     * The run window in whole nanoseconds, or null after reporting why it cannot measure
     * anything: a duration that rounds to 0 ns, or one shorter than the model's shortest frame.
     */
    static RunWindow of(double warmup, double duration, YMap cellDoc, PreparedCell prepared, String inCell,
                                    Problems problems) {
        long durationNanos = Math.round(duration * 1e9);
        Mark mark = DocumentPaths.markOf(cellDoc, "duration");
        if (durationNanos <= 0) {
            String text = DocumentPaths.at(cellDoc, "duration").filter(YScalar.class::isInstance)
                    .map(n -> ((YScalar) n).text()).orElse(duration + "s");
            problems.add(mark, "duration", "duration " + text + " rounds to 0 ns (simulated time is counted in whole"
                    + " nanoseconds); give a longer duration" + inCell);
            return null;
        }
        long frame = prepared.minFramePeriodNanos();
        if (durationNanos < frame) {
            problems.add(mark, "duration", String.format(java.util.Locale.ROOT, "the measurement window of %s ms is"
                    + " shorter than one frame (%s ms at the maximum tick rate), so it would measure nothing;"
                    + " give a longer duration%s", fmtMs(durationNanos), fmtMs(frame), inCell));
            return null;
        }
        return new RunWindow(Math.round(warmup * 1e9), durationNanos);
    }

    private static String fmtMs(long nanos) {
        return new java.math.BigDecimal(nanos / 1e6).round(new java.math.MathContext(3)).stripTrailingZeros()
                .toPlainString();
    }
}
