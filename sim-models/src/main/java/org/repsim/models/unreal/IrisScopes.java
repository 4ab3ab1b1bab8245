package org.repsim.models.unreal;

import org.repsim.engine.cost.CostKey;
import org.repsim.engine.cost.CostLedger;

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
 * the engine's timers do; {@code SerializeMembers} counts the objects written. Beside each charge
 * the ledger is told the operations of each cost key it prices (OperationCountsTest).
 */
final class IrisScopes implements PassScopes {
    private final CostLedger ledger;
    private final UnitCosts u;
    private final int root;
    private final int preSendUpdate;
    private final int filtering;
    private final int poll;
    private final int quantize;
    private final int propagate;
    private final int prioritization;
    private final int sendUpdate;
    private final int writeObjects;
    private final int serialize;
    private final int opFrame;
    private final int opConnection;
    private final int opGridUpdate;
    private final int opFilterCell;
    private final int opFilterObject;
    private final int opPollCandidate;
    private final int opPollObject;
    private final int opComparePod;
    private final int opCompareComposite;
    private final int opQuantizeObject;
    private final int opQuantizeMember;
    private final int opChangeMask;
    private final int opPrioritize;
    private final int opWriteObject;
    private final int opCreateObject;
    private final int opSerializeMember;
    private final int opSerializeInitial;
    private final int opFastArrayKeyCheck;
    private final int opFastArrayItemWalk;
    private final int opFastArrayItemSerialize;

    IrisScopes(CostLedger ledger, UnitCosts u) {
        this.ledger = ledger;
        this.u = u;
        root = ledger.scope("ServerReplicateActors");
        preSendUpdate = ledger.scope("PreSendUpdate", root);
        filtering = ledger.scope("UpdateFiltering", preSendUpdate);
        poll = ledger.scope("PollAndCopy", preSendUpdate);
        quantize = ledger.scope("Quantize", preSendUpdate);
        propagate = ledger.scope("PropagateDirtyChanges", preSendUpdate);
        prioritization = ledger.scope("UpdatePrioritization", preSendUpdate);
        sendUpdate = ledger.scope("SendUpdate", root);
        writeObjects = ledger.scope("WriteObjects", sendUpdate);
        serialize = ledger.scope("SerializeMembers", writeObjects);
        opFrame = op(root, UnrealCosts.SRA_FRAME_US);
        opConnection = op(root, UnrealCosts.SRA_CONNECTION_US);
        opGridUpdate = op(filtering, UnrealCosts.IRIS_GRID_UPDATE_US);
        opFilterCell = op(filtering, UnrealCosts.IRIS_FILTER_CELL_US);
        opFilterObject = op(filtering, UnrealCosts.IRIS_FILTER_OBJECT_US);
        opPollCandidate = op(poll, UnrealCosts.IRIS_POLL_CANDIDATE_US);
        opPollObject = op(poll, UnrealCosts.IRIS_POLL_OBJECT_US);
        opComparePod = op(poll, UnrealCosts.COMPARE_POD_US);
        opCompareComposite = op(poll, UnrealCosts.COMPARE_COMPOSITE_US);
        opQuantizeObject = op(quantize, UnrealCosts.IRIS_QUANTIZE_OBJECT_US);
        opQuantizeMember = op(quantize, UnrealCosts.IRIS_COPY_QUANTIZE_MEMBER_US);
        opChangeMask = op(propagate, UnrealCosts.IRIS_CHANGE_MASK_US);
        opPrioritize = op(prioritization, UnrealCosts.IRIS_PRIORITIZE_US);
        opWriteObject = op(writeObjects, UnrealCosts.IRIS_WRITE_OBJECT_US);
        opCreateObject = op(writeObjects, UnrealCosts.IRIS_CREATE_OBJECT_US);
        opSerializeMember = op(serialize, UnrealCosts.IRIS_SERIALIZE_MEMBER_US);
        opSerializeInitial = op(serialize, UnrealCosts.IRIS_SERIALIZE_INITIAL_MEMBER_US);
        opFastArrayKeyCheck = op(serialize, UnrealCosts.FAST_ARRAY_KEY_CHECK_US);
        opFastArrayItemWalk = op(serialize, UnrealCosts.FAST_ARRAY_ITEM_WALK_US);
        opFastArrayItemSerialize = op(serialize, UnrealCosts.FAST_ARRAY_ITEM_SERIALIZE_US);
    }

