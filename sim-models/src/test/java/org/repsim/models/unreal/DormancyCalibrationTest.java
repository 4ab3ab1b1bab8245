package org.repsim.models.unreal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.repsim.engine.random.RandomStreams;
import org.repsim.models.unreal.object.ActorClasses;
import org.repsim.models.unreal.replication.PushCondition;

/**
 * Brief §8 dormancy unit costs (1000 actors DORM_DormantAll 5 s into warm-up, wake then write,
 * 100%, push + skip) against the awake push + skip condition at the same rate; ±15%.
 */
class DormancyCalibrationTest {
    private static final int SEEDS = 4;
    private static double serPerCallWaking;
    private static double serPerCallAwake;
    private static double serMsAwake;
    private static double channelsOpened;
    private static double tickMs;
    private static double tickMsAwake;
    private static double flushMs;

    @BeforeAll
    static void run() {
        for (int seed = 0; seed < SEEDS; seed++) {
            UnrealRun d = UnrealModel.simulate(UnrealScenario.dormancyCondition(PushCondition.PUSH_SKIP, 1.0),
                    Runs.PROFILE, Runs.BRIEF_WINDOW, new RandomStreams(3000 + seed, 0));
            UnrealRun a = UnrealModel.simulate(UnrealScenario.briefLab(ActorClasses.full(), 1000, 2,
                    PushCondition.PUSH_SKIP, 1.0), Runs.PROFILE, Runs.BRIEF_WINDOW, new RandomStreams(3000 + seed, 0));
            serPerCallWaking += d.metric("serialize_us_per_call") / SEEDS;
            channelsOpened += d.metric("channels_opened_per_frame") / SEEDS;
            tickMs += d.metric("channel_tick_ms") / SEEDS;
            flushMs += d.metric("dormancy_flush_ms") / SEEDS;
            serPerCallAwake += a.metric("serialize_us_per_call") / SEEDS;
            serMsAwake += a.metric("serialize_ms") / SEEDS;
            tickMsAwake += a.metric("channel_tick_ms") / SEEDS;
        }
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
    void channelsCreatedPerFrameMatch() {
        assertEquals(85.6, channelsOpened, 85.6 * 0.15);
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
