package org.repsim.experiments.calibrate;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repsim.experiments.schema.problem.InvalidInputException;

/** The capture readers on small files written to the real formats. */
class CaptureParsersTest {
    @TempDir
    Path dir;

    private Path file(String name, String text) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, text);
        return p;
    }

    @Test
    void insightsStatisticsAreTotalsInSecondsAndGpuTimersAreDropped() throws IOException {
        Capture c = CaptureFiles.read(file("stats.csv", """
                Name,Count,Incl,I.Min,I.Max,I.Avg,I.Med,Excl,E.Min,E.Max,E.Avg,E.Med
                ServerReplicateActors,600,2.4,0.003,0.005,0.004,0.004,0.06,0.0001,0.0002,0.0001,0.0001
                "Replicate Actor Time",1200000,1.8,1e-6,3e-6,1.5e-6,1.5e-6,1.2,1e-6,2e-6,1e-6,1e-6
                GPU_Basepass,600,0.9,0.001,0.002,0.0015,0.0015,0.9,0.001,0.002,0.0015,0.0015
                """), all -> true);
        assertEquals(InsightsTimerStatistics.FORMAT, c.format());
        assertEquals(-1, c.frames(), "an Insights export does not say how many frames it covers");
        assertEquals(2, c.timers().size(), "the GPU timer is dropped");
        TimerMeasure ra = c.find("Replicate Actor Time").orElseThrow();
        assertEquals(1_200_000, ra.calls());
        assertEquals(1800.0, ra.inclusiveMs(), 1e-9);
        assertEquals(1200.0, ra.exclusiveMs(), 1e-9);
        assertFalse(c.perFrame());
    }

    @Test
    void aTypeColumnNamingTheGpuDropsTheRowWhateverItsName() throws IOException {
        Capture c = CaptureFiles.read(file("typed.csv", """
                Id,Type,Name,Count,Incl,I.Min,I.Max,I.Avg,I.Med,Excl,E.Min,E.Max,E.Avg,E.Med
                1,CpuScope,ServerReplicateActors,10,0.04,,,,,0.01,,,,
                2,GpuScope,Translucency,10,0.02,,,,,0.02,,,,
                """), all -> true);
        assertEquals(List.of("ServerReplicateActors"), c.timers().stream().map(TimerMeasure::name).toList());
    }

    @Test
    void missingColumnsAreNamed() throws IOException {
        Path p = file("cut.csv", "Name,Count,I.Min\nServerReplicateActors,10,0.001\n");
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> CaptureFiles.read(p, all -> true));
        assertTrue(e.getMessage().startsWith(p + ":1:1: a "), e.getMessage());
        assertTrue(e.getMessage().contains("columns Incl, Excl"), e.getMessage());
    }

    @Test
    void anEmptyRegionIsRefused() throws IOException {
        Path header = file("empty.csv", "Name,Count,Incl,I.Min,I.Max,I.Avg,I.Med,Excl,E.Min,E.Max,E.Avg,E.Med\n");
        assertTrue(assertThrows(InvalidInputException.class, () -> CaptureFiles.read(header, all -> true)).getMessage()
                .contains("empty region"));
        Path zeros = file("zeros.csv", "Name,Count,Incl,Excl\nServerReplicateActors,0,0,0\n");
        assertTrue(assertThrows(InvalidInputException.class, () -> CaptureFiles.read(zeros, all -> true)).getMessage()
                .contains("empty region"));
    }

    @Test
    void aNonNumberIsRefusedWithItsLineAndColumn() throws IOException {
        Path p = file("bad.csv", "Name,Count,Incl,Excl\nServerReplicateActors,10,abc,0.1\n");
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> CaptureFiles.read(p, all -> true));
        assertEquals(p + ":2:1: Incl: 'abc' is not a number", e.getMessage());
    }

    @Test
    void csvProfilerRowsAreFramesUntilTheMetadataAndBlankCellsAreZero() throws IOException {
        Capture c = CaptureFiles.read(file("profile.csv", """
                EventCount,FrameTime,GameThreadTime,Exclusive/GameThread/ServerReplicateActors,Networking/ServerReplicateActors
                0,40.0,38.0,0.1,4.5
                0,41.0,39.0,,4.7
                0,39.0,37.5,0.1,4.3
                EventCount,FrameTime,GameThreadTime,Exclusive/GameThread/ServerReplicateActors,Networking/ServerReplicateActors
                [HasHeaderRowAtEnd],1,[platform],Linux
                """), all -> true);
        assertEquals(CsvProfilerCapture.FORMAT, c.format());
        assertEquals(3, c.frames());
        assertArrayEquals(new double[] {4.5, 4.7, 4.3}, c.perFrameMs().get("Networking/ServerReplicateActors"), 1e-12);
        assertArrayEquals(new double[] {0.1, 0.0, 0.1},
                c.perFrameMs().get("Exclusive/GameThread/ServerReplicateActors"), 1e-12);
        TimerMeasure sra = c.find("Networking/ServerReplicateActors").orElseThrow();
        assertEquals(13.5, sra.inclusiveMs(), 1e-9);
        assertEquals(-1, sra.calls(), "the CSV profiler does not count calls");
    }

    @Test
    void aCsvProfilerFileWithoutFramesIsEmpty() throws IOException {
        Path p = file("noframes.csv", "FrameTime,GameThreadTime\n[HasHeaderRowAtEnd],1\n");
        assertTrue(assertThrows(InvalidInputException.class, () -> CaptureFiles.read(p, all -> true)).getMessage()
                .contains("no frame rows"));
    }

    @Test
    void anUnknownFormatSaysWhatEachFormatNeeds() throws IOException {
        Path p = file("other.csv", "Stat,Value\nA,1\n");
        String m = assertThrows(InvalidInputException.class, () -> CaptureFiles.read(p, all -> true)).getMessage();
        assertTrue(m.contains("not a known capture format") && m.contains("FrameTime"), m);
        Path wide = file("wide.csv", "Stat" + ",Column".repeat(50_000) + "x".repeat(100) + "\n");
        String w = assertThrows(InvalidInputException.class, () -> CaptureFiles.read(wide, all -> true)).getMessage();
        assertTrue(w.length() < 1000 && w.endsWith(",... (50001 columns))"), "the header is cut short: " + w);
    }

    @Test
    void calleeTreesGivePathNamesFromDepthOrIndentation() throws IOException {
        List<TimerMeasure> byDepth = InsightsTimerCallees.read(file("callees.csv", """
                Depth,Name,Count,Incl,Excl
                0,ServerReplicateActors,100,0.4,
                1,ReplicateActor,200000,0.3,0.2
                2,"Dynamic Property Compare Time",100000,0.05,0.05
                1,GatherPrioritize,100,0.06,0.06
                """));
        assertEquals(List.of("ServerReplicateActors", "ServerReplicateActors/ReplicateActor",
                "ServerReplicateActors/ReplicateActor/Dynamic Property Compare Time",
                "ServerReplicateActors/GatherPrioritize"), byDepth.stream().map(TimerMeasure::name).toList());
        // No Excl for the root: inclusive minus its direct children's inclusive (0.4 - 0.3 - 0.06 s).
        assertEquals(40.0, byDepth.get(0).exclusiveMs(), 1e-9);
        List<TimerMeasure> indented = InsightsTimerCallees.read(file("indented.csv", """
                Name,Count,Incl
                ServerReplicateActors,100,0.4
                "  ReplicateActor",200000,0.3
                """));
        assertEquals("ServerReplicateActors/ReplicateActor", indented.get(1).name());
        assertEquals(300.0, indented.get(1).exclusiveMs(), 1e-9);
    }

    @Test
    void aPerFrameCaptureKeepsTheFrameValuesOfTheAskedTimersOnlyAndTotalsAll() throws IOException {
        Capture c = CaptureFiles.read(file("few.csv", "FrameTime,A,B\n40,1,2\n41,3,4\n"), "B"::equals);
        assertEquals(List.of("B"), List.copyOf(c.perFrameMs().keySet()));
        assertArrayEquals(new double[] {2, 4}, c.perFrameMs().get("B"), 0);
        assertEquals(4.0, c.find("A").orElseThrow().inclusiveMs(), 0, "an unkept timer is still totalled");
        assertTrue(c.perFrame(), "a per-frame file whatever it keeps");
    }

    @Test
    void aCaptureIsStreamedUpToItsRowLimit() throws IOException {
        Path atLimit = frames("limit.csv", CaptureCsv.MAX_ROWS);
        Capture c = CaptureFiles.read(atLimit, "X"::equals);
        assertEquals(CaptureCsv.MAX_ROWS, c.frames());
        assertEquals(CaptureCsv.MAX_ROWS, c.perFrameMs().get("X").length);
        Path over = frames("over.csv", CaptureCsv.MAX_ROWS + 1);
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> CaptureFiles.read(over, all -> true));
        assertEquals(over + ":" + (CaptureCsv.MAX_ROWS + 2) + ":1: more than 1,000,000 rows; refusing to read further"
                + " (export a shorter range)", e.getMessage());
    }

    /** A CSV profiler file of {@code n} frames. */
    private Path frames(String name, int n) throws IOException {
        Path p = dir.resolve(name);
        try (var w = Files.newBufferedWriter(p)) {
            w.write("FrameTime,X\n");
            for (int i = 0; i < n; i++) {
                w.write("40,1\n");
            }
        }
        return p;
    }

    @Test
    void aRecordWithoutEndIsRefusedBeforeItFillsTheHeap() throws IOException {
        Path p = file("oneline.csv", "Name," + "x".repeat(3 * CaptureCsv.MAX_RECORD_BYTES));
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> CaptureFiles.read(p, all -> true));
        assertEquals(p + ":1:1: a record longer than 1 MB; refusing to read it", e.getMessage());
    }

    @Test
    void aCaptureMustBeUtf8AndValidCsv() throws IOException {
        Path latin = dir.resolve("latin1.csv");
        Files.write(latin, new byte[] {'N', 'a', 'm', 'e', ',', 'C', 'o', 'u', 'n', 't', '\n', (byte) 0xE9, ',', '1', '\n'});
        assertEquals(latin + ":1:1: file is not valid UTF-8",
                assertThrows(InvalidInputException.class, () -> CaptureFiles.read(latin, all -> true)).getMessage());
        Path open = file("open.csv", "Name,Count,Incl,Excl\n\"ServerReplicateActors,1,2,3\n");
        String m = assertThrows(InvalidInputException.class, () -> CaptureFiles.read(open, all -> true)).getMessage();
        assertTrue(m.startsWith(open + ":") && m.contains(": not a valid CSV file: "), m);
    }
}
