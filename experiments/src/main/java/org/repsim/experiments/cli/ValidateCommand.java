package org.repsim.experiments.cli;

import java.util.concurrent.Callable;
import org.repsim.experiments.bindings.ModelRegistry;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import java.nio.file.Path;
import org.repsim.experiments.bindings.CostEstimate;

/** {@code repsim validate}: every check {@code run} makes before running, and nothing else. */
@Command(name = "validate", mixinStandardHelpOptions = true,
        description = "Check experiment files without running them (exit 0 valid, 2 invalid).")
public final class ValidateCommand implements Callable<Integer> {
    @Mixin
    ExperimentInputs inputs;

    public ValidateCommand() {
        this(ModelRegistry.standard());
    }

    public ValidateCommand(ModelRegistry registry) {
        inputs = new ExperimentInputs(registry);
    }

    @Option(names = "--out", paramLabel = "DIR",
            description = "Also check that DIR can take the results (as run --out DIR does before running).")
    Path out;

    @Override
    public Integer call() {
        return inputs.describeEach(out, s -> "ok  " + s.source() + "  (" + s.name() + ": " + s.cells().size()
                + " cells × " + s.replications() + " replications, " + s.charts().size() + " charts, estimated cost "
                + CostEstimate.format(CellCosts.total(s)) + " work units)");
    }
}
