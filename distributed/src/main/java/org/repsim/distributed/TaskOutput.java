package org.repsim.distributed;

import java.io.Serializable;

/**
 * What an executor hands back for one replication: its output encoded as a cell file
 * (org.repsim.results.CellFile, doubles as exact bits), or the reason its cell failed when the
 * replication threw in its last attempt.
 */
record TaskOutput(int index, byte[] cell, String failure) implements Serializable {
}
