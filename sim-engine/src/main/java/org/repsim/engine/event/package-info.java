/**
 * The discrete-event kernel: {@link org.repsim.engine.event.Simulator} (clock in long
 * nanoseconds, pending events ordered by time, priority and insertion sequence) and
 * {@link org.repsim.engine.event.EventHandler} (allocation-free dispatch by int kind and arg).
 */
package org.repsim.engine.event;
