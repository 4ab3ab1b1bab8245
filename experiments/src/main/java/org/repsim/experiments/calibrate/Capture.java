package org.repsim.experiments.calibrate;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What was measured in the engine, in one file: its timers totalled over the capture, the number
 * of frames when the file says it, and each timer's value per frame when the file has one row
 * per frame (the CSV profiler), which bootstrap intervals resample.
 *
 * @param origin  the file, for messages
 * @param format  what the file was read as, e.g. {@code TimingInsights.ExportTimerStatistics}
 * @param frames  frames the totals cover, or -1 when the file does not say (an Insights export)
 * @param timers  in file order
 * @param perFrameMs timer name → its value in each frame, for the timers the reader was asked to keep
 *                   (empty for aggregate exports)
 */
record Capture(String origin, String format, long frames, List<TimerMeasure> timers,
               Map<String, double[]> perFrameMs) {
    Capture {
        timers = List.copyOf(timers);
        perFrameMs = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(perFrameMs));
    }

    Optional<TimerMeasure> find(String name) {
        return timers.stream().filter(t -> t.name().equals(name)).findFirst();
    }

    /** Whether the file has one row per frame (only such a file says how many frames it covers). */
    boolean perFrame() {
        return frames > 0;
    }

    /** The timers of the callee tree added (their names are paths, so they never collide). */
    Capture withTimers(List<TimerMeasure> more) {
        List<TimerMeasure> all = new java.util.ArrayList<>(timers);
        all.addAll(more);
        return new Capture(origin, format, frames, all, perFrameMs);
    }
}
