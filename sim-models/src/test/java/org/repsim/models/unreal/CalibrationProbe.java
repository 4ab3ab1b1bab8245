package org.repsim.models.unreal;

import org.repsim.engine.random.RandomStreams;
import org.repsim.models.unreal.object.ActorClassSpec;
import org.repsim.models.unreal.object.ActorClasses;
import org.repsim.models.unreal.replication.PushCondition;

/**
 * Prints the simulated calibration table next to the brief's figures, with the seeds the
 * calibration tests use (a diagnostic main for reports, not a test).
 */
public final class CalibrationProbe {
    public static void main(String[] args) {
        double[] sra = new double[3];
        double[] perCall = new double[3];
        double[][] shares = new double[3][5];
        double[] cmp30 = new double[3];
        double[] ser30 = new double[3];
        double[] skipped = new double[3];
        double[] apc = new double[3];
        double minApc = 1e9;
        double maxApc = 0;
        int seeds = 10;
        for (PushCondition c : PushCondition.values()) {
            int i = c.ordinal();
            for (int seed = 0; seed < seeds; seed++) {
                UnrealRun r = UnrealModel.simulate(UnrealScenario.mainCondition(c), Runs.PROFILE, Runs.BRIEF_WINDOW,
                        new RandomStreams(1000 + seed, 0));
                double t = r.metric("server_replicate_actors_ms");
                sra[i] += t / seeds;
                perCall[i] += r.metric("replicate_actor_us") / seeds;
                String[] rows = {"gather_prioritize_ms", "replicate_actor_exclusive_ms", "deleted_subobject_check_ms",
                    "compare_ms", "serialize_ms"};
                for (int k = 0; k < 5; k++) {
                    shares[i][k] += 100 * r.metric(rows[k]) / t / seeds;
                }
                cmp30[i] += r.totals().compareCalls * 30.0 / r.measuredSeconds() / seeds;
                ser30[i] += r.totals().serializeCalls * 30.0 / r.measuredSeconds() / seeds;
                skipped[i] += r.metric("skipped_replicators_per_frame") / seeds;
                double a = r.metric("actors_replicated_per_connection_frame");
                apc[i] += a / seeds;
                if (c == PushCondition.PUSH_OFF) {
                    minApc = Math.min(minApc, a);
                    maxApc = Math.max(maxApc, a);
                }
            }
        }
        System.out.printf("SRA ms: off %.2f on %.2f skip %.2f | ratio 100:%.1f:%.1f | per call %.2f/%.2f/%.2f us ratio 100:%.1f:%.1f%n",
                sra[0], sra[1], sra[2], 100 * sra[1] / sra[0], 100 * sra[2] / sra[0], perCall[0], perCall[1], perCall[2],
                100 * perCall[1] / perCall[0], 100 * perCall[2] / perCall[0]);
        for (int i = 0; i < 3; i++) {
            System.out.printf("shares %s: gather %.1f RA %.1f DSC %.1f compare %.1f serialize %.1f | compares/30s %.0f serializations/30s %.0f skipped/frame %.1f actors/conn/frame %.1f%n",
                    PushCondition.values()[i], shares[i][0], shares[i][1], shares[i][2], shares[i][3], shares[i][4],
                    cmp30[i], ser30[i], skipped[i], apc[i]);
        }
        System.out.printf("actors per connection frame, push off runs: %.0f .. %.0f%n", minApc, maxApc);
        for (ActorClassSpec cls : new ActorClassSpec[] {ActorClasses.partial(), ActorClasses.carrier()}) {
            StringBuilder sb = new StringBuilder(cls.name() + ":");
            for (PushCondition c : PushCondition.values()) {
                double m = 0;
                double sk = 0;
                for (int seed = 0; seed < 6; seed++) {
                    UnrealRun r = UnrealModel.simulate(UnrealScenario.briefLab(cls, 1000, 2, c, 0.01), Runs.PROFILE,
                            Runs.BRIEF_WINDOW, new RandomStreams(2000 + seed, 0));
                    m += r.metric("server_replicate_actors_ms") / 6;
                    sk += r.metric("skipped_replicators_per_frame") / 6;
                }
                sb.append(String.format(" %s %.2f (%.1f)", c, m, sk));
            }
            System.out.println(sb);
        }
        double[] d = new double[7];
        for (int seed = 0; seed < 4; seed++) {
            UnrealRun r = UnrealModel.simulate(UnrealScenario.dormancyCondition(PushCondition.PUSH_SKIP, 1.0),
                    Runs.PROFILE, Runs.BRIEF_WINDOW, new RandomStreams(3000 + seed, 0));
            UnrealRun a = UnrealModel.simulate(UnrealScenario.briefLab(ActorClasses.full(), 1000, 2,
                    PushCondition.PUSH_SKIP, 1.0), Runs.PROFILE, Runs.BRIEF_WINDOW, new RandomStreams(3000 + seed, 0));
            d[0] += r.metric("serialize_us_per_call") / 4;
            d[1] += r.metric("serialize_ms") / 4;
            d[2] += r.metric("channels_opened_per_frame") / 4;
            d[3] += r.metric("channel_tick_ms") / 4;
            d[4] += r.metric("dormancy_flush_ms") / 4;
            d[5] += a.metric("serialize_us_per_call") / 4;
            d[6] += a.metric("serialize_ms") / 4;
        }
        System.out.printf("dormancy: ser %.2f us/call %.2f ms/frame, opened %.1f/frame, TickChannels %.3f ms, flush %.3f ms | awake ser %.2f us/call %.3f ms/frame%n",
                d[0], d[1], d[2], d[3], d[4], d[5], d[6]);
        double b = 0;
        for (int seed = 0; seed < 3; seed++) {
            b += UnrealModel.simulate(UnrealScenario.briefLab(ActorClasses.full(), 1000, 2, PushCondition.PUSH_SKIP, 30.0),
                    Runs.PROFILE, Runs.BRIEF_WINDOW, new RandomStreams(1000 + seed, 0)).metric("bytes_per_frame") / 3;
        }
        System.out.printf("3000%%: bytes per frame %.0f%n", b);
    }
}
