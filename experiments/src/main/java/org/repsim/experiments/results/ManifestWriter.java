package org.repsim.experiments.results;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.repsim.experiments.RepsimVersion;
import org.repsim.experiments.input.ExperimentSpec;
import org.repsim.experiments.input.yaml.YList;
import org.repsim.experiments.input.yaml.YMap;
import org.repsim.experiments.input.yaml.YNode;
import org.repsim.experiments.input.yaml.YScalar;

/**
 * manifest.json: version, input hash, resolved configuration, seed, replications and per-cell
 * fingerprints. Keys sorted, no timestamps, hosts or durations (those go to run.log).
 */
public final class ManifestWriter {
    private ManifestWriter() {
    }

    public static String write(ExperimentSpec spec, List<CellResult> cells) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("repsim_version", RepsimVersion.VERSION);
        m.put("experiment", spec.name());
        m.put("model", spec.model().id());
        m.put("input_hash", spec.inputHash());
        m.put("seed", spec.seed());
        m.put("replications", (long) spec.replications());
        m.put("axes", spec.matrix().axisNames());
        m.put("config", toJson(spec.resolved()));
        List<Object> list = new ArrayList<>();
        for (CellResult c : cells) {
            Map<String, Object> cell = new LinkedHashMap<>();
            cell.put("cell", c.plan().cell().id());
            cell.put("seed", c.plan().seed());
            cell.put("config_hash", c.plan().configHash());
            cell.put("fingerprint", c.fingerprint());
            list.add(cell);
        }
        m.put("cells", list);
        return Json.write(m);
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
