package org.repsim.experiments.analysis;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.repsim.experiments.bindings.ModelRegistry;
import org.repsim.experiments.input.AnalysisSpec;
import org.repsim.experiments.input.CellPlan;
import org.repsim.experiments.input.ExperimentLoader;
import org.repsim.experiments.input.ExperimentSpec;
import org.repsim.experiments.runner.BatchRunner;
import org.repsim.experiments.runner.CellResult;
import org.repsim.experiments.runner.ExecutionEngine;
import org.repsim.experiments.runner.Progress;
import org.repsim.experiments.runner.RunFailedException;
import org.repsim.experiments.schema.problem.Mark;
import org.repsim.experiments.schema.yaml.YMap;
import org.repsim.results.AnalysisTables;

/**
 * Runs an experiment's {@code analysis:} (docs/analysis.md): round after round, the evaluations the
 * analysis wants ({@link Analysis#axis}) become the cells of a derived experiment
 * ({@link DerivedDocument}), checked by the loader and run by the batch runner on the given engine
 * (threads, Spark, {@code --resume} from the experiment's {@code .cells} store), until every
 * evaluation it wants has a result. The outcome is the experiment with those cells (its
 * experiment.yaml and manifest record the analysis as written) and the analysis's tables.
 * Whatever the engine or thread count, the same results want the same evaluations, so the files
 * are the same bytes.
 */
public final class AnalysisRun {
    /** The evaluated cells as the experiment's outcome (cell order: the derived matrix's), and the tables. */
    public record Outcome(BatchRunner.Outcome run, AnalysisTables tables) {
    }

    private final ExperimentLoader loader;
    private final ExecutionEngine engine;
    private final boolean resume;
    private final Supplier<Progress> progress;

    /** @param progress a fresh progress reporter for each round (a round is one batch) */
    public AnalysisRun(ModelRegistry registry, ExecutionEngine engine, boolean resume, Supplier<Progress> progress) {
        this.loader = new ExperimentLoader(registry);
        this.engine = engine;
        this.resume = resume;
        this.progress = progress;
    }

    /**
     * Checks the first round of {@code spec}'s analysis as the loader checks any cell (e.g. the ends
     * of a crossover's range against the parameter's range), before anything runs.
     *
     * @throws org.repsim.experiments.schema.problem.InvalidInputException naming each problem
     */
    public static void check(ModelRegistry registry, ExperimentSpec spec) {
        Analysis analysis = of(spec);
        try {
            new ExperimentLoader(registry).loadResolved(spec.source(), spec.inputHash(), document(spec, analysis,
                    analysis.axis(Map.of())));
        } catch (AnalysisFailure e) {
            throw new IllegalStateException("an analysis fails only on results: " + e.getMessage(), e);
        }
    }

    /**
     * Runs the analysis, persisting each finished cell under {@code outDir/.cells/<name>}.
     *
     * @throws RunFailedException naming a failed cell, or the analysis when it has no answer
     */
    public Outcome run(ExperimentSpec spec, Path outDir) throws RunFailedException, IOException {
        Analysis analysis = of(spec);
        Map<String, CellResult> known = new LinkedHashMap<>();
        Map<String, Double> seconds = new LinkedHashMap<>();
        Map<String, Boolean> reused = new LinkedHashMap<>();
        try {
            while (true) {
                ExperimentSpec evaluated = loader.loadResolved(spec.source(), spec.inputHash(),
                        document(spec, analysis, analysis.axis(known)));
                List<CellPlan> missing = evaluated.cells().stream()
                        .filter(p -> !known.containsKey(p.cell().id())).toList();
                if (missing.isEmpty()) {
                    return outcome(spec, evaluated, analysis.tables(known), known, seconds, reused);
                }
                List<BatchRunner.Outcome> round = new BatchRunner(engine, resume, progress.get())
                        .run(List.of(evaluated.withCells(missing)), outDir, o -> { });
                for (CellResult c : round.get(0).cells()) {
                    String id = c.plan().cell().id();
                    known.put(id, c);
                    seconds.put(id, round.get(0).cellSeconds().get(id));
                    reused.put(id, round.get(0).reused().get(id));
                }
            }
        } catch (AnalysisFailure e) {
            throw new RunFailedException(List.of(new RunFailedException.Failure(spec.name(), null,
                    "analysis: " + e.getMessage())), List.of());
        }
    }

    private static Outcome outcome(ExperimentSpec spec, ExperimentSpec evaluated, AnalysisTables tables,
                                   Map<String, CellResult> known, Map<String, Double> seconds,
                                   Map<String, Boolean> reused) {
        List<CellResult> cells = new ArrayList<>();
        Map<String, Double> cellSeconds = new LinkedHashMap<>();
        Map<String, Boolean> cellReused = new LinkedHashMap<>();
        for (CellPlan plan : evaluated.cells()) {
            String id = plan.cell().id();
            // The plan of the final matrix: a cell's position may have moved as rounds added cells.
            cells.add(new CellResult(plan, known.get(id).replications()));
            cellSeconds.put(id, seconds.get(id));
            cellReused.put(id, reused.get(id));
        }
        return new Outcome(new BatchRunner.Outcome(spec.withEvaluated(evaluated), cells, cellSeconds, cellReused),
                tables);
    }

    private static YMap document(ExperimentSpec spec, Analysis analysis, YMap axis) {
        return DerivedDocument.of(spec.resolved(), analysis.kept(), analysis.conditions(), axis, mark(spec));
    }

    private static Mark mark(ExperimentSpec spec) {
        return spec.resolved().get("analysis").map(n -> n.mark()).orElse(spec.resolved().mark());
    }

    private static Analysis of(ExperimentSpec spec) {
        String unit = spec.model().metrics().unitOf(spec.analysis().metric()).orElse("");
        if (spec.analysis() instanceof AnalysisSpec.Sensitivity s) {
            return new SensitivityAnalysis(s, spec.matrix().axisNames(), unit, mark(spec));
        }
        return new CrossoverAnalysis((AnalysisSpec.Crossover) spec.analysis(), spec.matrix().axisNames(), unit);
    }
}
