package org.repsim.experiments.cli;

import java.util.ArrayList;
import java.util.List;
import org.repsim.experiments.bindings.ModelRegistry;
import org.repsim.experiments.schema.problem.Mark;
import org.repsim.experiments.schema.yaml.YMap;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code repsim sensitivity FILE --cell X --metric M}: the elasticity of a cell's metric to each unit cost. */
@Command(name = "sensitivity", mixinStandardHelpOptions = true,
        description = "Perturb every unit cost a cell charges by ±step, run it with the same random numbers, and"
                + " report the elasticity of a metric to each (docs/analysis.md). Takes every option of run but --only.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:success", "1:a cell failed, or the quantity is 0 at the base", "2:invalid input (nothing was run or written)"})
public final class SensitivityCommand extends AnalysisCommand {
    @Option(names = "--cell", paramLabel = "AXIS=LABEL[,AXIS=LABEL]",
            description = "The analysed cell of the file's matrix (default: its only cell).")
    String cell;

    @Option(names = "--metric", required = true, paramLabel = "METRIC", description = "Scalar metric to follow.")
    String metric;

    @Option(names = "--relative-to", paramLabel = "AXIS=LABEL[,AXIS=LABEL]",
            description = "Follow the ratio 100 × metric of the cell / metric of this cell (its other labels kept).")
    String relativeTo;

    @Option(names = "--relative-metric", paramLabel = "METRIC",
            description = "With --relative-to: the denominator's metric (default: --metric).")
    String relativeMetric;

    @Option(names = "--saving", description = "With --relative-to: follow the saving 100 - ratio.")
    boolean saving;

    @Option(names = "--step", paramLabel = "S", description = "Relative perturbation (default: 0.1, ±10%).")
    String step;

    @Option(names = "--keys", paramLabel = "KEY[,KEY]",
            description = "Perturb only these cost-profile keys (default: every key the cell charges or does not count).")
    String keys;

    public SensitivityCommand() {
        this(ModelRegistry.standard());
    }

    public SensitivityCommand(ModelRegistry registry) {
        super(registry, "sensitivity");
    }

    @Override
    List<YMap.Entry> entries() {
        List<YMap.Entry> out = new ArrayList<>();
        out.add(scalar("metric", "--metric", metric));
        if (cell != null) {
            out.add(cell("cell", "--cell", cell));
        }
        if (relativeTo != null || relativeMetric != null) {
            Mark mark = new Mark("--relative-to " + (relativeTo == null ? "" : relativeTo), 1, 1);
            List<YMap.Entry> rel = new ArrayList<>();
            if (relativeTo != null) {
                rel.add(cell("cell", "--relative-to", relativeTo));
            }
            if (relativeMetric != null) {
                rel.add(scalar("metric", "--relative-metric", relativeMetric));
            }
            out.add(new YMap.Entry("relative_to", mark, new YMap(rel, mark)));
        }
        if (saving) {
            out.add(scalar("saving", "--saving", "true"));
        }
        if (step != null) {
            out.add(scalar("step", "--step", step));
        }
        if (keys != null) {
            out.add(list("keys", "--keys", keys));
        }
        return out;
    }
}
