package org.repsim.models.unreal;

import java.util.HashMap;
import java.util.Map;
import org.repsim.engine.cost.CostProfile;
import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.RunWindow;
import org.repsim.models.unreal.replication.PushCondition;

/**
 * Diagnostic main (not a test): the dormancy condition at one change rate, means over seeds: the
 * totals, the channel churn per connection and frame (what the profile's dormancy keys are
 * derived from) and where the time goes. Args: rate seeds warmup_s duration_s [key=value
 * overrides of ue58-editor].
 */
public final class DormancyProbe {
    private static final String[] METRICS = {"server_replicate_actors_ms", "channel_tick_ms", "dormancy_flush_ms",
        "channel_open_ms", "serialize_ms", "serialize_us_per_call", "active_objects_per_frame",
        "channels_opened_per_frame", "frame_ms", "game_work_ms"};
    private static final String[] CHURN = {"flushes", "flushed connections", "woken channels", "cancelled pending",
        "reopens", "replicators created", "whole-state serializations", "pending ticks", "closes",
        "ReplicateActor calls", "active in the pass"};

    private DormancyProbe() {
    }

    public static void main(String[] args) {
        double rate = Double.parseDouble(args[0]);
        int seeds = Integer.parseInt(args[1]);
        RunWindow w = RunWindow.ofSeconds(Double.parseDouble(args[2]), Double.parseDouble(args[3]));
        Map<String, Double> over = new HashMap<>();
        for (int i = 4; i < args.length; i++) {
            String[] kv = args[i].split("=");
            over.put(kv[0], Double.parseDouble(kv[1]));
        }
        CostProfile p = over.isEmpty() ? Runs.PROFILE : Runs.PROFILE.withOverrides(over);
        for (PushCondition c : new PushCondition[] {PushCondition.PUSH_SKIP, PushCondition.PUSH_OFF}) {
            double[] m = new double[METRICS.length];
            double[] churn = new double[CHURN.length];
            int connections = 0;
            for (int seed = 0; seed < seeds; seed++) {
                UnrealScenario sc = UnrealScenario.dormancyCondition(c, rate);
                connections = sc.connections();
                UnrealRun r = UnrealModel.simulate(sc, p, w, new RandomStreams(3000 + seed, 0));
                for (int k = 0; k < METRICS.length; k++) {
                    m[k] += r.metric(METRICS[k]) / seeds;
                }
                FrameCounters t = r.totals();
                double perFrame = r.frames() * (double) seeds;
                double[] x = {t.flushes, t.flushedConnections, t.channelsWoken, t.pendingCancelled, t.channelsOpened,
                    t.replicatorsCreated, t.initialSerializeCalls, t.pendingChannelTicks, t.closeBunches,
                    t.replicateActorCalls, t.considered};
                for (int k = 0; k < CHURN.length; k++) {
                    churn[k] += x[k] / perFrame;
                }
            }
            System.out.printf("%s at %.0f%%:%n", c, rate * 100);
            for (int k = 0; k < METRICS.length; k++) {
                System.out.printf("  %-28s %9.3f%n", METRICS[k], m[k]);
            }
            System.out.printf("  per frame (all %d connections) / per connection:%n", connections);
            for (int k = 0; k < CHURN.length; k++) {
                System.out.printf("  %-28s %9.2f / %8.2f%n", CHURN[k], churn[k], churn[k] / connections);
            }
        }
    }
}
