package org.repsim.models.unreal;

import org.repsim.engine.run.RunOutput;

/**
 * A run's {@link RunOutput} plus the raw totals tests and diagnostics need.
 *
 * @param output              metrics, timer tree, fingerprint, series
 * @param totals              the game driver's operation counts over the measured window
 * @param frames              measured frames
 * @param measuredSeconds     simulated length of the measured frames
 * @param frameWorkLevelMs    this run's drawn level of non-replication work
 * @param bytesPerSecond      per connection, budget bytes charged in each whole second of the run
 * @param staleProperties     (connection, property) pairs whose client value differs from the server's
 *                            more than a settle time after the last write; -1 when client views are off
 * @param starvedActorConnections relevant active (actor, connection) pairs never processed by
 *                            ReplicateActor during the measured window
 * @param simulatedActorConnectionFrames active actors × connections summed over every simulated
 *                            frame, warm-up included (the unit of the throughput benchmark)
 */
public record UnrealRun(RunOutput output, FrameCounters totals, long frames, double measuredSeconds,
                        double frameWorkLevelMs, double[][] bytesPerSecond, long staleProperties,
                        long starvedActorConnections, long simulatedActorConnectionFrames) {

    public double metric(String name) {
        Double v = output.metrics().get(name);
        if (v == null) {
            throw new IllegalArgumentException("no metric '" + name + "'");
        }
        return v;
    }
}
