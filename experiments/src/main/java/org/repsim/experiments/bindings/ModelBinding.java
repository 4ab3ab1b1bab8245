package org.repsim.experiments.bindings;

import java.util.List;
import org.repsim.engine.run.MetricSet;
import org.repsim.experiments.schema.ObjectSchema;

/**
 * How the experiments module talks to one simulation model (the SPI). A binding declares the
 * {@code scenario:} schema (validation and {@code repsim schema} both read it), the metrics the
 * model reports, its cost profiles, and turns a validated cell into a runnable one.
 *
 * <p>To add a model: implement this interface next to the others in this package and add one
 * line to {@link ModelRegistry#standard()}. See docs/experiments.md, "Adding a model".
 */
public interface ModelBinding {
    /** The {@code model:} value, e.g. {@code unreal}. */
    String id();

    /** One line for {@code repsim schema}. */
    String summary();

    /** Schema of the {@code scenario:} key. */
    ObjectSchema scenarioSchema();

    /**
     * Every metric the model reports, with its unit and kind (chart metrics are checked against
     * these names; the result files' {@code unit} columns and chart axis labels come from them).
     */
    MetricSet metrics();

    /** Scalar metrics shown in the end-of-run table on stdout. */
    List<String> keyMetrics();

    /**
     * The model's cost profiles: its declared keys (what {@code overrides:} may set), the shipped
     * profiles (the first is the default when an experiment names none) and the one resolver of
     * {@code profile:} values.
     */
    ProfileResolver profiles();

    /**
     * Keys of {@code scenario:} whose values may be file paths relative to the experiment file
     * (e.g. {@code scenario.games}); the loader makes them absolute in the resolved document,
     * like {@code profile:}, so the copy in the results folder still finds the files.
     */
    default List<String> fileKeys() {
        return List.of();
    }

    /**
     * Every timer scope path the model's timer tree can contain (e.g. {@code ServerReplicateActors},
     * {@code GameWork/FlushNetDormancy}), whatever the scenario: a timers chart's {@code scopes:}
     * are checked against it before anything runs. Empty when the model does not declare them
     * (then scopes are not checked). A test per model runs it and compares with this list.
     */
    default List<String> timerScopes() {
        return List.of();
    }

    /** Accepts a cell's inputs or says precisely what is wrong with them. */
    PreparedCell prepare(CellInput input) throws BindingException;
}
