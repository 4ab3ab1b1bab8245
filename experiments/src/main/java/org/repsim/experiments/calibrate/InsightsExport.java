package org.repsim.experiments.calibrate;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.repsim.results.AtomicFile;

/**
 * Writes a simulated timer tree in the {@code TimingInsights.ExportTimerStatistics} format, so a
 * prediction can be diffed against a capture in the tools used for captures (and read back by
 * {@code repsim calibrate}). Each scope is named by the first name of the mapping entry that maps
 * exactly that scope (its engine timer name), else by its model path. The tree's per-frame means
 * are written as totals over {@code frames} frames; per-call statistics (min, max, median) are not
 * simulated, so each is the per-call average.
 */
public final class InsightsExport {
    /** One scope, per frame. */
    public record Scope(String path, double callsPerFrame, double inclusiveMsPerFrame, double exclusiveMsPerFrame) {
    }

    private InsightsExport() {
    }

    public static void write(Path file, String model, List<String> modelScopes, List<Scope> scopes, long frames)
            throws IOException {
        TimerMapping mapping = TimerMapping.of(model, modelScopes, null);
        AtomicFile.write(file, out -> {
            Writer w = new OutputStreamWriter(out, StandardCharsets.UTF_8);
            CSVPrinter csv = new CSVPrinter(w, CSVFormat.DEFAULT.builder().setRecordSeparator('\n').get());
            csv.printRecord(InsightsTimerStatistics.COLUMNS);
            for (Scope s : scopes) {
                long count = Math.round(s.callsPerFrame() * frames);
                double incl = s.inclusiveMsPerFrame() * frames / 1e3;
                double excl = s.exclusiveMsPerFrame() * frames / 1e3;
                String ia = seconds(count == 0 ? 0 : incl / count);
                String ea = seconds(count == 0 ? 0 : excl / count);
                List<String> row = new ArrayList<>(List.of(nameOf(mapping, s.path()), Long.toString(count),
                        seconds(incl), ia, ia, ia, ia, seconds(excl), ea, ea, ea, ea));
                csv.printRecord(row);
            }
            csv.flush();
        });
    }

    static String nameOf(TimerMapping mapping, String path) {
        for (TimerMapping.Entry e : mapping.entries()) {
            if (e.scopes().size() == 1 && e.scopes().get(0).equals(path)) {
                return e.label();
            }
        }
        return path;
    }

    private static String seconds(double s) {
        return String.format(Locale.ROOT, "%.9g", s);
    }
}
