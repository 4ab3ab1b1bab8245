package org.repsim.experiments.matrix;

import org.repsim.experiments.schema.yaml.YNode;

/** One parameter an axis value sets: a dotted path into the experiment document and the value node (with its mark). */
public record Setting(String path, YNode value) {
}
