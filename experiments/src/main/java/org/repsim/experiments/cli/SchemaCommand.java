package org.repsim.experiments.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.repsim.engine.cost.CostKey;
import org.repsim.engine.run.Metric;
import org.repsim.experiments.bindings.ModelBinding;
import org.repsim.experiments.bindings.ModelRegistry;
import org.repsim.experiments.input.ExperimentSchema;
import org.repsim.experiments.schema.SchemaPrinter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code repsim schema}: every key with type, default and meaning, from the validator's own definitions. */
@Command(name = "schema", mixinStandardHelpOptions = true,
        description = "Print every experiment-file key with its type, default and meaning.")
public final class SchemaCommand implements Callable<Integer> {
    @Spec
    CommandSpec commandSpec;

    @Option(names = "--model", paramLabel = "ID", description = "Only this model's scenario keys.")
    String model;

    private final ModelRegistry registry;

    public SchemaCommand() {
        this(ModelRegistry.standard());
    }

    public SchemaCommand(ModelRegistry registry) {
        this.registry = registry;
    }

    @Override
    public Integer call() {
        PrintWriter out = commandSpec.commandLine().getOut();
        if (model != null && registry.find(model).isEmpty()) {
            commandSpec.commandLine().getErr().println("--model: unknown model '" + model + "'; known: "
                    + String.join(", ", registry.ids()));
            return 2;
        }
        if (model == null) {
            out.println(SchemaPrinter.render("Experiment file", ExperimentSchema.of(registry), ""));
        }
        for (ModelBinding b : registry.bindings()) {
            if (model != null && !model.equals(b.id())) {
                continue;
            }
            out.println(SchemaPrinter.render("model: " + b.id() + " — " + b.summary() + "  (scenario keys)",
                    b.scenarioSchema(), "scenario"));
            out.println("  profiles: " + String.join(", ", b.profiles().shipped()) + "  [default: " + b.profiles().defaultName() + "]");
            if (!b.profiles().keys().keys().isEmpty()) {
                out.println("  profile keys (overrides.<key>, number):");
                for (CostKey k : b.profiles().keys().keys()) {
                    out.println("    " + k.name() + "  [" + k.unit() + "]  " + k.meaning());
                }
            }
            out.println("  metrics:");
            for (Metric m : b.metrics().declared()) {
                out.println("    " + m.name() + "  [" + m.unit() + ", " + m.kind().name().toLowerCase(java.util.Locale.ROOT)
                        + "]  " + m.meaning());
            }
            out.println();
        }
        return 0;
    }
}
