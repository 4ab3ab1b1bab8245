package org.repsim.charts.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repsim.charts.ChartCaption;
import org.repsim.charts.render.ChartRenderer;
import org.repsim.charts.ChartSize;
import org.repsim.charts.ReportEntry;
import org.repsim.charts.report.ReportWriter;
import org.repsim.charts.ResultFixture;

class ReportWriterTest {
    @TempDir
    static Path out;
    static String html;

    @BeforeAll
    static void writeReport() throws IOException {
        Path a = out.resolve(ResultFixture.EXPERIMENT);
        Path b = out.resolve("room size");
        ResultFixture.write(a);
        ResultFixture.write(b);
        ChartRenderer.renderAll(a, ResultFixture.read(a), ResultFixture.specs(), ResultFixture.CAPTION, new ChartSize(400, 260));
        ChartRenderer.renderAll(b, ResultFixture.read(b), ResultFixture.specs().subList(0, 1), ResultFixture.CAPTION, new ChartSize(400, 260));
        Path index = ReportWriter.write(out, List.of(
                new ReportEntry(ResultFixture.EXPERIMENT, "Push model <vs> pull & skip", ResultFixture.CAPTION, a,
                        ResultFixture.results(), ResultFixture.specs()),
                new ReportEntry("room size", "Rooms", new ChartCaption("room size", "room", "default", 7, 3), b,
                        ResultFixture.plain(), ResultFixture.specs())));
        assertEquals(out.resolve("index.html"), index);
        html = Files.readString(index);
    }

    @Test
    void everyExperimentHasASectionWithItsEscapedDescription() {
        assertTrue(html.contains("<h2>push-model</h2>"));
        assertTrue(html.contains("<h2>room size</h2>"));
        assertTrue(html.contains("Push model &lt;vs&gt; pull &amp; skip"), "description escaped");
        assertTrue(html.contains(ResultFixture.CAPTION.text()));
    }

    @Test
    void chartImagesAreRelativeLinksToFilesThatExist() {
        Matcher m = Pattern.compile("<img src=\"([^\"]+)\"").matcher(html);
        int images = 0;
        while (m.find()) {
            String src = m.group(1);
            assertFalse(src.startsWith("/") || src.contains(":"), "relative: " + src);
            Path file = out.resolve(src.replace("%20", " "));
            assertTrue(Files.isRegularFile(file), "missing " + file);
            images++;
        }
        assertEquals(ResultFixture.specs().size() + 1, images, "all of push-model's charts plus room size's one");
        assertTrue(html.contains("src=\"push-model/charts/headline.png\""));
        assertTrue(html.contains("src=\"room%20size/charts/headline.png\""), "path segments percent-encoded");
    }

    @Test
    void anUnrenderedChartIsNamedInsteadOfABrokenImage() {
        assertTrue(html.contains("Chart latency has not been rendered"));
    }

    @Test
    void summaryTableShowsMeanCiPublishedAndDeviation() {
        assertTrue(html.contains("<code>server_frame_ms</code>"));
        // push-off at 100 connections: mean 13 ms, CI ±6%, published 13, deviation 0.
        assertTrue(html.contains(">13 <span class=\"unit\">ms</span>"), "mean with unit");
        assertTrue(html.contains("[12.22, 13.78]"), "95% CI");
        assertTrue(html.contains("<th class=\"num\">published</th>"));
        assertTrue(html.contains(">140</td>"), "published p99 latency");
    }

    @Test
    void anAnalysisExperimentShowsItsAnswerInsteadOfItsCellsSummary() {
        String analysed = html.substring(html.indexOf("<h2>push-model</h2>"), html.indexOf("<h2>room size</h2>"));
        assertTrue(analysed.contains("<h3>Analysis</h3>"), analysed);
        assertFalse(analysed.contains("<h3>Summary</h3>"));
        assertTrue(analysed.contains("<td>consider_us</td><td>0.2 us</td><td>0.75</td><td>[0.71, 0.79]</td>"), analysed);
        assertTrue(analysed.contains("≈ <strong>50</strong>, 95% interval [40, 60]"), analysed);
    }

    @Test
    void thePageIsSelfContained() {
        assertFalse(html.contains("<script"), "no scripts");
        assertFalse(html.contains("http://") || html.contains("https://"), "nothing from the network");
        assertFalse(html.contains("<link"), "no external stylesheet");
        assertTrue(html.contains("<style>"));
    }
}
