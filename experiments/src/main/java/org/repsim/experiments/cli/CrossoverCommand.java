package org.repsim.experiments.cli;

import java.util.ArrayList;
import java.util.List;
import org.repsim.experiments.bindings.ModelRegistry;
import org.repsim.experiments.schema.problem.Mark;
import org.repsim.experiments.schema.yaml.YList;
import org.repsim.experiments.schema.yaml.YMap;
import org.repsim.experiments.schema.yaml.YScalar;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code repsim crossover FILE --axis PATH --between A B --metric M --where X --vs Y}: where two curves cross. */
@Command(name = "crossover", mixinStandardHelpOptions = true,
        description = "Find where two conditions' metric curves cross along a numeric parameter, by bisection on the"
                + " simulator with replications, and the interval of the crossing (docs/analysis.md). Takes every"
                + " option of run but --only.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:success", "1:a cell failed, or the difference has the same sign at A and B",
                "2:invalid input (nothing was run or written)"})
public final class CrossoverCommand extends AnalysisCommand {
    @Option(names = "--axis", required = true, paramLabel = "PATH",
            description = "The numeric parameter swept: scenario.<key path> or overrides.<key>.")
    String axis;

    @Option(names = "--between", required = true, arity = "2", paramLabel = "A B", description = "The range searched.")
    List<String> between;

    @Option(names = "--metric", required = true, paramLabel = "METRIC", description = "Scalar metric compared.")
    String metric;

    @Option(names = "--where", required = true, paramLabel = "AXIS=LABEL[,AXIS=LABEL]",
            description = "The first condition, a cell of the file's matrix.")
    String where;

    @Option(names = "--vs", required = true, paramLabel = "AXIS=LABEL[,AXIS=LABEL]", description = "The second condition.")
    String vs;

    @Option(names = "--iterations", paramLabel = "N", description = "Bisection steps at most (default: 6).")
    String iterations;

    @Option(names = "--tolerance", paramLabel = "T",
            description = "Stop once the bracket is at most T wide, in the parameter's unit (default: 0, every step).")
    String tolerance;

    @Option(names = "--scale", paramLabel = "auto|linear|log", description = "Bisect in log space, linearly, or"
            + " log when A > 0 and B >= 10 A (default: auto).")
    String scale;

    public CrossoverCommand() {
        this(ModelRegistry.standard());
    }

    public CrossoverCommand(ModelRegistry registry) {
        super(registry, "crossover");
    }

    @Override
    List<YMap.Entry> entries() {
        List<YMap.Entry> out = new ArrayList<>();
        out.add(scalar("metric", "--metric", metric));
        out.add(scalar("axis", "--axis", axis));
        Mark mark = new Mark("--between " + String.join(" ", between), 1, 1);
        out.add(new YMap.Entry("between", mark, new YList(List.of(new YScalar(between.get(0), true, mark),
                new YScalar(between.get(1), true, mark)), mark)));
        out.add(cell("where", "--where", where));
        out.add(cell("vs", "--vs", vs));
        if (iterations != null) {
            out.add(scalar("iterations", "--iterations", iterations));
        }
        if (tolerance != null) {
            out.add(scalar("tolerance", "--tolerance", tolerance));
        }
        if (scale != null) {
            out.add(scalar("scale", "--scale", scale));
        }
        return out;
    }
}
