package org.repsim.experiments.calibrate;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Reads Unreal Insights' {@code TimingInsights.ExportTimerStatistics} CSV: one row per timer with
 * {@code Name,Count,Incl,I.Min,I.Max,I.Avg,I.Med,Excl,E.Min,E.Max,E.Avg,E.Med}, times in seconds,
 * totalled over the exported range ({@code -region=}) and threads ({@code -threads=GameThread}).
 * Only {@code Name}, {@code Count}, {@code Incl} and {@code Excl} are needed; a {@code Type} or
 * {@code Id} column (newer exports) is allowed. GPU timers, which a GameThread export can still
 * carry, are dropped: a {@code Type} naming the GPU, or a name starting with {@code GPU}.
 */
final class InsightsTimerStatistics {
    static final String FORMAT = "TimingInsights.ExportTimerStatistics";
    static final List<String> COLUMNS = List.of("Name", "Count", "Incl", "I.Min", "I.Max", "I.Avg", "I.Med",
            "Excl", "E.Min", "E.Max", "E.Avg", "E.Med");
    static final List<String> REQUIRED = List.of("Name", "Count", "Incl", "Excl");

    private InsightsTimerStatistics() {
    }

    /** Whether a header is this format's (the CSV profiler's has FrameTime instead). */
    static boolean recognises(CaptureCsv csv) {
        return csv.has("Name") && (csv.has("Incl") || csv.has("Excl") || csv.has("Count"));
    }

    static Capture read(CaptureCsv csv) {
        csv.require(FORMAT, REQUIRED);
        List<TimerMeasure> timers = new ArrayList<>();
        for (CaptureCsv.Row r = csv.next(); r != null; r = csv.next()) {
            String name = csv.text(r, "Name");
            if (name.isEmpty() || isGpu(csv, r, name)) {
                continue;
            }
            double count = csv.number(r, "Count", -1);
            timers.add(new TimerMeasure(name, count < 0 ? -1 : Math.round(count),
                    csv.number(r, "Incl", 0) * 1e3, csv.number(r, "Excl", 0) * 1e3));
        }
        if (timers.isEmpty() || timers.stream().allMatch(t -> t.calls() == 0 && t.inclusiveMs() == 0)) {
            throw csv.fail(1, "", "the capture has no timer with a call or any time: an empty region? (check"
                    + " -region= names a region of the trace that holds the measured frames)");
        }
        return new Capture(csv.origin, FORMAT, -1, timers, Map.of());
    }

    private static boolean isGpu(CaptureCsv csv, CaptureCsv.Row r, String name) {
        if (csv.has("Type") && CaptureCsv.lower(csv.text(r, "Type")).contains("gpu")) {
            return true;
        }
        return CaptureCsv.lower(name).startsWith("gpu");
    }
}
