package org.repsim.engine.queueing;

import org.repsim.engine.run.Quantiles;

/** What one queue run measured, in seconds, over its measured customers. */
public record QueueRunResult(long customers, double meanWaitSeconds, double meanSojournSeconds,
                             Quantiles sojournSeconds, long fingerprint) {
}
