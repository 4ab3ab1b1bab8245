package org.repsim.experiments.input;

import java.util.List;
import java.util.Map;
import org.repsim.charts.ChartKind;
import org.repsim.experiments.bindings.ModelRegistry;
import org.repsim.experiments.schema.BoolSchema;
import org.repsim.experiments.schema.DurationSchema;
import org.repsim.experiments.schema.EnumSchema;
import org.repsim.experiments.schema.Field;
import org.repsim.experiments.schema.IntSchema;
import org.repsim.experiments.schema.ListSchema;
import org.repsim.experiments.schema.MapSchema;
import org.repsim.experiments.schema.NumberSchema;
import org.repsim.experiments.schema.ObjectSchema;
import org.repsim.experiments.schema.RawSchema;
import org.repsim.experiments.schema.StringSchema;

/**
 * The top level of an experiment file. {@code scenario} is checked afterwards against the
 * chosen model's schema; matrix values are checked per cell against the parameter they set.
 */
public final class ExperimentSchema {
    /** Names become directory names and CSV values: keep them boring. */
    public static final String NAME_PATTERN = "[A-Za-z0-9][A-Za-z0-9._-]*";
    public static final String NAME_DOC = "letters, digits, '.', '_', '-'";

    private ExperimentSchema() {
    }

