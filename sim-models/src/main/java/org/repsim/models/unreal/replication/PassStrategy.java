package org.repsim.models.unreal.replication;

import org.repsim.engine.param.Param;

/**
 * The replication pass and its set-up, for a model that drives an Unreal server with settings of
 * its own (the battle-royale model's {@code scenario.replication}); the Unreal model carries the
 * same keys in {@link ReplicationSettings}.
 */
public record PassStrategy(
        @Param(doc = "Replication pass: legacy, replication_graph or iris.", dflt = "legacy") ReplicationStrategy strategy,
        @Param(doc = "Replication graph nodes (strategy replication_graph).", dflt = "{}") GraphSettings graph,
        @Param(doc = "Iris replication system (strategy iris).", dflt = "{}") IrisSettings iris) {

    public PassStrategy {
        java.util.Objects.requireNonNull(strategy, "strategy");
        java.util.Objects.requireNonNull(graph, "graph");
        java.util.Objects.requireNonNull(iris, "iris");
    }

    public static PassStrategy legacy() {
        return new PassStrategy(ReplicationStrategy.LEGACY, GraphSettings.basic(), IrisSettings.defaults());
    }

    public static PassStrategy graph(GraphSettings g) {
        return new PassStrategy(ReplicationStrategy.REPLICATION_GRAPH, g, IrisSettings.defaults());
    }

    public static PassStrategy iris(IrisSettings i) {
        return new PassStrategy(ReplicationStrategy.IRIS, GraphSettings.basic(), i);
    }
}
