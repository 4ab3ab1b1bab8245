package org.repsim.models.battleroyale;

import org.repsim.models.unreal.replication.DistanceInterleaving;

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
 * <p>Setup: two still players 50 m apart at most, interleaving off, no other actors, fixed
 * latency 20 ms without jitter. Costs: 1 µs per dispatched message, Simulate a fixed 50 ms, the
 * Unreal pass free except 1 ms per ReplicateActor call, RPC serialization and sends free. Each
 * frame every character is due (50 ms frames, see BattleRoyaleTestProfiles.WORK_BOUND) and each
 * connection replicates its own character and the other one: 4 calls, Net Flush = 4 ms. An RPC
 * queued in dispatch waits, without Net Send Flush, for the rest of dispatch (a few µs) + 50 ms +
 * 4 ms = 54.00 ms; with it, for the rest of dispatch only.
 */
class BattleRoyaleNetSendFlushTest {

    static RunOutput run(boolean netSendFlush) {
        BattleRoyaleScenario scenario = BattleRoyaleScenario.defaults().withMap(35.0, 1000.0)
                .withPlayers(2, AliveCurve.constant(2))
                .withMovement(MovementSpec.still()).withOtherActors(List.of())
                .withInterleaving(DistanceInterleaving.off())
                .withClient(new ClientLinkSpec(30.0, 5.0, 20.0, 0.0, 0.0))
                .withNetSendFlush(netSendFlush);
        return BattleRoyaleModel.runUnscaled(scenario, BattleRoyaleTestProfiles.WORK_BOUND,
                BattleRoyaleTestProfiles.onlyReplicateActor(1.0), RunWindow.ofSeconds(1.0, 30.0), new RandomStreams(7, 0));
    }

    @Test
    void netSendFlushMovesRpcQueueingDelayFromSimulatePlusFlushToAlmostZero() {
        RunOutput off = run(false);
        RunOutput on = run(true);
        assertEquals(50.0, off.metrics().get(BattleRoyaleMetrics.SIMULATE_MS), 1e-9, "hand-computed simulate");
        assertEquals(4.0, off.metrics().get(BattleRoyaleMetrics.NET_FLUSH_MS), 1e-9, "hand-computed flush");
        assertEquals(54.0, off.metrics().get(BattleRoyaleMetrics.RPC_QUEUE_DELAY_MEAN_MS), 0.01);
        assertEquals(0.0, on.metrics().get(BattleRoyaleMetrics.RPC_QUEUE_DELAY_MEAN_MS), 0.01);
        assertTrue(off.metrics().get(BattleRoyaleMetrics.SHOTS_PER_S) > 5.0, "enough shots to average over");
    }

    @Test
    void endToEndShotLatencyDropsByTheQueueingDelayAndTickRateStaysTheSame() {
        RunOutput off = run(false);
        RunOutput on = run(true);
        // Same seed, no jitter: the same shots leave at the same times and meet the same frames,
        // so the whole difference is the queueing delay removed (54 ms).
        double drop = off.metrics().get(BattleRoyaleMetrics.SHOT_LATENCY_MEAN_MS)
                - on.metrics().get(BattleRoyaleMetrics.SHOT_LATENCY_MEAN_MS);
        assertEquals(54.0, drop, 0.01);
        assertEquals(off.metrics().get(BattleRoyaleMetrics.TICK_HZ), on.metrics().get(BattleRoyaleMetrics.TICK_HZ), 1e-9);
    }

    @Test
    void netSendFlushDoublesTheServerSendRate() {
        // 30 Hz input against 20 Hz frames: every frame each client has a move acknowledgement
        // queued, so each connection gets two sends per frame instead of one.
        double off = run(false).metrics().get(BattleRoyaleMetrics.SENDS_PER_CONNECTION_S);
        double on = run(true).metrics().get(BattleRoyaleMetrics.SENDS_PER_CONNECTION_S);
        assertEquals(2.0, on / off, 0.01);
    }
}
