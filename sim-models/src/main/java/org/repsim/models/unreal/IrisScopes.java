package org.repsim.models.unreal;

import org.repsim.engine.cost.CostLedger;
import org.repsim.engine.cost.CostProfile;
import org.repsim.engine.cost.Price;

/**
 * The Iris pass's timer tree and the one place its costs are charged, once per frame from the
 * frame's {@link FrameCounters} (docs/iris.md):
 *
 * <pre>
 * ServerReplicateActors                        the net driver's replication tick (fixed work per frame and connection)
 *   PreSendUpdate { UpdateFiltering, PollAndCopy, Quantize, PropagateDirtyChanges, UpdatePrioritization }
 *   SendUpdate { WriteObjects { SerializeMembers } }
 * </pre>
 *
 * The per-frame scopes count one call per frame and {@code WriteObjects} one per connection, as
 * the engine's timers do; {@code SerializeMembers} counts the objects written. Each charge is a
 * sum of {@link Price}s, which count the operations of each key they price (OperationCountsTest).
 */
final class IrisScopes extends TimerScopes implements PassScopes {
    private final Price frame = price(root, UnrealCosts.SRA_FRAME_US);
    private final Price connection = price(root, UnrealCosts.SRA_CONNECTION_US);
    private final int preSendUpdate = ledger.scope("PreSendUpdate", root);
    private final int filtering = ledger.scope("UpdateFiltering", preSendUpdate);
    private final Price gridUpdate = price(filtering, UnrealCosts.IRIS_GRID_UPDATE_US);
    private final Price filterCell = price(filtering, UnrealCosts.IRIS_FILTER_CELL_US);
    private final Price filterObject = price(filtering, UnrealCosts.IRIS_FILTER_OBJECT_US);
    private final int poll = ledger.scope("PollAndCopy", preSendUpdate);
    private final Price pollCandidate = price(poll, UnrealCosts.IRIS_POLL_CANDIDATE_US);
    private final Price pollObject = price(poll, UnrealCosts.IRIS_POLL_OBJECT_US);
    private final Price comparePod = price(poll, UnrealCosts.COMPARE_POD_US);
    private final Price compareComposite = price(poll, UnrealCosts.COMPARE_COMPOSITE_US);
    private final int quantize = ledger.scope("Quantize", preSendUpdate);
    private final Price quantizeObject = price(quantize, UnrealCosts.IRIS_QUANTIZE_OBJECT_US);
    private final Price quantizeMember = price(quantize, UnrealCosts.IRIS_COPY_QUANTIZE_MEMBER_US);
    private final int propagate = ledger.scope("PropagateDirtyChanges", preSendUpdate);
    private final Price changeMask = price(propagate, UnrealCosts.IRIS_CHANGE_MASK_US);
    private final int prioritization = ledger.scope("UpdatePrioritization", preSendUpdate);
    private final Price prioritized = price(prioritization, UnrealCosts.IRIS_PRIORITIZE_US);
    private final int sendUpdate = ledger.scope("SendUpdate", root);
    private final int writeObjects = ledger.scope("WriteObjects", sendUpdate);
    private final Price writeObject = price(writeObjects, UnrealCosts.IRIS_WRITE_OBJECT_US);
    private final Price createObject = price(writeObjects, UnrealCosts.IRIS_CREATE_OBJECT_US);
    private final int serialize = ledger.scope("SerializeMembers", writeObjects);
    private final Price serializeMember = price(serialize, UnrealCosts.IRIS_SERIALIZE_MEMBER_US);
    private final Price serializeInitial = price(serialize, UnrealCosts.IRIS_SERIALIZE_INITIAL_MEMBER_US);
    private final Price fastArrayKeyCheck = price(serialize, UnrealCosts.FAST_ARRAY_KEY_CHECK_US);
    private final Price fastArrayItemWalk = price(serialize, UnrealCosts.FAST_ARRAY_ITEM_WALK_US);
    private final Price fastArrayItemSerialize = price(serialize, UnrealCosts.FAST_ARRAY_ITEM_SERIALIZE_US);

    IrisScopes(CostLedger ledger, CostProfile profile) {
        super(ledger, profile, "ServerReplicateActors");
    }

    @Override
    public void chargeReplication(FrameCounters f, int connections) {
        ledger.charge(root, 1, frame.of(1) + connection.of(connections));
        ledger.count(preSendUpdate, 1);
        ledger.charge(filtering, 1, gridUpdate.of(f.irisGridUpdates) + filterCell.of(f.irisFilterCells)
                + filterObject.of(f.irisFilterChecks));
        // The poll's member compare is legacy's compare; with push model it visits only candidates.
        ledger.charge(poll, 1, pollCandidate.of(f.irisPollCandidates) + pollObject.of(f.compareCalls)
                + comparePod.of(f.comparedProperties - f.comparedComposite)
                + compareComposite.of(f.comparedComposite));
        ledger.charge(quantize, 1, quantizeObject.of(f.irisQuantizedObjects)
                + quantizeMember.of(f.irisQuantizedMembers));
        ledger.charge(propagate, 1, changeMask.of(f.irisChangeMasks));
        ledger.charge(prioritization, 1, prioritized.of(f.irisPrioritized));
        ledger.count(sendUpdate, 1);
        ledger.charge(writeObjects, connections, writeObject.of(f.irisObjectsWritten)
                + createObject.of(f.irisCreations));
        // Fast arrays: the legacy path's delta serialization (its keys), only for the objects written.
        ledger.charge(serialize, f.irisObjectsWritten, serializeMember.of(f.serializedProperties)
                + serializeInitial.of(f.initialProperties) + fastArrayKeyCheck.of(f.fastArrayKeyChecks)
                + fastArrayItemWalk.of(f.fastArrayItemsWalked) + fastArrayItemSerialize.of(f.fastArrayItemsSent));
    }
}
