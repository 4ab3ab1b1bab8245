package org.repsim.experiments.calibrate;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Predicate;

/**
 * Reads a capture file whatever its format, told apart by the header: {@code FrameTime} is the CSV
 * profiler's per-frame file, {@code Name} with {@code Count}/{@code Incl}/{@code Excl} an Insights
 * timer-statistics export. A callee tree ({@code --callees}) adds path-named timers to a capture.
 * Each file is streamed ({@link CaptureCsv}, with its limits).
 */
final class CaptureFiles {
    private CaptureFiles() {
    }

    /** {@code keepPerFrame}: the timers whose value in each frame is kept (the mapped ones), of a per-frame file. */
    static Capture read(Path file, Predicate<String> keepPerFrame) {
        try (CaptureCsv csv = CaptureCsv.open(file, "")) {
            if (CsvProfilerCapture.recognises(csv)) {
                return CsvProfilerCapture.read(csv, keepPerFrame);
            }
            if (InsightsTimerStatistics.recognises(csv)) {
                return InsightsTimerStatistics.read(csv);
            }
            throw csv.fail(1, "", "not a known capture format: an Insights timer-statistics export needs the columns "
                    + String.join(",", InsightsTimerStatistics.COLUMNS) + "; a CSV profiler file needs FrameTime"
                    + " (found: " + csv.headerText() + ")");
        }
    }

    static Capture withCallees(Capture capture, List<Path> callees) {
        Capture c = capture;
        for (Path p : callees) {
            c = c.withTimers(InsightsTimerCallees.read(p));
        }
        return c;
    }
}
