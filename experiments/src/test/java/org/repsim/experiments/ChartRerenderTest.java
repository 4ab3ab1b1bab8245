package org.repsim.experiments;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repsim.experiments.cli.ChartsCommand;
import org.repsim.experiments.cli.RunCommand;

/**
 * `repsim charts DIR` must reproduce, from the CSV files alone, exactly the charts `repsim run`
 * drew: a researcher who restyles or re-renders must get the same bytes back when nothing changed.
 */
class ChartRerenderTest {
    @TempDir
    Path tmp;

    private static final String EXPERIMENT = """
            name: sweep
            model: fake
            seed: 11
            replications: 3
            scenario:
              count: 5
            matrix:
              axes:
                - name: mode
                  values:
                    - {label: poll, set: {scenario.mode: poll}}
                    - {label: push, set: {scenario.mode: push}}
                - name: rate
                  path: scenario.rate
                  values: [1, 2, 4]
            charts:
              - {id: value-lines, kind: lines, metrics: [value], x: rate, series: mode}
              - {id: value-bars, kind: bars, metrics: [value], x: mode, baseline: {mode: poll}, where: {rate: "2"}}
            """;

    @Test
    void rerenderingFromCsvGivesTheSameSvgBytesAsTheRunsOwnRender() throws IOException {
        Path file = tmp.resolve("e.yaml");
        Files.writeString(file, EXPERIMENT);
        Path out = tmp.resolve("o");
        TestCli run = TestCli.run(new RunCommand(FakeBinding.registry(new FakeBinding())), file.toString(),
                "--out", out.toString());
        assertEquals(0, run.exit(), run.err());

        Path charts = out.resolve("sweep/charts");
        List<String> names = List.of("value-lines.svg", "value-bars.svg");
        byte[][] fromRun = new byte[names.size()][];
        for (int i = 0; i < names.size(); i++) {
            fromRun[i] = Files.readAllBytes(charts.resolve(names.get(i)));
            Files.delete(charts.resolve(names.get(i)));
        }

        FakeBinding model = new FakeBinding();
        TestCli rerender = TestCli.run(new ChartsCommand(FakeBinding.registry(model)), out.toString());
        assertEquals(0, rerender.exit(), rerender.err());
        assertEquals(0, model.runs.get(), "re-rendering must not simulate");
        for (int i = 0; i < names.size(); i++) {
            Path svg = charts.resolve(names.get(i));
            assertTrue(Files.isRegularFile(svg), names.get(i) + " re-rendered");
            assertArrayEquals(fromRun[i], Files.readAllBytes(svg), names.get(i) + " bytes differ after re-render");
        }
    }
}
