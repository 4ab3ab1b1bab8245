package org.repsim.models.room;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.repsim.engine.cost.CostKey;
import org.repsim.engine.cost.CostProfile;
import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.Metric;
import org.repsim.engine.run.RunContext;
import org.repsim.engine.run.RunOutput;
import org.repsim.engine.run.RunWindow;
import org.repsim.engine.run.TimeSeries;
import org.repsim.models.room.transport.TransportMode;

/** Whole load steps: determinism, metric list, the resync path under loss, and load effects. */
class RoomModelTest {
    private static final RunWindow SHORT = RunWindow.ofSeconds(6, 12);
    private static final CostProfile SHIPPED = RoomCosts.shipped("room-node-ws");

    private static RunOutput run(RoomScenario s, long seed) {
        return RoomModel.run(s, SHIPPED, SHORT, new RandomStreams(seed, 0));
    }

    @Test
    void sameSeedSameRunDifferentSeedDifferentRun() {
        RoomScenario s = RoomScenario.defaults(36, TransportMode.NEW).withFaults(30, 0.01);
        RunOutput a = run(s, 1);
        RunOutput b = run(s, 1);
        RunOutput c = run(s, 2);
        assertEquals(a.fingerprint(), b.fingerprint());
        assertEquals(a.metrics(), b.metrics());
        assertNotEquals(a.fingerprint(), c.fingerprint());
        assertEquals(RoomMetrics.LOAD_STEP.stream().map(Metric::name).sorted().toList(),
                a.metrics().keySet().stream().toList());
        assertEquals(java.util.List.of("ping_rtt_ms", "input_echo_ms"),
                a.distributions().stream().map(q -> q.metric()).toList());
        for (String name : a.metrics().keySet()) {
            assertTrue(RoomModel.METRICS.find(name, Metric.Kind.SCALAR).isPresent(), name + " is declared with a unit");
        }
    }

    @Test
    void theLoadStepRunsEntirelyOnTheContextsKernel() {
        RoomScenario s = RoomScenario.defaults(36, TransportMode.NEW).withFaults(30, 0.01);
        RunContext context = new RunContext(SHORT, new RandomStreams(6, 0));
        RoomSimulation sim = new RoomSimulation(s, SHIPPED, context);
        RunOutput out = sim.run();
        // a 12 s window of 36 users: thousands of client, network, tick and CPU events
        assertTrue(sim.eventsHandled() > 5_000, "the model's own events ran: " + sim.eventsHandled());
        // every executed kernel event is the model's (clients, network, ticks, CPU completions) or one of the two window events
        assertEquals(sim.eventsHandled() + sim.jobsCompleted() + 2, context.simulator().executedEvents());
        // the window is the context's: one CPU sample per simulated second of it, the last at its end
        TimeSeries cpu = out.series().get(0);
        assertEquals(12, cpu.timesSeconds().length);
        assertEquals(7.0, cpu.timesSeconds()[0], 1e-9);
        assertEquals(18.0, cpu.timesSeconds()[11], 1e-9);
        // no faked frames: the timer tree is per simulated second of the window
        assertEquals(0, out.timers().frames());
        assertEquals("s", out.timers().period());
        assertEquals(12.0, out.timers().periods(), 1e-9);
        // the series and the scalar agree on the busy time of the window
        double meanOfSeconds = java.util.Arrays.stream(cpu.values()).average().orElseThrow();
        assertEquals(out.metrics().get("cpu_pct"), meanOfSeconds, 1e-9);
    }

    @Test
    void lostFramesAreRepairedThroughResyncsWhileDecodingClientsKeepUp() {
        RoomScenario s = RoomScenario.defaults(24, TransportMode.NEW).withFaults(60, 0.02).withDecoding(true);
        RoomSimulation sim = new RoomSimulation(s, SHIPPED, new RunContext(SHORT, new RandomStreams(4, 0)));
        RunOutput out = sim.run();
        // decoding clients parse every accepted state; a wrong delta would have thrown
        assertTrue(sim.observations().statesDecoded > 1000, "decoded " + sim.observations().statesDecoded);
        assertTrue(out.metrics().get("frames_dropped") > 0);
        assertTrue(out.metrics().get("resyncs") > 0, "gaps lead to resync requests");
        assertTrue(out.metrics().get("deltas_discarded") >= out.metrics().get("resyncs"));
        // the resync answers are full states, on top of the join/reconnect/play-again ones
        assertTrue(out.metrics().get("full_state_bytes_per_user_s") > 0);
        // a lost pong is not mistaken for a slow one: pongs are matched by ping id
        assertTrue(out.metrics().get("ping_rtt_max_ms") < 20, "ping max " + out.metrics().get("ping_rtt_max_ms"));
    }

