/**
 * Single-server queues on the event kernel: a reusable {@link org.repsim.engine.queueing.FifoServer}
 * ("a CPU with a queue") and the arrival and duration sources that feed it.
 */
package org.repsim.engine.queueing;
