package org.repsim.models.battleroyale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.RunOutput;
import org.repsim.engine.run.RunWindow;

/**
 * Acceptance: Net Send Flush moves the mean queueing delay of RPCs produced in dispatch from
 * ≈ (simulate + flush time) to ≈ 0, in a setup computed by hand.
 *
 * <p>Setup: two still players 50 m apart, interleaving off, no other actors, fixed latency 20 ms
 * without jitter. Costs: 1 µs per dispatched message, 5 ms simulate per alive character, 1 ms per
 * serialized actor per connection, RPC serialization and send-flush free. Per frame: Simulate =
 * 2 × 5 = 10 ms, Net Flush = 2 pairs × 1 ms = 2 ms, dispatch a few µs, so frames are ≈ 12 ms of
 * work under the 30 Hz cap. An RPC queued in dispatch waits, without Net Send Flush, for the rest
 * of dispatch (at most a few µs) + 10 ms + 2 ms = 12.00 ms; with it, for the rest of dispatch only.
 */
class BattleRoyaleNetSendFlushTest {
    static final BattleRoyaleCostProfile HAND = new BattleRoyaleCostProfile(1_000, 5_000_000, 0, 0, 1_000_000, 0);

    static BattleRoyaleScenario handScenario(boolean netSendFlush) {
        return BattleRoyaleScenario.defaults().withMap(60.0, 1000.0)
                .withPlayers(2, AliveCurve.constant(2))
                .withSpawn(new SpatialDistribution.Uniform())
                .withMovement(MovementSpec.still()).withOtherActors(List.of())
                .withInterleaving(InterleavingPolicy.off())
                .withClient(new ClientLinkSpec(30.0, 5.0, 20.0, 0.0, 0.0))
                .withNetSendFlush(netSendFlush);
    }

    static RunOutput run(boolean netSendFlush) {
        return BattleRoyaleModel.run(handScenario(netSendFlush), HAND, RunWindow.ofSeconds(1.0, 30.0),
                new RandomStreams(7, 0));
    }

    @Test
    void netSendFlushMovesRpcQueueingDelayFromSimulatePlusFlushToAlmostZero() {
        RunOutput off = run(false);
        RunOutput on = run(true);
        double simulatePlusFlushMs = off.metrics().get(BattleRoyaleMetrics.SIMULATE_MS)
                + off.metrics().get(BattleRoyaleMetrics.NET_FLUSH_MS);
        assertEquals(12.0, simulatePlusFlushMs, 1e-9, "hand-computed simulate + flush");
        assertEquals(12.0, off.metrics().get(BattleRoyaleMetrics.RPC_QUEUE_DELAY_MEAN_MS), 0.01);
        assertEquals(0.0, on.metrics().get(BattleRoyaleMetrics.RPC_QUEUE_DELAY_MEAN_MS), 0.01);
        assertTrue(off.metrics().get(BattleRoyaleMetrics.SHOTS_PER_S) > 5.0, "enough shots to average over");
    }

    @Test
    void endToEndShotLatencyDropsByTheQueueingDelayAndTickRateStaysTheSame() {
        RunOutput off = run(false);
        RunOutput on = run(true);
        // Same seed, no jitter: the same shots leave at the same times and meet the same frames,
        // so the whole difference is the queueing delay removed (12 ms).
        double drop = off.metrics().get(BattleRoyaleMetrics.SHOT_LATENCY_MEAN_MS)
                - on.metrics().get(BattleRoyaleMetrics.SHOT_LATENCY_MEAN_MS);
        assertEquals(12.0, drop, 0.01);
        assertEquals(off.metrics().get(BattleRoyaleMetrics.TICK_HZ), on.metrics().get(BattleRoyaleMetrics.TICK_HZ), 1e-9);
    }

    @Test
    void netSendFlushDoublesTheServerSendRate() {
        // Every frame each client has a move acknowledgement queued (30 Hz input, 30 Hz frames),
        // so each connection gets two sends per frame instead of one.
        double off = run(false).metrics().get(BattleRoyaleMetrics.SENDS_PER_CONNECTION_S);
        double on = run(true).metrics().get(BattleRoyaleMetrics.SENDS_PER_CONNECTION_S);
        assertEquals(2.0, on / off, 0.05);
    }
}
