package org.repsim.experiments.schema.yaml;

import org.repsim.experiments.schema.problem.Mark;

/**
 * A YAML node with its source mark. Our own small tree (instead of snakeyaml's mutable nodes)
 * so that merged documents (extends, --set, matrix axes) keep the mark of the file each value
 * came from, and validation messages can name it.
 */
public sealed interface YNode permits YScalar, YMap, YList {
    Mark mark();

    /** Short name of the node's shape for "wrong type" messages. */
    String shape();
}
