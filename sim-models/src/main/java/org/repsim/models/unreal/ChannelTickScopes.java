package org.repsim.models.unreal;

import org.repsim.engine.cost.CostLedger;
import org.repsim.engine.cost.CostProfile;
import org.repsim.engine.cost.Price;

/**
 * The connections' channel tick in the timer tree ({@code TickChannels { ChannelClose }}, outside
 * the replication pass) and the one place it is charged, whichever pass runs: per connection its
 * fixed work, per channel pending dormancy its tick, per dormancy close the close bunch.
 */
final class ChannelTickScopes extends TimerScopes {
    private final Price tickConnection = price(root, UnrealCosts.TICK_CHANNELS_CONNECTION_US);
    private final Price tickPending = price(root, UnrealCosts.TICK_CHANNEL_PENDING_US);
    private final int channelClose = ledger.scope("ChannelClose", root);
    private final Price closed = price(channelClose, UnrealCosts.CHANNEL_CLOSE_US);

    ChannelTickScopes(CostLedger ledger, CostProfile profile) {
        super(ledger, profile, "TickChannels");
    }

    /** Charges the connections' channel tick of one frame. */
    void chargeTickChannels(FrameCounters f, int connections) {
        ledger.charge(root, connections, tickConnection.of(connections) + tickPending.of(f.pendingChannelTicks));
        ledger.charge(channelClose, f.closeBunches, closed.of(f.closeBunches));
    }
}
