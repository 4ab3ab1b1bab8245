package org.repsim.models.unreal.replication;

import org.repsim.engine.param.Param;

/**
 * The replication pass's gather/prioritize stage and the graph's nodes, for a model that drives
 * an Unreal server with settings of its own (the battle-royale model's {@code scenario.replication});
 * the Unreal model carries the same two keys in {@link ReplicationSettings}.
 */
public record PassStrategy(
        @Param(doc = "Gather/prioritize stage: legacy or replication_graph.", dflt = "legacy") ReplicationStrategy strategy,
        @Param(doc = "Replication graph nodes (strategy replication_graph).", dflt = "{}") GraphSettings graph) {

    public PassStrategy {
        java.util.Objects.requireNonNull(strategy, "strategy");
        java.util.Objects.requireNonNull(graph, "graph");
    }

    public static PassStrategy legacy() {
        return new PassStrategy(ReplicationStrategy.LEGACY, GraphSettings.basic());
    }

    public static PassStrategy graph(GraphSettings g) {
        return new PassStrategy(ReplicationStrategy.REPLICATION_GRAPH, g);
    }
}
