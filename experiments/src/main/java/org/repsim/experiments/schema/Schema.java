package org.repsim.experiments.schema;

import org.repsim.experiments.schema.problem.Problems;
import org.repsim.experiments.schema.yaml.YNode;

/**
 * A type in the experiment-file schema. The same definitions validate files and print
 * {@code repsim schema}, so the documentation cannot drift from the validator.
 */
public interface Schema {
    /** Human-readable type, e.g. {@code integer 1..1000}. */
    String typeName();

    /**
     * Validates {@code node} (found at key path {@code path}) and returns its value: Long,
     * Double, Boolean, String, List, Map (LinkedHashMap in schema order) or a raw YNode for
     * {@link RawSchema}. Returns null after adding a problem.
     */
    Object check(YNode node, String path, Problems problems);
}
