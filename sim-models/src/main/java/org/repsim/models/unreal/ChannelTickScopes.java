package org.repsim.models.unreal;

import org.repsim.engine.cost.CostLedger;

/**
 * The connections' channel tick in the timer tree ({@code TickChannels { ChannelClose }}, outside
 * the replication pass) and the one place it is charged, whichever pass runs: per connection its
 * fixed work, per channel pending dormancy its tick, per dormancy close the close bunch.
 */
final class ChannelTickScopes {
    private final CostLedger ledger;
    private final UnitCosts u;
    private final int tickChannels;
    private final int channelClose;
    private final int opTickConnection;
    private final int opTickPending;
    private final int opChannelClose;

    ChannelTickScopes(CostLedger ledger, UnitCosts u) {
        this.ledger = ledger;
        this.u = u;
        tickChannels = ledger.scope("TickChannels");
        channelClose = ledger.scope("ChannelClose", tickChannels);
        opTickConnection = ledger.operation(tickChannels, UnrealCosts.TICK_CHANNELS_CONNECTION_US);
        opTickPending = ledger.operation(tickChannels, UnrealCosts.TICK_CHANNEL_PENDING_US);
        opChannelClose = ledger.operation(channelClose, UnrealCosts.CHANNEL_CLOSE_US);
    }

    /** Charges the connections' channel tick of one frame. */
    void chargeTickChannels(FrameCounters f, int connections) {
        ledger.charge(tickChannels, connections,
                connections * u.tickChannelsConnectionNs + f.pendingChannelTicks * u.tickChannelPendingNs);
        ledger.chargeCalls(channelClose, f.closeBunches, u.channelCloseNs);
        ledger.countOperations(opTickConnection, connections);
        ledger.countOperations(opTickPending, f.pendingChannelTicks);
        ledger.countOperations(opChannelClose, f.closeBunches);
    }
}
