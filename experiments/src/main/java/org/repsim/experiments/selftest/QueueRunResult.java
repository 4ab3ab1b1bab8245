package org.repsim.experiments.selftest;

import org.repsim.engine.run.Quantiles;

/** What one queue run measured, in seconds, over its measured customers. */
record QueueRunResult(long customers, double meanWaitSeconds, double meanSojournSeconds,
                             Quantiles sojournSeconds, long fingerprint) {
}
