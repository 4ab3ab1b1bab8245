package org.repsim.experiments.input;

import java.util.List;
import org.repsim.experiments.schema.problem.Problems;
import org.repsim.experiments.schema.yaml.YMap;
import org.repsim.experiments.schema.yaml.YScalar;

/** Experiment names that the output folder reserves (the names' pattern is ExperimentSchema.NAME_PATTERN). */
public final class ExperimentNames {
    /**
     * Names an experiment may not take: they are (or will be) files of the output folder itself,
     * next to the experiment folders. Compared ignoring case (case-insensitive file systems).
     */
    public static final List<String> RESERVED_NAMES = List.of("index.html");

    private ExperimentNames() {
    }

    /** Names that would collide with the output folder's own files. */
    static void checkReserved(YMap doc, Problems problems) {
        YMap.Entry e = doc.entry("name").orElse(null);
        if (e != null && e.value() instanceof YScalar s && RESERVED_NAMES.stream().anyMatch(r -> r.equalsIgnoreCase(s.text()))) {
            problems.add(s.mark(), "name", "experiment name '" + s.text() + "' is reserved: the output folder has a"
                    + " file of that name (reserved: " + String.join(", ", RESERVED_NAMES) + ")");
        }
    }
}
