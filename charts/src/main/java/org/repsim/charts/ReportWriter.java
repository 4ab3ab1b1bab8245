package org.repsim.charts;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

import org.repsim.charts.render.AtomicFile;
import org.repsim.charts.report.ReportPage;

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
        AtomicFile.write(index, html.getBytes(StandardCharsets.UTF_8));
        return index;
    }
}
