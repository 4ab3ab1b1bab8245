package org.repsim.experiments.bindings;

import java.nio.file.Path;
import java.util.Map;

/**
 * A cell's validated model inputs.
 *
 * @param scenario  the checked {@code scenario:} tree (defaults filled in, schema order), as
 *                  {@link org.repsim.experiments.schema.ObjectSchema#check} returns it; bind it
 *                  with {@link RecordBinder}
 * @param profile   cost profile: a shipped name, or a path resolved against {@code baseDir}
 * @param baseDir   directory of the experiment file (for relative profile paths)
 * @param overrides per-key cost-profile overrides, in file order
 */
public record CellInput(Map<String, Object> scenario, String profile, Path baseDir, Map<String, Double> overrides) {
}
