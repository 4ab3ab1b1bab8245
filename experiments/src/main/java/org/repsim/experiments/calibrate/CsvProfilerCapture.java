package org.repsim.experiments.calibrate;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVRecord;

/**
 * Reads the CSV profiler's per-frame file ({@code -csvprofile}, {@code csvprofile start/stop}):
 * one header line of stat names with {@code FrameTime}, then one row per frame with each stat's
 * milliseconds in that frame. The profiler ends the file with metadata rows (first cell in
 * brackets, e.g. {@code [HasHeaderRowAtEnd]}) and may repeat the header: both end the frames. A
 * blank cell is 0 (a stat that did not run that frame). The file has no call counts.
 */
final class CsvProfilerCapture {
    static final String FORMAT = "CSV profiler";

    private CsvProfilerCapture() {
    }

    static boolean recognises(CaptureCsv csv) {
        return csv.has("FrameTime");
    }

    static Capture read(CaptureCsv csv) {
        csv.require(FORMAT, List.of("FrameTime"));
        List<CSVRecord> frames = new ArrayList<>();
        for (CSVRecord r : csv.records) {
            String first = r.size() == 0 ? "" : r.get(0).strip();
            if (first.startsWith("[") || csv.header.get(0).equals(first)) {
                break;
            }
            frames.add(r);
        }
        if (frames.isEmpty()) {
            throw new CalibrationException(csv.file + ": the capture has no frame rows: an empty capture"
                    + " (was csvprofile stopped before any frame?)");
        }
        Map<String, double[]> perFrame = new LinkedHashMap<>();
        List<TimerMeasure> timers = new ArrayList<>();
        for (String column : csv.header) {
            if (column.isEmpty() || perFrame.containsKey(column)) {
                continue;
            }
            double[] v = new double[frames.size()];
            double sum = 0;
            for (int f = 0; f < v.length; f++) {
                v[f] = csv.number(frames.get(f), column, 0);
                sum += v[f];
            }
            perFrame.put(column, v);
            timers.add(new TimerMeasure(column, -1, sum, sum));
        }
        return new Capture(csv.file.toString(), FORMAT, frames.size(), timers, perFrame);
    }
}
