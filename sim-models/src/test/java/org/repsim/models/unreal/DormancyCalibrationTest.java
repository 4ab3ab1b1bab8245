package org.repsim.models.unreal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.RunWindow;
import org.repsim.models.unreal.object.ActorClasses;
import org.repsim.models.unreal.replication.PushCondition;

/**
 * Brief §8 dormancy figures at 100% (1000 actors DORM_DormantAll 5 s into warm-up, wake then
 * write): the totals (±10%) and the unit costs (±15%), against the awake push + skip condition
 * at the same rate.
 *
 * <p>Window: the dormancy change is at 5 s and its mass close is over one round trip later, so
 * 10 s of warm-up reach the steady wake/close cycle; 10 measured seconds (~230 frames, ~18,000
 * channel opens) give means within 0.5% of the brief's 20 s + 30 s window (checked on these
 * seeds), at a fifth of the run time. Eight seeds, each drawing its own run-level frame work as
 * the other calibration tests do.
 */
class DormancyCalibrationTest {
    private static final int SEEDS = 8;
    private static final RunWindow WINDOW = RunWindow.ofSeconds(10, 10);
    /** Brief §8: the level's own replicated objects, "about ten, always awake", are not simulated. */
    private static final double TEMPLATE_OBJECTS = 10;

    private static double sraSkip;
    private static double sraOff;
    private static double sraAwake;
    private static double activeObjects;
    private static double channelsOpened;
    private static double serPerCallWaking;
    private static double serPerCallAwake;
    private static double serMsAwake;
    private static double tickMs;
    private static double tickMsAwake;
    private static double flushMs;

    @BeforeAll
    static void run() {
        for (int seed = 0; seed < SEEDS; seed++) {
            RandomStreams streams = new RandomStreams(3000 + seed, 0);
            UnrealRun d = UnrealModel.simulate(UnrealScenario.dormancyCondition(PushCondition.PUSH_SKIP, 1.0),
                    Runs.PROFILE, WINDOW, streams);
            UnrealRun off = UnrealModel.simulate(UnrealScenario.dormancyCondition(PushCondition.PUSH_OFF, 1.0),
                    Runs.PROFILE, WINDOW, new RandomStreams(3000 + seed, 0));
            UnrealRun a = UnrealModel.simulate(UnrealScenario.briefLab(ActorClasses.full(), 1000, 2,
                    PushCondition.PUSH_SKIP, 1.0), Runs.PROFILE, WINDOW, new RandomStreams(3000 + seed, 0));
            sraSkip += d.metric("server_replicate_actors_ms") / SEEDS;
            sraOff += off.metric("server_replicate_actors_ms") / SEEDS;
            sraAwake += a.metric("server_replicate_actors_ms") / SEEDS;
            activeObjects += d.metric("active_objects_per_frame") / SEEDS;
            channelsOpened += d.metric("channels_opened_per_frame") / SEEDS;
            serPerCallWaking += d.metric("serialize_us_per_call") / SEEDS;
            tickMs += d.metric("channel_tick_ms") / SEEDS;
            flushMs += d.metric("dormancy_flush_ms") / SEEDS;
            serPerCallAwake += a.metric("serialize_us_per_call") / SEEDS;
            serMsAwake += a.metric("serialize_ms") / SEEDS;
            tickMsAwake += a.metric("channel_tick_ms") / SEEDS;
        }
    }

    @Test
    void serverReplicateActorsWithDormancyAndPushSkipIsFourPointZeroOneMilliseconds() {
        assertEquals(4.01, sraSkip, 4.01 * 0.10);
    }

    @Test
    void serverReplicateActorsWithDormancyAndPushOffIsFourPointOneFourMilliseconds() {
        assertEquals(4.14, sraOff, 4.14 * 0.10);
    }

    @Test
    void theSameActorsAwakeWithPushSkipCostThreePointThreeEightMilliseconds() {
        // Published beside the dormancy totals (not fitted: the awake pass has no channel work).
        assertEquals(3.38, sraAwake, 3.38 * 0.10);
    }

    @Test
    void activeNetworkObjectsPerFrameMatch() {
        // Published 97.8 per frame, the template's ~10 always-awake objects included.
        assertEquals(97.8, activeObjects + TEMPLATE_OBJECTS, 97.8 * 0.10);
    }

    @Test
    void channelsCreatedPerFrameMatch() {
        assertEquals(85.6, channelsOpened, 85.6 * 0.10);
    }

    @Test
    void wakingSerializesTheWholeStateAtAboutTenMicrosecondsPerCall() {
        assertEquals(9.84, serPerCallWaking, 9.84 * 0.15);
    }

    @Test
    void awakeOnePropertyUpdatesCostAboutThreeQuartersOfAMicrosecond() {
        assertEquals(0.75, serPerCallAwake, 0.75 * 0.15);
        assertEquals(0.12, serMsAwake, 0.12 * 0.15);
    }

    @Test
    void channelTickBecomesVisibleOnlyWithDormancy() {
        assertEquals(0.92, tickMs, 0.92 * 0.15);
        assertEquals(0.004, tickMsAwake, 0.004 * 0.15);
    }

    @Test
    void flushNetDormancyCallsCostAQuarterMillisecondPerFrame() {
        assertEquals(0.25, flushMs, 0.25 * 0.15);
    }
}