    private int op(int scope, CostKey key) {
        return ledger.operation(scope, key);
    }

    @Override
    public void chargeReplication(FrameCounters f, int connections) {
        ledger.charge(root, 1, u.sraFrameNs + connections * u.sraConnectionNs);
        ledger.count(preSendUpdate, 1);
        ledger.charge(filtering, 1, f.irisGridUpdates * u.irisGridUpdateNs + f.irisFilterCells * u.irisFilterCellNs
                + f.irisFilterChecks * u.irisFilterObjectNs);
        // The poll's member compare is legacy's compare; with push model it visits only candidates.
        ledger.charge(poll, 1, f.irisPollCandidates * u.irisPollCandidateNs + f.compareCalls * u.irisPollObjectNs
                + (f.comparedProperties - f.comparedComposite) * u.comparePodNs
                + f.comparedComposite * u.compareCompositeNs);
        ledger.charge(quantize, 1, f.irisQuantizedObjects * u.irisQuantizeObjectNs
                + f.irisQuantizedMembers * u.irisCopyQuantizeMemberNs);
        ledger.charge(propagate, 1, f.irisChangeMasks * u.irisChangeMaskNs);
        ledger.charge(prioritization, 1, f.irisPrioritized * u.irisPrioritizeNs);
        ledger.count(sendUpdate, 1);
        ledger.charge(writeObjects, connections, f.irisObjectsWritten * u.irisWriteObjectNs
                + f.irisCreations * u.irisCreateObjectNs);
        // Fast arrays: the legacy path's delta serialization (its keys), only for the objects written.
        ledger.charge(serialize, f.irisObjectsWritten, f.serializedProperties * u.irisSerializeMemberNs
                + f.initialProperties * u.irisSerializeInitialMemberNs + f.fastArrayKeyChecks * u.fastArrayKeyCheckNs
                + f.fastArrayItemsWalked * u.fastArrayItemWalkNs + f.fastArrayItemsSent * u.fastArrayItemSerializeNs);
        ledger.countOperations(opFrame, 1);
        ledger.countOperations(opConnection, connections);
        ledger.countOperations(opGridUpdate, f.irisGridUpdates);
        ledger.countOperations(opFilterCell, f.irisFilterCells);
        ledger.countOperations(opFilterObject, f.irisFilterChecks);
        ledger.countOperations(opPollCandidate, f.irisPollCandidates);
        ledger.countOperations(opPollObject, f.compareCalls);
        ledger.countOperations(opComparePod, f.comparedProperties - f.comparedComposite);
        ledger.countOperations(opCompareComposite, f.comparedComposite);
        ledger.countOperations(opQuantizeObject, f.irisQuantizedObjects);
        ledger.countOperations(opQuantizeMember, f.irisQuantizedMembers);
        ledger.countOperations(opChangeMask, f.irisChangeMasks);
        ledger.countOperations(opPrioritize, f.irisPrioritized);
        ledger.countOperations(opWriteObject, f.irisObjectsWritten);
        ledger.countOperations(opCreateObject, f.irisCreations);
        ledger.countOperations(opSerializeMember, f.serializedProperties);
        ledger.countOperations(opSerializeInitial, f.initialProperties);
        ledger.countOperations(opFastArrayKeyCheck, f.fastArrayKeyChecks);
        ledger.countOperations(opFastArrayItemWalk, f.fastArrayItemsWalked);
        ledger.countOperations(opFastArrayItemSerialize, f.fastArrayItemsSent);
    }
}
