/**
 * {@code repsim selftest}: M/M/1 and M/D/1 queues run on the engine's event kernel
 * ({@link org.repsim.engine.queueing.FifoServer} fed by Poisson arrivals) and compared, over
 * independent replications, with their closed forms. A check that the kernel, the random
 * streams and the statistics are honest; no model or experiment uses it.
 */
package org.repsim.experiments.selftest;
