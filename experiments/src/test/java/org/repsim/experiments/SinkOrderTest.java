package org.repsim.experiments;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repsim.experiments.input.ExperimentLoader;
import org.repsim.experiments.input.ExperimentSpec;
import org.repsim.experiments.runner.BatchRunner;
import org.repsim.experiments.runner.Progress;

/**
 * An experiment goes to the sink (which writes and charts it) when its own last cell ends, not
 * after the experiments before it in the batch: charts render while other cells still run.
 */
class SinkOrderTest {
    @TempDir
    Path tmp;

    private Path file(String name, double rate) throws IOException {
        Path f = tmp.resolve(name + ".yaml");
        Files.writeString(f, """
                name: %s
                model: fake
                seed: 1
                replications: 1
                scenario:
                  count: 5
                  rate: %s
                """.formatted(name, rate));
        return f;
    }

    @Test
    void laterExperimentThatFinishesFirstIsHandedOverFirstAndOutcomesStayInBatchOrder() throws Exception {
        FakeBinding model = new FakeBinding();
        model.holdOnRate = 7;   // the first experiment's only cell waits until the second was handed over
        ExperimentLoader loader = new ExperimentLoader(FakeBinding.registry(model));
        List<ExperimentSpec> specs = List.of(loader.load(file("slow", 7), List.of()),
                loader.load(file("fast", 1), List.of()));
        List<String> handed = new CopyOnWriteArrayList<>();
        Progress quiet = new Progress(new PrintWriter(new StringWriter()), false);
        List<BatchRunner.Outcome> outcomes = new BatchRunner(2, false, quiet).run(specs, tmp.resolve("out"), o -> {
            handed.add(o.spec().name());
            model.release.countDown();
        });
        // Waiting in batch order would hand "slow" over first (after the 30 s guard ran out).
        assertEquals(List.of("fast", "slow"), handed);
        assertEquals(List.of("slow", "fast"), outcomes.stream().map(o -> o.spec().name()).toList());
    }
}
