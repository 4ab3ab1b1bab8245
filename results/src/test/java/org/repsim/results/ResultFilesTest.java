package org.repsim.results;

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

class ResultFilesTest {
    static final List<String> AXES = List.of("condition", "rate");
    // A label with a comma and one with a quote: RFC 4180 quoting on every row.
    static final Cell A = new Cell("condition=push,rate=0.1", AXES, List.of("push", "0.1"));
    static final Cell B = new Cell("condition=\"poll\",rate=1", AXES, List.of("\"poll\"", "1"));

    /** Every row kind with awkward values: NaN sd, absent reference, a metric name with a comma, tiny and huge numbers. */
    static ExperimentResults sample() {
        return new ExperimentResults("sweep", AXES, List.of(A, B),
                List.of(new CellValue(A, 0, 42, "frame_ms", 1.0 / 3), new CellValue(A, 1, 42, "frame_ms", 2.5e-9),
                        new CellValue(B, 0, 43, "bytes,total", 1.234567890123456e17)),
                List.of(new SummaryRow(A, "frame_ms", "ms/frame", 2, 0.1 + 0.2, Double.NaN, Double.NaN, Double.NaN,
                                Double.NaN, Double.NaN),
                        new SummaryRow(B, "tick_hz", "Hz", 10, 29.5, 0.25, 29.3, 29.7, 30, -1.6666666666)),
                List.of(new TimerRow(A, "Frame", "", "frame", 1, 2.0 / 3, 0.5),
                        new TimerRow(A, "Frame/Work", "Frame", "frame", 16, 1.0 / 6, 1.0 / 6),
                        new TimerRow(B, "Room", "", "s", 5, 2, 2)),
                List.of(new SeriesPoint(A, "tick_hz", "Hz", 0, 30), new SeriesPoint(B, "tick_hz", "Hz", 0.5, 29.999)),
                List.of(new QuantilePoint(B, "latency_ms", "ms", 0.99, 123.456)));
    }

    @Test
    void readingWhatWasWrittenGivesItBack(@TempDir Path dir) throws IOException {
        Path d = dir.resolve("sweep");
        ExperimentResults r = sample();
        ResultFiles.write(d, r);
        assertEquals(r, ResultFiles.read(d));
    }

    @Test
    void anAnalysisTablesRoundTripAndAPlainExperimentWritesNone(@TempDir Path dir) throws IOException {
        ResultFiles.write(dir.resolve("plain"), sample());
        assertFalse(Files.exists(dir.resolve("plain").resolve(AnalysisFiles.SENSITIVITY)));
        assertFalse(Files.exists(dir.resolve("plain").resolve(AnalysisFiles.CROSSOVER)));
        AnalysisTables tables = new AnalysisTables(List.of(new SensitivityRow("m (a=1), \"q\"", "ms", "k", "us",
                SensitivityRow.CHARGED, 0.1 + 0.2, 0.1, 3, 4, 5, 3, 1.0 / 3, 0.01, 0.3, 0.4)),
                new Crossing("scenario.x", "m", "ms", "a=1", "a=2", "log", 0.1, 1, 4, 0.5, 0.4, 0.6, 0.45, 0.55),
                List.of(new CrossoverPoint("scenario.x", 0.1, 0, 3, 1, 2, -1, 0.1, -1.2, -0.8)));
        ExperimentResults with = sample().withAnalysis(tables);
        ResultFiles.write(dir.resolve("analysis"), with);
        assertEquals(with, ResultFiles.read(dir.resolve("analysis")));
        assertEquals(AnalysisTables.NONE, ResultFiles.read(dir.resolve("plain")).analysis());
    }

    @Test
    void rowsHoldNumbersAsTheFileDoes() {
        assertEquals(0.3, new SeriesPoint(A, "m", "1", 0, 0.1 + 0.2).value(), "rounded to 12 digits when made");
        assertEquals("0.3", Numbers.format(0.1 + 0.2));
        assertEquals("4", Numbers.format(4.0));
    }

