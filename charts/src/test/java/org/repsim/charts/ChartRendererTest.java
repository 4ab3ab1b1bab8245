package org.repsim.charts;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import javax.xml.parsers.DocumentBuilderFactory;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.repsim.charts.render.ChartRenderer;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.w3c.dom.Document;

class ChartRendererTest {
    /** Small on purpose: 2 shared cores, and the checks do not need a big image. */
    static final ChartSize SIZE = new ChartSize(480, 320);

    @TempDir
    static Path shared;
    static Path dir;
    static List<Path> written;

    @BeforeAll
    static void renderFixtureOnce() {
        dir = shared.resolve(ResultFixture.EXPERIMENT);
        ResultFixture.write(dir);
        written = ChartRenderer.renderAll(dir, ResultFixture.read(dir), ResultFixture.specs(), ResultFixture.CAPTION, SIZE);
    }

    private static ChartSpec specOf(ChartKind kind) {
        return ResultFixture.specs().stream().filter(s -> s.kind() == kind).findFirst().orElseThrow();
    }

    @Test
    void writesPngAndSvgPerSpecInSpecOrder() {
        assertEquals(ResultFixture.specs().size() * 2, written.size());
        for (int i = 0; i < ResultFixture.specs().size(); i++) {
            String id = ResultFixture.specs().get(i).id();
            assertEquals(dir.resolve("charts").resolve(id + ".png"), written.get(2 * i));
            assertEquals(dir.resolve("charts").resolve(id + ".svg"), written.get(2 * i + 1));
        }
    }

    @ParameterizedTest
    @EnumSource(ChartKind.class)
    void everyKindRendersANonBlankPngAtTwiceTheRequestedSize(ChartKind kind) {
        BufferedImage img = Pixels.read(dir.resolve("charts").resolve(specOf(kind).id() + ".png"));
        assertEquals(SIZE.width() * 2, img.getWidth());
        assertEquals(SIZE.height() * 2, img.getHeight());
        // Title, axes, at least two series colours, and the background: a blank or one-colour image has far fewer.
        assertTrue(Pixels.distinctColours(img) >= 8, kind + ": only " + Pixels.distinctColours(img) + " colours");
        double ink = Pixels.inkInCentre(img);
        assertTrue(ink > 0.03, kind + ": plot area almost empty (" + ink + " ink)");
        assertTrue(img.getRGB(1, 1) == 0xFFFFFFFF, kind + ": background is not white");
    }

    @ParameterizedTest
    @EnumSource(ChartKind.class)
    void everyKindRendersWellFormedSvgWithTitleAndCaption(ChartKind kind) throws Exception {
        ChartSpec spec = specOf(kind);
        Path svg = dir.resolve("charts").resolve(spec.id() + ".svg");
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        // Any DOCTYPE would make parsers reach for a DTD; a self-contained SVG has none.
        f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        Document doc = f.newDocumentBuilder().parse(svg.toFile());
        assertEquals("svg", doc.getDocumentElement().getLocalName());
        String text = doc.getDocumentElement().getTextContent();
        assertTrue(text.contains(spec.title()), kind + ": title missing from SVG text");
        // A timeseries shows series.csv, the first replication only, and its caption says so.
        String caption = (kind == ChartKind.TIMESERIES ? ResultFixture.CAPTION.ofFirstReplication()
                : ResultFixture.CAPTION).text();
        assertTrue(text.contains(caption), kind + ": caption missing from SVG text");
    }

    @Test
    void renderingTheSameResultsAgainGivesIdenticalSvgBytes(@TempDir Path other) throws IOException {
        Path copy = other.resolve(ResultFixture.EXPERIMENT);
        ResultFixture.write(copy);
        ChartRenderer.renderAll(copy, ResultFixture.read(copy), ResultFixture.specs(), ResultFixture.CAPTION, SIZE);
        for (ChartSpec spec : ResultFixture.specs()) {
            assertArrayEquals(Files.readAllBytes(dir.resolve("charts").resolve(spec.id() + ".svg")),
                    Files.readAllBytes(copy.resolve("charts").resolve(spec.id() + ".svg")), spec.id());
        }
    }

    @Test
    void resultsInMemoryAndReadBackFromTheFilesDrawTheSameBytes(@TempDir Path other) throws IOException {
        Path copy = other.resolve(ResultFixture.EXPERIMENT);
        ChartRenderer.renderAll(copy, ResultFixture.results(), ResultFixture.specs(), ResultFixture.CAPTION, SIZE);
        for (ChartSpec spec : ResultFixture.specs()) {
            assertArrayEquals(Files.readAllBytes(dir.resolve("charts").resolve(spec.id() + ".svg")),
                    Files.readAllBytes(copy.resolve("charts").resolve(spec.id() + ".svg")), spec.id());
        }
    }

