package org.repsim.charts.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repsim.charts.ChartException;
import org.repsim.charts.ResultFixture;

class ResultSetReaderTest {
    @Test
    void axesAreTheColumnsBetweenCellAndTheFixedTail(@TempDir Path dir) {
        ResultFixture.write(dir);
        ResultSet rs = ResultSetReader.read(dir);
        assertEquals(List.of("condition", "connections"), rs.axes());
        assertEquals(12, rs.cells().size());
        Cell first = rs.cells().get(0);
        assertEquals("condition=push-off,connections=16", first.label(), "quoted label with a comma kept whole");
        assertEquals("16", first.value("connections"));
        assertEquals(List.of("condition", "connections"), rs.varyingAxes());
    }

    @Test
    void anExperimentWithoutAxesHasNone(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("summary.csv"),
                "experiment,cell,metric,n,mean,sd,ci95_low,ci95_high,reference,deviation_pct\n"
                        + "e,base,server_frame_ms,3,1.5,0.1,1.4,1.6,,\n");
        ResultSet rs = ResultSetReader.read(dir);
        assertEquals(List.of(), rs.axes());
        SummaryRow r = rs.summary().get(0);
        assertEquals(1.5, r.mean());
        assertTrue(Double.isNaN(r.reference()), "empty reference means none");
        assertEquals(0.1, r.ciHalfWidth(), 1e-12);
    }

    @Test
    void aHeaderWithoutTheFixedTailIsRejectedNamingTheFile(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("series.csv"), "experiment,cell,metric,time,value\n");
        ChartException e = assertThrows(ChartException.class, () -> ResultSetReader.read(dir));
        assertTrue(e.getMessage().contains("series.csv:1"), e.getMessage());
    }

    @Test
    void filesDisagreeingOnAxesAreRejected(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("summary.csv"),
                "experiment,cell,a,metric,n,mean,sd,ci95_low,ci95_high,reference,deviation_pct\n");
        Files.writeString(dir.resolve("series.csv"), "experiment,cell,b,metric,t_s,value\n");
        ChartException e = assertThrows(ChartException.class, () -> ResultSetReader.read(dir));
        assertTrue(e.getMessage().contains("series.csv"), e.getMessage());
    }

    @Test
    void summaryOnlyReadingSkipsTheOtherFiles(@TempDir Path dir) throws IOException {
        ResultFixture.write(dir);
        Files.writeString(dir.resolve("series.csv"), "broken\n\"");
        assertEquals(0, ResultSetReader.readSummary(dir).series().size());
        assertThrows(ChartException.class, () -> ResultSetReader.read(dir));
    }
}
