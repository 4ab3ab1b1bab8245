/**
 * Statistics: per-run {@link org.repsim.engine.stats.Tally} and
 * {@link org.repsim.engine.stats.TimeWeighted} averages, and
 * {@link org.repsim.engine.stats.ReplicationSummary} (mean and Student-t 95% interval across
 * independent replications).
 */
package org.repsim.engine.stats;
