package org.repsim.models.unreal;

import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.RunWindow;
import org.repsim.models.unreal.cost.UnrealCostProfile;
import org.repsim.models.unreal.object.ActorClasses;
import org.repsim.models.unreal.replication.PushCondition;

/** Prints the calibration figures for a few seeds (a diagnostic main, not a test). */
public final class CalibrationProbe {
    public static void main(String[] args) {
        UnrealCostProfile p = UnrealCostProfile.ue58Editor();
        RunWindow w = RunWindow.ofSeconds(20, 30);
        int seeds = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        for (PushCondition c : PushCondition.values()) {
            double sra = 0, pc = 0, ra = 0, frames = 0;
            StringBuilder sb = new StringBuilder();
            for (int s = 0; s < seeds; s++) {
                long t0 = System.nanoTime();
                UnrealRun r = UnrealModel.simulate(UnrealScenario.mainCondition(c), p, w, new RandomStreams(42 + s, 0));
                long t1 = System.nanoTime();
                sra += r.metric("server_replicate_actors_ms");
                pc += r.metric("replicate_actor_us");
                ra += r.metric("actors_replicated_per_connection_frame");
                frames += r.frames();
                sb.append(String.format(" [lvl %.1f fr %d sra %.2f apc %.0f bytes %.1f %.0fms]", r.frameWorkLevelMs(), r.frames(),
                        r.metric("server_replicate_actors_ms"), r.metric("actors_replicated_per_connection_frame"),
                        r.metric("bytes_per_frame"), (t1 - t0) / 1e6));
            }
            System.out.printf("%s: SRA %.3f per-call %.3f apc %.1f frames %.0f%n%s%n", c, sra / seeds, pc / seeds, ra / seeds, frames / seeds, sb);
            UnrealRun r = UnrealModel.simulate(UnrealScenario.mainCondition(c), p, w, new RandomStreams(42, 0));
            double tot = r.metric("server_replicate_actors_ms");
            System.out.printf("  shares: gp %.1f ra %.1f dsc %.1f cmp %.1f ser %.1f | cmp/f %.1f ser/f %.1f skip/f %.1f waste %.1f%n",
                    100 * r.metric("gather_prioritize_ms") / tot, 100 * r.metric("replicate_actor_exclusive_ms") / tot,
                    100 * r.metric("deleted_subobject_check_ms") / tot, 100 * r.metric("compare_ms") / tot,
                    100 * r.metric("serialize_ms") / tot, r.metric("compare_calls_per_frame"),
                    r.metric("serialize_calls_per_frame"), r.metric("skipped_replicators_per_frame"), r.metric("waste_pct"));
            System.out.printf("  totals 30s: compares %d serializations %d RA %d%n", r.totals().compareCalls, r.totals().serializeCalls, r.totals().replicateActorCalls);
        }
    }
}