    public static ObjectSchema of(ModelRegistry registry) {
        StringSchema name = StringSchema.matching(NAME_PATTERN, NAME_DOC);
        RawSchema labelOrLabels = new RawSchema("axis value label, or list of labels");
        MapSchema cellRule = new MapSchema("axis", labelOrLabels);

        ObjectSchema axis = new ObjectSchema("", List.of(
                Field.required("name", name, "Axis name: a column in the result files and part of each cell id."),
                Field.optional("path", StringSchema.any(), null,
                        "Parameter the axis sets, e.g. scenario.workload.rate (also overrides.<key>, profile, warmup, duration). Needed when values are plain scalars."),
                Field.optional("lockstep", name, null,
                        "Name of another axis: this axis advances together with it (zipped, no extra dimension); both need the same number of values."),
                Field.required("values", new ListSchema(new RawSchema("scalar, or {label, set: {path: value, ...}}"), 1),
                        "Values in order. A scalar sets `path`; {label: x, set: {path: value, ...}} sets several parameters at once (e.g. a condition).")));
        ObjectSchema matrix = new ObjectSchema("", List.of(
                Field.required("axes", new ListSchema(axis, 1), "Named axes; cells are their Cartesian product (first axis varies slowest)."),
                Field.optional("exclude", new ListSchema(cellRule, 0), List.of(), "[]",
                        "Rules {axis: label or [labels], ...}; cells matching any rule are dropped."),
                Field.optional("only", new ListSchema(cellRule, 0), List.of(), "[]",
                        "Rules; when given, only cells matching at least one rule are kept.")));
        ObjectSchema relativeTo = new ObjectSchema("", List.of(
                Field.optional("cell", cellRule, Map.of(), "{} (the figure's own cell)",
                        "Labels that change for the denominator's cell: {axis: label}; the other axes keep the figure's labels."),
                Field.optional("metric", StringSchema.any(), null, "the figure's metric",
                        "Scalar metric of the denominator (e.g. frame_ms for a share of the frame).")));
        ObjectSchema reference = new ObjectSchema("", List.of(
                Field.optional("cell", cellRule, Map.of(), "{} (every cell)",
                        "Which cells the figure is for: {axis: label or [labels]}."),
                Field.required("metric", StringSchema.any(), "Scalar metric of the model."),
                Field.required("value", NumberSchema.atLeast(Double.NEGATIVE_INFINITY), "The published figure."),
                Field.optional("source", StringSchema.any(), "", "\"\"", "Where the figure comes from (e.g. docs/sources.md#<anchor>)."),
                Field.optional("tolerance", new RawSchema(ToleranceReader.FORMS), null, "none (reported, not judged)",
                        "How far the simulated figure may lie from value (repsim calibration-report judges it; --check fails outside)."),
                Field.optional("relative_to", relativeTo, null, "none (the figure is the metric's mean)",
                        "Makes the figure a ratio in percent: 100 × metric of the cell / relative_to.metric of relative_to.cell.")));
        List<String> kinds = java.util.Arrays.stream(ChartKind.values()).filter(k -> !k.drawsAnalysis())
                .map(ChartKind::yamlName).toList();
        ObjectSchema chart = new ObjectSchema("", List.of(
                Field.required("id", StringSchema.matching(NAME_PATTERN, NAME_DOC), "File stem of charts/<id>.png and .svg."),
                Field.required("kind", new EnumSchema(kinds), "Chart kind (see the charts module)."),
                Field.optional("title", StringSchema.any(), "", "\"\"", "Chart title."),
                Field.optional("metrics", new ListSchema(StringSchema.any(), 0), List.of(), "[]",
                        "Metrics drawn (scalar for bars/lines, series for timeseries, distribution for cdf; ignored by timers)."),
                Field.optional("x", name, null, "Matrix axis on the category / x axis."),
                Field.optional("series", name, null, "Matrix axis whose values become series."),
                Field.optional("baseline", new MapSchema("axis", new RawSchema("axis value label")), Map.of(), "{}",
                        "bars: axis → label of the baseline cells (= 100)."),
                Field.optional("where", new MapSchema("axis", new RawSchema("axis value label")), Map.of(), "{}",
                        "Draw only cells with these axis labels (axis → label)."),
                Field.optional("scopes", new ListSchema(StringSchema.any(), 0), List.of(), "[]",
                        "timers: timer-tree subtrees to draw, as scope paths (e.g. ServerReplicateActors); [] draws all."),
                Field.optional("log_x", new BoolSchema(), false, "Logarithmic x axis."),
                Field.optional("log_y", new BoolSchema(), false, "Logarithmic y axis."),
                Field.optional("y_label", StringSchema.any(), null, "Y-axis label with unit (default: from the metric).")));

        ObjectSchema analysisRelativeTo = new ObjectSchema("", List.of(
                Field.optional("cell", cellRule, Map.of(), "{} (the analysed cell)",
                        "Labels that change for the denominator's cell: {axis: label}; the other axes keep the cell's labels."),
                Field.optional("metric", StringSchema.any(), null, "the analysed metric",
                        "Scalar metric of the denominator.")));
        ObjectSchema analysis = new ObjectSchema("", List.of(
                Field.required("kind", new EnumSchema(AnalysisReader.KINDS),
                        "sensitivity: elasticity of the metric to each unit cost; crossover: where two conditions'"
                                + " metric curves cross along a numeric parameter (docs/analysis.md)."),
                Field.required("metric", StringSchema.any(), "Scalar metric of the model that the analysis follows."),
                Field.optional("cell", cellRule, Map.of(), "{} (the matrix's only cell)",
                        "sensitivity: the analysed cell, {axis: label} naming every axis with more than one value."),
                Field.optional("relative_to", analysisRelativeTo, null, "none (the metric itself)",
                        "sensitivity: analyse the ratio 100 × metric of the cell / relative_to.metric of relative_to.cell."),
                Field.optional("saving", new BoolSchema(), false,
                        "sensitivity, with relative_to: analyse the saving 100 - ratio instead of the ratio."),
                Field.optional("step", new NumberSchema(1e-6, 0.9), 0.1,
                        "sensitivity: relative perturbation of each unit cost (0.1: ±10%)."),
                Field.optional("keys", new ListSchema(StringSchema.any(), 1), null,
                        "every key the cell charges or does not count",
                        "sensitivity: the cost-profile keys to perturb."),
                Field.optional("axis", StringSchema.any(), null,
                        "crossover: the numeric parameter swept, scenario.<key path> or overrides.<key>."),
                Field.optional("between", new ListSchema(NumberSchema.atLeast(Double.NEGATIVE_INFINITY), 2), null,
                        "crossover: [A, B], the range searched; the difference must change sign between them."),
                Field.optional("where", cellRule, Map.of(), "{}", "crossover: the first condition, {axis: label}."),
                Field.optional("vs", cellRule, Map.of(), "{}", "crossover: the second condition, {axis: label}."),
                Field.optional("iterations", new IntSchema(1, 40), 6L,
                        "crossover: bisection steps at most (each a batch of replications per condition)."),
                Field.optional("tolerance", NumberSchema.atLeast(0), 0.0,
                        "crossover: stop once the bracket is at most this wide (in the axis's unit); 0: every iteration."),
                Field.optional("scale", new EnumSchema(List.of("auto", "linear", "log")), "auto",
                        "crossover: bisect in log space (log), linearly, or log when A > 0 and B >= 10 A (auto).")));

        return new ObjectSchema("An experiment file (YAML). Paths in values are relative to the file.", List.of(
                Field.optional("name", name, null, "file name without .yaml",
                        "Experiment name: the output directory DIR/<name>/."),
                Field.optional("description", StringSchema.any(), "", "\"\"", "What the experiment shows."),
                Field.optional("extends", StringSchema.any(), null,
                        "Another experiment file (relative path) whose keys this file overrides; mappings merge, other values replace."),
                Field.required("model", new EnumSchema(registry.ids()), "Simulation model."),
                Field.optional("seed", new IntSchema(Long.MIN_VALUE, Long.MAX_VALUE), 1L,
                        "Experiment seed; replication r of a cell uses substream r of streams seeded by (seed, cell id)."),
                Field.optional("replications", new IntSchema(1, 10_000), 3L, "Independent replications per cell."),
                Field.optional("warmup", new DurationSchema(0, false, 86_400), 20.0, "20s",
                        "Simulated warm-up, not measured."),
                Field.optional("duration", new DurationSchema(0, true, 86_400), 30.0, "30s",
                        "Simulated measurement window."),
                Field.optional("profile", StringSchema.any(), null, "the model's default profile",
                        "Cost profile: a shipped profile name or a path to a profile file (relative to this file)."),
                Field.optional("overrides", new MapSchema("profile key", NumberSchema.atLeast(Double.NEGATIVE_INFINITY)),
                        Map.of(), "{}", "Per-key cost-profile overrides."),
                Field.optional("scenario", new RawSchema("object (the model's scenario schema, below)"), null, "{}",
                        "The model's parameters."),
                Field.optional("matrix", matrix, null, "one cell named 'default'", "Parameter sweep."),
                Field.optional("reference", new ListSchema(reference, 0), List.of(), "[]",
                        "Published figures: beside the simulated means in summary.csv (reference, deviation_pct; ratios excepted) and in repsim calibration-report."),
                Field.optional("charts", new ListSchema(chart, 0), List.of(), "[]", "Charts rendered after the run."),
                Field.optional("common_random_numbers", new BoolSchema(), false,
                        "Every cell runs with the same random numbers (seed of the cell 'default'), so cells differ only"
                                + " by their parameters: paired comparisons."),
                Field.optional("analysis", analysis, null, "none (run the matrix)",
                        "An analysis run instead of the matrix: the matrix names its conditions (docs/analysis.md).")));
    }
}
