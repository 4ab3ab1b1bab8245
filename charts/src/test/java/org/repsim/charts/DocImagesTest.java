package org.repsim.charts;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Locale;

import org.junit.jupiter.api.Test;
import org.repsim.charts.render.ChartRenderer;
import org.repsim.charts.report.ReportWriter;

/**
 * Not a check: regenerates the example images {@code chart-<kind>.png} (one per chart kind, from
 * the realistic-looking fixture) into a directory, normally docs/img, when run with
 * {@code -Drepsim.docImages=<dir>} (see docs/charts.md). Skipped in normal builds so tests never
 * write into the source tree. The full sample result directory with its index.html is left in a
 * temporary directory whose path is printed.
 */
class DocImagesTest {
    @Test
    void renderDocImages() throws IOException {
        String target = System.getProperty("repsim.docImages");
        assumeTrue(target != null && !target.isBlank(), "skipped: set -Drepsim.docImages=DIR to regenerate docs/img");
        Path work = Files.createTempDirectory("repsim-doc-images");
        Path dir = work.resolve(ResultFixture.EXPERIMENT);
        ResultFixture.write(dir);
        ChartRenderer.renderAll(dir, ResultFixture.read(dir), ResultFixture.specs(), ResultFixture.CAPTION);
        ReportWriter.write(work, List.of(new ReportEntry(ResultFixture.EXPERIMENT,
                "Fixture data shaped like the push-model experiment: push off vs push on vs push with skip,"
                        + " 16 to 100 connections.", ResultFixture.CAPTION, dir, ResultFixture.results(), ResultFixture.specs())));
        Path out = Path.of(target);
        Files.createDirectories(out);
        for (ChartSpec spec : ResultFixture.specs()) {
            Path png = out.resolve("chart-" + spec.kind().yamlName().toLowerCase(Locale.ROOT) + ".png");
            Files.copy(dir.resolve("charts").resolve(spec.id() + ".png"), png, StandardCopyOption.REPLACE_EXISTING);
            System.out.println("wrote " + png);
        }
        System.out.println("sample report: " + work.resolve("index.html"));
    }
}
