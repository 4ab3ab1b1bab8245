package org.repsim.models.battleroyale;

import org.repsim.engine.cost.CostProfile;

/**
 * A battle-royale profile compiled for the frame phases: nanoseconds per operation, read through
 * the {@link BattleRoyaleCosts} keys only.
 */
final class PhaseCosts {
    private final double dispatchPerMessageNs;
    private final double simulatePerAliveCharacterNs;
    private final double simulateBaseNs;
    private final double rpcSerializePerConnectionNs;
    private final double flushPerSerializedActorPerConnectionNs;
    private final double flushOtherActorsPerConnectionNs;
    private final double sendFlushPerConnectionNs;

    PhaseCosts(CostProfile p) {
        dispatchPerMessageNs = p.nanos(BattleRoyaleCosts.DISPATCH_PER_MESSAGE_NS);
        simulatePerAliveCharacterNs = p.nanos(BattleRoyaleCosts.SIMULATE_PER_ALIVE_CHARACTER_NS);
        simulateBaseNs = p.nanos(BattleRoyaleCosts.SIMULATE_BASE_NS);
        rpcSerializePerConnectionNs = p.nanos(BattleRoyaleCosts.RPC_SERIALIZE_PER_CONNECTION_NS);
        flushPerSerializedActorPerConnectionNs = p.nanos(BattleRoyaleCosts.FLUSH_PER_SERIALIZED_ACTOR_PER_CONNECTION_NS);
        flushOtherActorsPerConnectionNs = p.nanos(BattleRoyaleCosts.FLUSH_OTHER_ACTORS_PER_CONNECTION_NS);
        sendFlushPerConnectionNs = p.nanos(BattleRoyaleCosts.SEND_FLUSH_PER_CONNECTION_NS);
    }

    double dispatchPerMessageNs() {
        return dispatchPerMessageNs;
    }

    double simulatePerAliveCharacterNs() {
        return simulatePerAliveCharacterNs;
    }

    double simulateBaseNs() {
        return simulateBaseNs;
    }

    double rpcSerializePerConnectionNs() {
        return rpcSerializePerConnectionNs;
    }

    double flushPerSerializedActorPerConnectionNs() {
        return flushPerSerializedActorPerConnectionNs;
    }

    double flushOtherActorsPerConnectionNs() {
        return flushOtherActorsPerConnectionNs;
    }

    double sendFlushPerConnectionNs() {
        return sendFlushPerConnectionNs;
    }
}
