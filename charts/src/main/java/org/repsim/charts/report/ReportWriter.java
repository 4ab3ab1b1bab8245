package org.repsim.charts.report;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.repsim.charts.ChartException;
import org.repsim.charts.ReportEntry;
import org.repsim.results.AtomicFile;

/**
 * Writes {@code outDir/index.html}: one self-contained static page (inline CSS, no scripts, no
 * network) over every experiment — description, charts, summary table — readable straight from disk.
 */
public final class ReportWriter {
    private ReportWriter() {
    }

    /** @return the written {@code index.html} */
    public static Path write(Path outDir, List<ReportEntry> entries) {
        Path index = outDir.resolve("index.html");
        String html = new ReportPage(outDir, entries).html();
        try {
            AtomicFile.write(index, html);
        } catch (IOException e) {
            throw new ChartException(index + ": cannot write (" + e.getMessage() + ")", e);
        }
        return index;
    }
}
