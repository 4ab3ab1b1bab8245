package org.repsim.experiments.output;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.repsim.experiments.RepsimVersion;
import org.repsim.experiments.input.ExperimentSpec;
import org.repsim.experiments.schema.yaml.YList;
import org.repsim.experiments.schema.yaml.YMap;
import org.repsim.experiments.schema.yaml.YNode;
import org.repsim.experiments.schema.yaml.YScalar;
import org.repsim.experiments.runner.CellResult;
import org.repsim.results.Manifest;

/**
 * The {@link Manifest} of one experiment: version, input hash, resolved configuration, seed,
 * replications and per-cell fingerprints (written by {@link org.repsim.results.ManifestFile}).
 */
public final class ManifestWriter {
    private ManifestWriter() {
    }

    public static Manifest manifest(ExperimentSpec spec, List<CellResult> cells) {
        List<Manifest.CellEntry> entries = new ArrayList<>();
        for (CellResult c : cells) {
            entries.add(new Manifest.CellEntry(c.plan().cell().id(), c.plan().seed(), c.plan().configHash(),
                    c.fingerprint()));
        }
        return new Manifest(RepsimVersion.VERSION, spec.name(), spec.model().id(), spec.inputHash(), spec.seed(),
                spec.replications(), spec.matrix().axisNames(), toJson(spec.resolved()), entries);
    }

    /** The resolved document as JSON values: plain scalars that read as numbers or booleans keep that type. */
    static Object toJson(YNode node) {
        if (node instanceof YMap map) {
            Map<String, Object> out = new LinkedHashMap<>();
            map.entries().forEach(e -> out.put(e.key(), toJson(e.value())));
            return out;
        }
        if (node instanceof YList list) {
            List<Object> out = new ArrayList<>();
            list.items().forEach(i -> out.add(toJson(i)));
            return out;
        }
        YScalar s = (YScalar) node;
        if (s.isNull()) {
            return null;
        }
        if (s.plain()) {
            if (s.text().equals("true") || s.text().equals("false")) {
                return Boolean.valueOf(s.text());
            }
            if (s.text().matches("-?[0-9]{1,18}")) {
                return Long.parseLong(s.text());
            }
            if (s.text().matches("[-+]?[0-9]*\\.?[0-9]+([eE][-+]?[0-9]+)?")) {
                return Double.parseDouble(s.text());
            }
        }
        return s.text();
    }
}
