package org.repsim.results;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repsim.engine.cost.TimerTree;
import org.repsim.engine.run.Quantiles;
import org.repsim.engine.run.RunOutput;
import org.repsim.engine.run.TimeSeries;

class CellFileTest {
    @Test
    void readingWhatWasWrittenGivesBackEveryBit(@TempDir Path dir) throws IOException {
        TreeMap<String, Double> metrics = new TreeMap<>();
        metrics.put("a\tb", 0.1 + 0.2);   // exact bits, not 12 digits
        metrics.put("nan", Double.NaN);
        metrics.put("neg_zero", -0.0);
        TimerTree timers = new TimerTree(0, 12.5, List.of(new TimerTree.Scope("Room", "Room", "", 7, 1e9 / 3, 2.0),
                new TimerTree.Scope("Room/Encode", "Encode", "Room", 3, 1.0, 1.0)),
                List.of(new TimerTree.Operations("Room/Encode", "encode_us", 0.1 + 0.2, true),
                        new TimerTree.Operations("Room", "open_us", 0, true),
                        new TimerTree.Operations("Room", "idle_us", 0, false)));
        RunOutput run = new RunOutput(metrics, timers, -5L,
                List.of(new TimeSeries("tick_hz", new double[] {0, 0.5}, new double[] {30, Math.PI})),
                List.of(new Quantiles("latency_ms", new double[] {0.5, 0.99}, new double[] {1, Double.MAX_VALUE})));
        RunOutput noTimers = new RunOutput(new TreeMap<>(), null, 1L, List.of(), List.of());
        Path f = dir.resolve("x.cell");
        CellFile.write(f, new StoredCell("rate=1,mode=\"push\"", "cfg", "00ff", List.of(run, noTimers)));
        StoredCell back = CellFile.read(f);
        assertEquals("rate=1,mode=\"push\"", back.cell());
        assertEquals("cfg", back.configHash());
        assertEquals("00ff", back.fingerprint());
        RunOutput r = back.replications().get(0);
        assertEquals(Double.doubleToRawLongBits(0.1 + 0.2), Double.doubleToRawLongBits(r.metrics().get("a\tb")));
        assertEquals(Double.doubleToRawLongBits(-0.0), Double.doubleToRawLongBits(r.metrics().get("neg_zero")));
        assertEquals(Double.NaN, r.metrics().get("nan"));
        assertEquals(timers, r.timers());
        assertEquals("s", r.timers().period(), "the window length survives, so the period does");
        assertEquals(-5L, r.fingerprint());
        assertArrayEquals(new double[] {30, Math.PI}, r.series().get(0).values());
        assertArrayEquals(new double[] {0.5, 0.99}, r.distributions().get(0).probabilities());
        assertEquals(Double.MAX_VALUE, r.distributions().get(0).values()[1]);
        assertEquals(null, back.replications().get(1).timers());
    }

    @Test
    void aTruncatedOrForeignFileIsRejected(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("x.cell");
        Files.writeString(f, "{\"format\": \"repsim-cell 2\", \"runs\": [");
        assertThrows(ResultFileException.class, () -> CellFile.read(f));
        Files.writeString(f, "repsim-cell 1\nconfig\tx\n");
        assertThrows(ResultFileException.class, () -> CellFile.read(f));
    }

    @Test
    void anEditedValueBreaksTheChecksum(@TempDir Path dir) throws IOException {
        TreeMap<String, Double> metrics = new TreeMap<>();
        metrics.put("value", 1.5);
        Path f = dir.resolve("x.cell");
        CellFile.write(f, new StoredCell("c", "cfg", "ab", List.of(new RunOutput(metrics, null, 1L, List.of(), List.of()))));
        String text = Files.readString(f);
        String bits = Long.toHexString(Double.doubleToRawLongBits(1.5));
        String edited = text.replace(bits, Long.toHexString(Double.doubleToRawLongBits(2.5)));
        org.junit.jupiter.api.Assertions.assertNotEquals(text, edited);
        Files.writeString(f, edited);
        ResultFileException e = assertThrows(ResultFileException.class, () -> CellFile.read(f));
        org.junit.jupiter.api.Assertions.assertTrue(e.getMessage().contains("does not match its checksum"), e.getMessage());
    }
}
