/**
 * Single-server queues on the event kernel: a reusable {@link org.repsim.engine.queueing.FifoServer}
 * ("a CPU with a queue"), arrival and service-time sources, and the M/M/1 and M/D/1 models with
 * their closed forms, which {@link org.repsim.engine.queueing.QueueValidation} compares.
 */
package org.repsim.engine.queueing;
