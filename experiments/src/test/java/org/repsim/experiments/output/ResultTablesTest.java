package org.repsim.experiments.output;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.repsim.engine.cost.TimerTree;
import org.repsim.engine.run.RunOutput;
import org.repsim.results.Cell;
import org.repsim.results.ResultFileException;
import org.repsim.results.TimerRow;

class ResultTablesTest {
    static final Cell CELL = new Cell("users=10", List.of("users"), List.of("10"));

    static RunOutput run(TimerTree timers) {
        return new RunOutput(new TreeMap<>(), timers, 1L, List.of(), List.of());
    }

    @Test
    void anEventDrivenModelsTimersArePerSimulatedSecond() throws ResultFileException {
        // No frames, a 4 s window: 20 calls and 8 ms of work are 5 calls and 2 ms per second.
        TimerTree a = new TimerTree(0, 4.0, List.of(new TimerTree.Scope("Room", "Room", "", 20, 8e6, 6e6)));
        TimerTree b = new TimerTree(0, 4.0, List.of(new TimerTree.Scope("Room", "Room", "", 40, 16e6, 12e6)));
        List<TimerRow> rows = ResultTables.timerRows("users=10", List.of(run(a), run(b)), CELL);
        assertEquals(List.of(new TimerRow(CELL, "Room", "", "s", 7.5, 3, 2.25)), rows, "means of the two replications");
    }

    @Test
    void aFrameModelsTimersArePerFrame() throws ResultFileException {
        TimerTree t = new TimerTree(50, 1.0, List.of(new TimerTree.Scope("Frame", "Frame", "", 50, 100e6, 1e6),
                new TimerTree.Scope("Frame/Send", "Send", "Frame", 200, 99e6, 99e6)));
        List<TimerRow> rows = ResultTables.timerRows("c", List.of(run(t)), CELL);
        assertEquals(new TimerRow(CELL, "Frame/Send", "Frame", "frame", 4, 1.98, 1.98), rows.get(1));
    }

    @Test
    void replicationsThatDisagreeOnThePeriodAreRefused() {
        TimerTree frames = new TimerTree(10, 1.0, List.of());
        TimerTree seconds = new TimerTree(0, 1.0, List.of());
        ResultFileException e = assertThrows(ResultFileException.class,
                () -> ResultTables.timerRows("c", List.of(run(frames), run(seconds)), CELL));
        assertTrue(e.getMessage().contains("per frame and per s"), e.getMessage());
    }
}