    @Test
    void svgBytesDoNotDependOnTheDefaultLocale(@TempDir Path other) throws IOException {
        Path copy = other.resolve(ResultFixture.EXPERIMENT);
        ResultFixture.write(copy);
        Locale before = Locale.getDefault();
        try {
            Locale.setDefault(Locale.GERMANY); // decimal comma, '.' grouping
            ChartRenderer.renderAll(copy, ResultFixture.read(copy), ResultFixture.specs(), ResultFixture.CAPTION, SIZE);
        } finally {
            Locale.setDefault(before);
        }
        for (ChartSpec spec : ResultFixture.specs()) {
            assertArrayEquals(Files.readAllBytes(dir.resolve("charts").resolve(spec.id() + ".svg")),
                    Files.readAllBytes(copy.resolve("charts").resolve(spec.id() + ".svg")), spec.id());
        }
    }

    @Test
    void noTemporaryFilesAreLeftBehind() throws IOException {
        try (var files = Files.list(dir.resolve("charts"))) {
            assertFalse(files.anyMatch(p -> p.getFileName().toString().endsWith(".tmp")));
        }
    }

    @Test
    void headlineBarsPrintTheRatioToTheBaseline() throws IOException {
        String svg = Files.readString(dir.resolve("charts/headline.svg"));
        // The fixture makes push-on cost 40% and push+skip 25% of push-off in every cell.
        assertTrue(svg.contains(">100<"));
        assertTrue(svg.contains(">40<"));
        assertTrue(svg.contains(">25<"));
        assertTrue(svg.contains(">published<"), "published legend entry missing");
    }

    @Test
    void aSpecNamingAnUnknownMetricFailsNamingChartAndMetric(@TempDir Path other) {
        ResultFixture.write(other);
        ChartSpec bad = new ChartSpec("oops", ChartKind.BARS, "t", List.of("server_frame_sm"), null, "condition",
                Map.of(), false, false, null);
        ChartException e = assertThrows(ChartException.class,
                () -> ChartRenderer.renderAll(other, ResultFixture.read(other), List.of(bad), ResultFixture.CAPTION, SIZE));
        assertTrue(e.getMessage().contains("'oops'") && e.getMessage().contains("server_frame_sm")
                && e.getMessage().contains("summary.csv"), e.getMessage());
        assertFalse(Files.exists(other.resolve("charts/oops.png")));
    }

    @Test
    void aSpecNamingAnUnknownAxisFailsListingTheAxes(@TempDir Path other) {
        ResultFixture.write(other);
        ChartSpec bad = new ChartSpec("oops", ChartKind.LINES, "t", List.of("server_frame_ms"), "conections",
                "condition", Map.of(), false, false, null);
        ChartException e = assertThrows(ChartException.class,
                () -> ChartRenderer.renderAll(other, ResultFixture.read(other), List.of(bad), ResultFixture.CAPTION, SIZE));
        assertTrue(e.getMessage().contains("conections") && e.getMessage().contains("condition, connections"),
                e.getMessage());
    }

    @Test
    void aBadSpecLeavesNoPartialChartSet(@TempDir Path other) {
        ResultFixture.write(other);
        ChartSpec good = specOf(ChartKind.BARS);
        ChartSpec bad = new ChartSpec("bad", ChartKind.CDF, "t", List.of("no_such_metric"), null, null, Map.of(),
                false, false, null);
        assertThrows(ChartException.class,
                () -> ChartRenderer.renderAll(other, ResultFixture.read(other), List.of(good, bad), ResultFixture.CAPTION, SIZE));
        assertFalse(Files.exists(other.resolve("charts").resolve(good.id() + ".png")));
    }

    @Test
    void aWhereFilterMatchingNoCellIsRejected(@TempDir Path other) {
        ResultFixture.write(other);
        ChartSpec spec = new ChartSpec("w", ChartKind.TIMERS, "t", List.of(), null, null, Map.of(), false, false,
                null, Map.of("connections", "1000"));
        ChartException e = assertThrows(ChartException.class,
                () -> ChartRenderer.renderAll(other, ResultFixture.read(other), List.of(spec), ResultFixture.CAPTION, SIZE));
        assertTrue(e.getMessage().contains("connections=1000"), e.getMessage());
    }

    @Test
    void chartIdsThatAreNotSafeFileNamesAreRejected(@TempDir Path other) {
        ChartSpec spec = new ChartSpec("../escape", ChartKind.TIMERS, "t", List.of(), null, null, Map.of(), false,
                false, null);
        assertThrows(ChartException.class,
                () -> ChartRenderer.renderAll(other, ResultFixture.read(other), List.of(spec), ResultFixture.CAPTION, SIZE));
    }
}
