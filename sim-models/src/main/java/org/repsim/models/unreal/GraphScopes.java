package org.repsim.models.unreal;

import org.repsim.engine.cost.CostLedger;
import org.repsim.engine.cost.CostProfile;
import org.repsim.engine.cost.Price;

/**
 * The replication graph's own scopes under the legacy pass's tree (docs/replication-graph.md) and
 * the one place they are charged: re-binning, list gathers, per-pair due checks, list appends and
 * sort, and the FastShared path (one build per actor per frame, one send per connection). Consider
 * and Prioritize are the legacy pass's scopes and keys ({@link ReplicationScopes}).
 */
final class GraphScopes extends TimerScopes {
    private final int gatherPrioritize = ledger.scope("GatherPrioritize", root);
    private final int prepareForReplication = ledger.scope("PrepareForReplication", gatherPrioritize);
    private final Price rebin = price(prepareForReplication, UnrealCosts.GRAPH_REBIN_US);
    private final Price rebinListOps = price(prepareForReplication, UnrealCosts.GRAPH_LIST_APPEND_US);
    private final int gatherLists = ledger.scope("GatherLists", gatherPrioritize);
    private final Price cellGather = price(gatherLists, UnrealCosts.GRAPH_CELL_GATHER_US);
    private final int dueCheck = ledger.scope("DueCheck", gatherPrioritize);
    private final Price dueChecked = price(dueCheck, UnrealCosts.GRAPH_DUE_CHECK_US);
    private final int sortList = ledger.scope("SortList", gatherPrioritize);
    private final Price listAppend = price(sortList, UnrealCosts.GRAPH_LIST_APPEND_US);
    private final Price sortElement = price(sortList, UnrealCosts.GRAPH_SORT_ELEMENT_US);
    private final int fastShared = ledger.scope("FastShared", root);
    private final Price fastSharedBuild = price(fastShared, UnrealCosts.FAST_SHARED_BUILD_US);
    private final Price fastSharedSend = price(fastShared, UnrealCosts.FAST_SHARED_SEND_US);

    /** Below the game driver's {@code ServerReplicateActors}, which {@link ReplicationScopes} declared. */
    GraphScopes(CostLedger ledger, CostProfile profile) {
        super(ledger, profile, "ServerReplicateActors");
    }

    void charge(FrameCounters f) {
        ledger.charge(prepareForReplication, f.graphRebins, rebin.of(f.graphRebins) + rebinListOps.of(f.graphRebinListOps));
        ledger.charge(gatherLists, f.graphGathers, cellGather.of(f.graphGathers));
        ledger.charge(dueCheck, f.graphDueChecks, dueChecked.of(f.graphDueChecks));
        ledger.charge(sortList, f.graphSorted, listAppend.of(f.graphListAppends) + sortElement.of(f.graphSorted));
        ledger.charge(fastShared, f.fastSharedSends, fastSharedBuild.of(f.fastSharedBuilds)
                + fastSharedSend.of(f.fastSharedSends));
    }
}
