package org.repsim.charts.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repsim.charts.render.ChartRenderer;
import org.repsim.charts.ChartSize;
import org.repsim.charts.ReportEntry;
import org.repsim.charts.report.ReportWriter;
import org.repsim.charts.ResultFixture;

/**
 * The report opens in a real browser: headless Chromium (Debian package {@code chromium}) loads
 * index.html from disk and takes a screenshot. Skipped, with a message, where Chromium is absent;
 * CI installs it so the test runs there.
 */
class ChromiumScreenshotTest {
    private static final Path CHROMIUM = Path.of("/usr/bin/chromium");

    @Test
    void reportRendersInHeadlessChromium(@TempDir Path tmp) throws Exception {
        assumeTrue(Files.isExecutable(CHROMIUM),
                "skipped: " + CHROMIUM + " not installed (apt-get install -y chromium) — report not checked in a browser");
        Path out = tmp.resolve("out");
        Path exp = out.resolve(ResultFixture.EXPERIMENT);
        ResultFixture.write(exp);
        ChartRenderer.renderAll(exp, ResultFixture.read(exp), ResultFixture.specs().subList(0, 2), ResultFixture.CAPTION, new ChartSize(480, 300));
        Path index = ReportWriter.write(out, List.of(new ReportEntry(ResultFixture.EXPERIMENT, "Fixture experiment",
                ResultFixture.CAPTION, exp, ResultFixture.results(), ResultFixture.specs().subList(0, 2))));
        Path shot = tmp.resolve("shot.png");
        Path log = tmp.resolve("chromium.log");
        Process p = new ProcessBuilder(CHROMIUM.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--user-data-dir=" + tmp.resolve("profile"), "--screenshot=" + shot,
                "--window-size=1280,2000", index.toUri().toString())
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
        // A guard against a hung browser, not a timing assertion.
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("chromium did not finish within 120 s; log:\n" + tail(log));
        }
        assertEquals(0, p.exitValue(), "chromium exit code; log:\n" + tail(log));
        assertTrue(Files.isRegularFile(shot), "no screenshot written; log:\n" + tail(log));
        BufferedImage img = ImageIO.read(shot.toFile());
        assertEquals(1280, img.getWidth());
        // Headline text, table rules and the chart's bar colours: a blank or error page has only a few colours.
        assertTrue(distinct(img) >= 12, "screenshot looks blank: " + distinct(img) + " colours");
        assertTrue(hasColour(img, 0xE69F00) || hasColour(img, 0xD55E00) || hasColour(img, 0xCC79A7)
                || hasColour(img, 0x56B4E9) || hasColour(img, 0x0072B2), "no chart colour visible: image not loaded?");
    }

    private static int distinct(BufferedImage img) {
        java.util.BitSet seen = new java.util.BitSet(1 << 12);
        for (int y = 0; y < img.getHeight(); y += 2) {
            for (int x = 0; x < img.getWidth(); x += 2) {
                int rgb = img.getRGB(x, y);
                seen.set(((rgb >> 20) & 0xF) << 8 | ((rgb >> 12) & 0xF) << 4 | ((rgb >> 4) & 0xF));
            }
        }
        return seen.cardinality();
    }

    /** True when some pixel is within a small distance of {@code rgb} (scaling blurs exact colours). */
    private static boolean hasColour(BufferedImage img, int rgb) {
        int r0 = (rgb >> 16) & 0xFF;
        int g0 = (rgb >> 8) & 0xFF;
        int b0 = rgb & 0xFF;
        for (int y = 0; y < img.getHeight(); y += 2) {
            for (int x = 0; x < img.getWidth(); x += 2) {
                int c = img.getRGB(x, y);
                if (Math.abs(((c >> 16) & 0xFF) - r0) + Math.abs(((c >> 8) & 0xFF) - g0) + Math.abs((c & 0xFF) - b0) < 24) {
                    return true;
                }
            }
        }
        return false;
    }

    private static String tail(Path log) throws IOException {
        if (!Files.exists(log)) {
            return "(no output)";
        }
        List<String> lines = Files.readAllLines(log);
        return String.join("\n", lines.subList(Math.max(0, lines.size() - 30), lines.size()));
    }
}
