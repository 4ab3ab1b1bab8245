package org.repsim.experiments.calibrate;

import java.nio.file.Path;
import java.util.List;

/**
 * Reads a capture file whatever its format, told apart by the header: {@code FrameTime} is the CSV
 * profiler's per-frame file, {@code Name} with {@code Count}/{@code Incl}/{@code Excl} an Insights
 * timer-statistics export. A callee tree ({@code --callees}) adds path-named timers to a capture.
 */
final class CaptureFiles {
    private CaptureFiles() {
    }

    static Capture read(Path file) {
        CaptureCsv csv = CaptureCsv.read(file);
        if (CsvProfilerCapture.recognises(csv)) {
            return CsvProfilerCapture.read(csv);
        }
        if (InsightsTimerStatistics.recognises(csv)) {
            return InsightsTimerStatistics.read(csv);
        }
        throw new CalibrationException(file + ": line 1: not a known capture format: an Insights timer-statistics"
                + " export needs the columns " + String.join(",", InsightsTimerStatistics.COLUMNS)
                + "; a CSV profiler file needs FrameTime (found: " + String.join(",", csv.header) + ")");
    }

    static Capture withCallees(Capture capture, List<Path> callees) {
        Capture c = capture;
        for (Path p : callees) {
            c = c.withTimers(InsightsTimerCallees.read(p));
        }
        return c;
    }
}