    @Test
    void decodingClientsCheckTheStatesWithoutChangingAnyResult() {
        // Decoding is a check (a wrong delta throws), not a cost or a behaviour: with loss,
        // resyncs and reconnects, every metric, series, distribution and the fingerprint are the
        // same with and without it (what lets room-resync.yaml leave it off; see room-model.md).
        for (TransportMode mode : new TransportMode[] {TransportMode.NEW, TransportMode.OLD}) {
            RoomScenario counted = RoomScenario.defaults(24, mode).withFaults(60, 0.02);
            RoomSimulation decoding = new RoomSimulation(counted.withDecoding(true), SHIPPED,
                    new RunContext(SHORT, new RandomStreams(4, 0)));
            RunOutput withDecoding = decoding.run();
            RunOutput without = run(counted, 4);
            assertTrue(decoding.observations().statesDecoded > 1000, mode + ": the clients did decode");
            assertEquals(withDecoding.fingerprint(), without.fingerprint(), mode + ": fingerprint");
            assertEquals(withDecoding.metrics(), without.metrics(), mode + ": metrics");
            assertEquals(withDecoding.timers(), without.timers(), mode + ": timers");
            assertEquals(withDecoding.series().size(), without.series().size());
            for (int i = 0; i < without.series().size(); i++) {
                assertArrayEquals(withDecoding.series().get(i).values(), without.series().get(i).values(), mode + ": series");
            }
            assertEquals(withDecoding.distributions().size(), without.distributions().size());
            for (int i = 0; i < without.distributions().size(); i++) {
                assertArrayEquals(withDecoding.distributions().get(i).values(), without.distributions().get(i).values(),
                        mode + ": distributions");
            }
        }
    }

    @Test
    void fullStatesCostMoreBytesAndCpuThanDeltasAtTheSameLoad() {
        RunOutput old = run(RoomScenario.defaults(60, TransportMode.OLD), 9);
        RunOutput now = run(RoomScenario.defaults(60, TransportMode.NEW), 9);
        assertTrue(old.metrics().get("bytes_per_user_s") > 4 * now.metrics().get("bytes_per_user_s"));
        assertTrue(old.metrics().get("frames_per_s") > now.metrics().get("frames_per_s"));
        assertTrue(old.metrics().get("cpu_pct") > now.metrics().get("cpu_pct"));
        assertEquals(0.0, old.metrics().get("delta_bytes_per_user_s"));
    }

    /** The shipped unit CPU costs times {@code factor}: a slower server (allocating the same bytes), so a few users load it. */
    static CostProfile slower(double factor) {
        Map<String, Double> o = new TreeMap<>();
        for (CostKey key : RoomCosts.KEYS.keys()) {
            if (key.isTime()) {
                o.put(key.name(), SHIPPED.value(key) * factor);
            }
        }
        return SHIPPED.withOverrides(o);
    }

    @Test
    void cpuAndPingRoundTripRiseWithLoad() {
        // slow enough that 120 users load the core well past half, not so slow that it saturates
        CostProfile slow = slower(30);
        RoomScenario s = RoomScenario.defaults(30, TransportMode.OLD);
        RunOutput light = RoomModel.run(s, slow, SHORT, new RandomStreams(5, 0));
        RunOutput heavy = RoomModel.run(s.withUsers(120), slow, SHORT, new RandomStreams(5, 0));
        double ratio = heavy.metrics().get("cpu_pct") / light.metrics().get("cpu_pct");
        // 5 rooms against 20: the games they happen to play differ in state size (up to ~10x since
        // the shapes were fitted to the 40-room bytes), so the ratio scatters around 4
        assertTrue(ratio > 3 && ratio < 7, "4x the users, about 4x the CPU: " + ratio);
        assertTrue(heavy.metrics().get("cpu_pct") > 50, "the slow server is busy: " + heavy.metrics().get("cpu_pct"));
        assertTrue(heavy.metrics().get("cpu_wait_mean_ms") > 2 * light.metrics().get("cpu_wait_mean_ms"));
        assertTrue(heavy.metrics().get("ping_rtt_p99_ms") > light.metrics().get("ping_rtt_p99_ms") + 3,
                "queueing reaches the pong: p99 " + light.metrics().get("ping_rtt_p99_ms") + " -> "
                        + heavy.metrics().get("ping_rtt_p99_ms"));
    }
}
