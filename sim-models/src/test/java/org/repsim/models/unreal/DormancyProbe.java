package org.repsim.models.unreal;

import java.util.HashMap;
import java.util.Map;
import org.repsim.engine.cost.CostProfile;
import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.RunWindow;
import org.repsim.models.unreal.replication.PushCondition;

/**
 * Diagnostic main (not a test): the dormancy condition's totals, means over seeds, with the
 * parts the profile's channel keys are derived from. Args: rate seeds warmup_s duration_s
 * [key=value overrides of ue58-editor].
 */
public final class DormancyProbe {
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
        Map<String, Double> v = p.values();
        for (PushCondition c : new PushCondition[] {PushCondition.PUSH_SKIP, PushCondition.PUSH_OFF}) {
            double[] m = new double[13];
            for (int seed = 0; seed < seeds; seed++) {
                UnrealRun r = UnrealModel.simulate(UnrealScenario.dormancyCondition(c, rate), p, w,
                        new RandomStreams(3000 + seed, 0));
                double f = r.frames();
                double[] x = {r.metric("server_replicate_actors_ms"), r.metric("active_objects_per_frame"),
                    r.metric("channels_opened_per_frame"), r.metric("serialize_us_per_call"), r.metric("serialize_ms"),
                    r.metric("channel_tick_ms"), r.metric("dormancy_flush_ms"), r.metric("frame_ms"),
                    r.totals().pendingChannelTicks / f, r.totals().closeBunches / f,
                    r.metric("server_replicate_actors_ms") - r.totals().channelsOpened / f * v.get("channel_open_us") / 1e3,
                    r.metric("channel_tick_ms") - r.totals().closeBunches / f * v.get("channel_close_us") / 1e3
                        - r.totals().pendingChannelTicks / f * v.get("tick_channel_pending_us") / 1e3,
                    r.totals().considered / f};
                for (int k = 0; k < m.length; k++) {
                    m[k] += x[k] / seeds;
                }
            }
            System.out.printf("%s: SRA %.3f active %.1f opened %.1f ser/call %.2f ser %.3f tick %.3f flush %.3f frame %.1f"
                    + " | ticks/f %.1f closes/f %.1f | SRA w/o open %.3f tick fixed %.4f | active in the pass %.1f%n", c, m[0], m[1],
                    m[2], m[3], m[4], m[5], m[6], m[7], m[8], m[9], m[10], m[11], m[12]);
        }
    }
}
