package org.repsim.experiments.input;

import java.util.SortedMap;
import org.repsim.engine.run.RunWindow;
import org.repsim.experiments.matrix.Cell;
import org.repsim.experiments.bindings.PreparedCell;

/**
 * Everything needed to run one cell: the cell, its run window, the model ready to run, the
 * seed of its streams, the published figures for it (metric → value), and the hash of its
 * full configuration ({@code --resume} reuses a finished cell only if this hash matches).
 */
public record CellPlan(Cell cell, RunWindow window, PreparedCell prepared, long seed,
                       SortedMap<String, Double> references, String configHash) {
}
