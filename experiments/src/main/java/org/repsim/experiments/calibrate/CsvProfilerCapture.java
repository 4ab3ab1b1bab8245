package org.repsim.experiments.calibrate;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * Reads the CSV profiler's per-frame file ({@code -csvprofile}, {@code csvprofile start/stop}):
 * one header line of stat names with {@code FrameTime}, then one row per frame with each stat's
 * milliseconds in that frame. The profiler ends the file with metadata rows (first cell in
 * brackets, e.g. {@code [HasHeaderRowAtEnd]}) and may repeat the header: both end the frames. A
 * blank cell is 0 (a stat that did not run that frame). The file has no call counts. Rows are
 * read one at a time: every stat is totalled, and the value in each frame is kept only for the
 * stats asked for (the mapped timers, which the bootstrap resamples).
 */
final class CsvProfilerCapture {
    static final String FORMAT = "CSV profiler";

    private CsvProfilerCapture() {
    }

    static boolean recognises(CaptureCsv csv) {
        return csv.has("FrameTime");
    }

    static Capture read(CaptureCsv csv, Predicate<String> keepPerFrame) {
        csv.require(FORMAT, List.of("FrameTime"));
        List<String> stats = new ArrayList<>(new LinkedHashSet<>(csv.header));
        stats.remove("");
        int[] index = new int[stats.size()];
        double[] sums = new double[stats.size()];
        Series[] kept = new Series[stats.size()];
        for (int c = 0; c < index.length; c++) {
            index[c] = csv.column(stats.get(c));
            kept[c] = keepPerFrame.test(stats.get(c)) ? new Series() : null;
        }
        long frames = 0;
        for (CaptureCsv.Row r = csv.next(); r != null; r = csv.next()) {
            String first = r.size() == 0 ? "" : r.get(0).strip();
            if (first.startsWith("[") || csv.header.get(0).equals(first)) {
                break;
            }
            frames++;
            for (int c = 0; c < index.length; c++) {
                double v = csv.number(r, index[c], stats.get(c), 0);
                sums[c] += v;
                if (kept[c] != null) {
                    kept[c].add(v);
                }
            }
        }
        if (frames == 0) {
            throw csv.fail(1, "", "the capture has no frame rows: an empty capture"
                    + " (was csvprofile stopped before any frame?)");
        }
        Map<String, double[]> perFrame = new LinkedHashMap<>();
        List<TimerMeasure> timers = new ArrayList<>();
        for (int c = 0; c < index.length; c++) {
            if (kept[c] != null) {
                perFrame.put(stats.get(c), kept[c].values());
            }
            timers.add(new TimerMeasure(stats.get(c), -1, sums[c], sums[c]));
        }
        return new Capture(csv.origin, FORMAT, frames, timers, perFrame);
    }

    /** One stat's value per frame, growing as frames are read. */
    private static final class Series {
        private double[] values = new double[256];
        private int size;

        void add(double v) {
            if (size == values.length) {
                values = Arrays.copyOf(values, size + (size >> 1));
            }
            values[size++] = v;
        }

        double[] values() {
            return Arrays.copyOf(values, size);
        }
    }
}