    @Test
    void theFilesHaveTheDocumentedLayout(@TempDir Path dir) throws IOException {
        ResultFiles.write(dir, sample());
        List<String> summary = Files.readAllLines(dir.resolve("summary.csv"));
        assertEquals("experiment,cell,condition,rate,metric,unit,n,mean,sd,ci95_low,ci95_high,reference,deviation_pct",
                summary.get(0));
        assertEquals("sweep,\"condition=push,rate=0.1\",push,0.1,frame_ms,ms/frame,2,0.3,NaN,NaN,NaN,,", summary.get(1));
        assertEquals("sweep,\"condition=\"\"poll\"\",rate=1\",\"\"\"poll\"\"\",1,tick_hz,Hz,10,29.5,0.25,29.3,29.7,30,"
                + "-1.6666666666", summary.get(2));
        assertEquals("experiment,cell,condition,rate,scope,parent,period,calls_per_period,incl_ms_per_period,"
                + "excl_ms_per_period", Files.readAllLines(dir.resolve("timers.csv")).get(0));
        assertEquals("sweep,\"condition=push,rate=0.1\",push,0.1,Frame/Work,Frame,frame,16,0.166666666667,0.166666666667",
                Files.readAllLines(dir.resolve("timers.csv")).get(2));
        assertEquals("experiment,cell,condition,rate,metric,unit,t_s,value",
                Files.readAllLines(dir.resolve("series.csv")).get(0));
        assertEquals("experiment,cell,condition,rate,metric,unit,p,value",
                Files.readAllLines(dir.resolve("distributions.csv")).get(0));
        assertEquals("sweep,\"condition=\"\"poll\"\",rate=1\",\"\"\"poll\"\"\",1,0,43,\"bytes,total\",1.23456789012E17",
                Files.readAllLines(dir.resolve("cells.csv")).get(3));
        String text = Files.readString(dir.resolve("cells.csv"));
        assertTrue(text.endsWith("\n") && !text.contains("\r"), "\\n line ends");
    }

    @Test
    void anEmptyUnitIsRefusedWhenRead(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("summary.csv"),
                "experiment,cell,metric,unit,n,mean,sd,ci95_low,ci95_high,reference,deviation_pct\n"
                        + "e,base,frame_ms,,3,1.5,0.1,1.4,1.6,,\n");
        ResultFileException e = assertThrows(ResultFileException.class, () -> ResultFiles.read(dir));
        assertTrue(e.getMessage().contains("summary.csv:2: column 'unit'"), e.getMessage());
    }

    @Test
    void anExperimentWithoutAxesHasNone(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("summary.csv"),
                "experiment,cell,metric,unit,n,mean,sd,ci95_low,ci95_high,reference,deviation_pct\n"
                        + "e,base,server_frame_ms,ms,3,1.5,0.1,1.4,1.6,,\n");
        ExperimentResults r = ResultFiles.read(dir);
        assertEquals(List.of(), r.axes());
        assertEquals("e", r.experiment());
        SummaryRow row = r.summary().get(0);
        assertEquals(1.5, row.mean());
        assertTrue(Double.isNaN(row.reference()), "empty reference means none");
        assertEquals(0.1, row.ciHalfWidth(), 1e-12);
    }

    @Test
    void aHeaderWithoutTheFixedTailIsRejectedNamingTheFile(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("series.csv"), "experiment,cell,metric,time,value\n");
        ResultFileException e = assertThrows(ResultFileException.class, () -> ResultFiles.read(dir));
        assertTrue(e.getMessage().contains("series.csv:1"), e.getMessage());
    }

    @Test
    void filesDisagreeingOnAxesAreRejected(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("summary.csv"),
                "experiment,cell,a,metric,unit,n,mean,sd,ci95_low,ci95_high,reference,deviation_pct\n");
        Files.writeString(dir.resolve("series.csv"), "experiment,cell,b,metric,unit,t_s,value\n");
        ResultFileException e = assertThrows(ResultFileException.class, () -> ResultFiles.read(dir));
        assertTrue(e.getMessage().contains("series.csv"), e.getMessage());
    }

    @Test
    void aRecordOfTheWrongWidthOrANonNumberIsRejectedWithItsLine(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("series.csv"), "experiment,cell,metric,unit,t_s,value\ne,c,m,Hz,0,1\ne,c,m,Hz,1\n");
        ResultFileException e = assertThrows(ResultFileException.class, () -> ResultFiles.read(dir));
        assertTrue(e.getMessage().contains("series.csv:3: 5 fields, header has 6"), e.getMessage());
        Files.writeString(dir.resolve("series.csv"), "experiment,cell,metric,unit,t_s,value\ne,c,m,Hz,0,abc\n");
        e = assertThrows(ResultFileException.class, () -> ResultFiles.read(dir));
        assertTrue(e.getMessage().contains("series.csv:2: column 'value' is not a number: 'abc'"), e.getMessage());
    }

    @Test
    void anUnclosedQuoteIsRejectedNamingTheFile(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("series.csv"), "experiment,cell,metric,unit,t_s,value\n\"open\nstill\n");
        ResultFileException e = assertThrows(ResultFileException.class, () -> ResultFiles.read(dir));
        assertTrue(e.getMessage().contains("series.csv"), e.getMessage());
    }

    @Test
    void aCellWithDifferentAxisValuesInTwoRowsIsRejected(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("series.csv"), "experiment,cell,a,metric,unit,t_s,value\n"
                + "e,a=1,1,m,Hz,0,1\ne,a=1,2,m,Hz,1,1\n");
        ResultFileException e = assertThrows(ResultFileException.class, () -> ResultFiles.read(dir));
        assertTrue(e.getMessage().contains("series.csv:3: cell 'a=1'"), e.getMessage());
    }
}
