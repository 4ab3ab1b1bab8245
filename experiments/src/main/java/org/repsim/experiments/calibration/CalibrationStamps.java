package org.repsim.experiments.calibration;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.repsim.engine.fingerprint.ContentDigest;
import org.repsim.experiments.input.CellPlan;
import org.repsim.experiments.input.ExperimentSpec;

/**
 * What a generated table was computed from, per model, in one line: the digest of each
 * experiment file used (its bytes and those it extends), the identity of each cost profile (and
 * model data) its cells ran with, and the digest of the golden-fingerprint file. A deliberate
 * change of results refreshes the golden file (GoldenFingerprintTest), an edit of a profile or an
 * experiment file changes its digest: either makes the stamp in the docs stale. It is computed
 * from the loaded experiments alone, so checking it needs no run.
 */
public final class CalibrationStamps {
    /** Digests are shortened to this many hex digits: enough to tell a change, short enough to read. */
    private static final int SHORT = 12;

    private CalibrationStamps() {
    }

    /** Stamp per model of the selected experiments ({@link CalibrationCells#select}), models in order of appearance. */
    public static Map<String, String> of(List<ExperimentSpec> selected, String goldenDigest) {
        Map<String, Map<String, String>> experiments = new LinkedHashMap<>();
        Map<String, TreeSet<String>> profiles = new LinkedHashMap<>();
        for (ExperimentSpec spec : selected) {
            String model = spec.model().id();
            experiments.computeIfAbsent(model, k -> new TreeMap<>()).put(spec.name(), shorten(spec.inputHash()));
            TreeSet<String> mine = profiles.computeIfAbsent(model, k -> new TreeSet<>());
            for (CellPlan c : spec.cells()) {
                if (!c.prepared().identity().isBlank()) {
                    mine.add(shorten(c.prepared().identity()));
                }
            }
        }
        Map<String, String> out = new LinkedHashMap<>();
        experiments.forEach((model, files) -> {
            StringBuilder b = new StringBuilder("experiments");
            files.forEach((name, digest) -> b.append(' ').append(name).append('=').append(digest));
            b.append("; profiles ").append(profiles.get(model).isEmpty() ? "none" : String.join(" ", profiles.get(model)));
            b.append("; golden ").append(shorten(goldenDigest));
            out.put(model, b.toString());
        });
        return out;
    }

    /** SHA-256 of the golden-fingerprint file's bytes. */
    public static String goldenDigest(Path golden) throws IOException {
        return ContentDigest.hex(ContentDigest.sha256().digest(Files.readAllBytes(golden)));
    }

    /** Every 64-digit hex digest in {@code text} cut to its first {@link #SHORT} digits. */
    static String shorten(String text) {
        return text.replaceAll("\\b([0-9a-f]{" + SHORT + "})[0-9a-f]{" + (64 - SHORT) + "}\\b", "$1");
    }
}
