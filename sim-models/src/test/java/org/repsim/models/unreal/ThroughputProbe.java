package org.repsim.models.unreal;

import java.util.List;
import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.RunWindow;
import org.repsim.engine.cost.CostProfile;
import org.repsim.models.unreal.object.ActorClasses;
import org.repsim.models.unreal.replication.PushCondition;
import org.repsim.models.unreal.workload.WorkloadSpec;

/**
 * Wall-clock throughput of the model in actor-connection-frames per second (a diagnostic main
 * for when the JMH benchmark in experiments is not at hand; never a test).
 * Usage: ThroughputProbe [repetitions]
 */
public final class ThroughputProbe {
    public static void main(String[] args) {
        int reps = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        String which = args.length > 1 ? args[1] : "both";
        CostProfile p = UnrealCosts.shipped("ue58-editor");
        for (PushCondition c : PushCondition.values()) {
            if (args.length > 2 && !c.name().equalsIgnoreCase(args[2])) {
                continue;
            }
            if (!which.equals("big")) {
                measure("main 1000x2 " + c, UnrealScenario.mainCondition(c), p, RunWindow.ofSeconds(20, 30), reps);
            }
            if (!which.equals("main")) {
                UnrealScenario big = UnrealScenario.briefLab(ActorClasses.full(), 10_000, 64, c, 0.01)
                        .withWorkloads(List.of(WorkloadSpec.Writer.brief(0.01)));
                // 150 s of ~1.5 s frames: the one-time setup and initial replication do not dominate.
                measure("10000x64 " + c, big, p, RunWindow.ofSeconds(10, 150), reps);
            }
        }
    }

    private static void measure(String name, UnrealScenario s, CostProfile p, RunWindow w, int reps) {
        double best = 0;
        for (int i = 0; i < reps; i++) {
            // Thread CPU time, not wall time: the machine is shared, so wall time measures the neighbours.
            java.lang.management.ThreadMXBean mx = java.lang.management.ManagementFactory.getThreadMXBean();
            long t0 = mx.getCurrentThreadCpuTime();
            UnrealRun r = UnrealModel.simulate(s, p, w, new RandomStreams(1, 0));
            long t1 = mx.getCurrentThreadCpuTime();
            double acf = r.simulatedActorConnectionFrames();
            best = Math.max(best, acf / ((t1 - t0) / 1e9));
        }
        System.out.printf("%-28s %8.1f M actor-connection-frames/s%n", name, best / 1e6);
    }
}
