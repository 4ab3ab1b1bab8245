package org.repsim.distributed;

import java.io.Serializable;

/**
 * One replication as a Spark task carries it to an executor: by value, so any JVM can run it —
 * the batch-wide index of the replication, which experiment document of the job it belongs to, the
 * cell's id and the replication number.
 */
record TaskRef(int index, int experiment, String cell, int replication) implements Serializable {
}
