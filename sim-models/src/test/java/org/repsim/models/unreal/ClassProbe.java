package org.repsim.models.unreal;

import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.RunWindow;
import org.repsim.models.unreal.cost.UnrealCostProfile;
import org.repsim.models.unreal.object.ActorClasses;
import org.repsim.models.unreal.object.ActorClassSpec;
import org.repsim.models.unreal.replication.PushCondition;

/** Prints the class table and dormancy figures (a diagnostic main, not a test). */
public final class ClassProbe {
    public static void main(String[] args) {
        UnrealCostProfile p = UnrealCostProfile.ue58Editor();
        RunWindow w = RunWindow.ofSeconds(20, 30);
        int seeds = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        for (ActorClassSpec cls : new ActorClassSpec[] {ActorClasses.full(), ActorClasses.partial(), ActorClasses.carrier()}) {
            StringBuilder sb = new StringBuilder(cls.name() + ":");
            for (PushCondition c : PushCondition.values()) {
                double sra = 0, skip = 0;
                for (int s = 0; s < seeds; s++) {
                    UnrealRun r = UnrealModel.simulate(UnrealScenario.briefLab(cls, 1000, 2, c, 0.01), p, w, new RandomStreams(42 + s, 0));
                    sra += r.metric("server_replicate_actors_ms");
                    skip += r.metric("skipped_replicators_per_frame");
                }
                sb.append(String.format(" %s %.2f (%.1f)", c, sra / seeds, skip / seeds));
            }
            System.out.println(sb);
        }
        for (double rate : new double[] {1.0}) {
            double ser = 0, serMs = 0, open = 0, tick = 0, flush = 0, aser = 0, aserMs = 0, atick = 0, pend = 0, frames = 0;
            for (int s = 0; s < seeds; s++) {
                UnrealRun r = UnrealModel.simulate(UnrealScenario.dormancyCondition(PushCondition.PUSH_SKIP, rate), p, w, new RandomStreams(42 + s, 0));
                ser += r.metric("serialize_us_per_call");
                serMs += r.metric("serialize_ms");
                open += r.metric("channels_opened_per_frame");
                tick += r.metric("channel_tick_ms");
                flush += r.metric("dormancy_flush_ms");
                pend += r.totals().pendingChannelTicks / (double) r.frames();
                frames += r.metric("frame_ms");
                UnrealRun a = UnrealModel.simulate(UnrealScenario.briefLab(ActorClasses.full(), 1000, 2, PushCondition.PUSH_SKIP, rate), p, w, new RandomStreams(42 + s, 0));
                aser += a.metric("serialize_us_per_call");
                aserMs += a.metric("serialize_ms");
                atick += a.metric("channel_tick_ms");
            }
            System.out.printf("dormancy %.0f%%: ser %.2f us/call %.3f ms/f | opened %.1f/f | tick %.3f ms (pending %.0f/f) | flush %.3f | frame %.1f ms || awake ser %.2f us/call %.3f ms/f tick %.4f%n",
                    rate * 100, ser / seeds, serMs / seeds, open / seeds, tick / seeds, pend / seeds, flush / seeds, frames / seeds, aser / seeds, aserMs / seeds, atick / seeds);
        }
        UnrealRun r = UnrealModel.simulate(UnrealScenario.mainCondition(PushCondition.PUSH_OFF).withWorkloads(
                java.util.List.of(org.repsim.models.unreal.workload.WorkloadSpec.Writer.brief(30.0))), p, w, new RandomStreams(42, 0));
        System.out.printf("3000%%: bytes/frame %.0f frame %.1f ms sra %.2f%n", r.metric("bytes_per_frame"), r.metric("frame_ms"), r.metric("server_replicate_actors_ms"));
    }
}
