package org.repsim.experiments.calibrate;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a {@code TimingInsights.ExportTimerCallees} CSV: the callee tree of one timer, one row per
 * node in depth-first order with the statistics columns of {@link InsightsTimerStatistics} (times in
 * seconds). The depth is a {@code Depth} column (0 = the exported timer) or, when there is none, the
 * indentation of {@code Name} (two spaces a level). Each node becomes a timer named by its path
 * from the root ({@code ServerReplicateActors/ReplicateActor}), so a mapping can tell the same
 * timer under two parents apart; a node without {@code Excl} gets inclusive minus its children's.
 */
final class InsightsTimerCallees {
    static final String FORMAT = "TimingInsights.ExportTimerCallees";

    /** The key of a problem of a callee file as a whole: the option that names it. */
    static final String KEY = "--callees";

    private InsightsTimerCallees() {
    }

    static List<TimerMeasure> read(Path file) {
        List<TimerMeasure> out = new ArrayList<>();
        List<Integer> depths = new ArrayList<>();
        try (CaptureCsv csv = CaptureCsv.open(file, KEY)) {
            csv.require(FORMAT, List.of("Name", "Count", "Incl"));
            int nameColumn = csv.column("Name");
            List<String> path = new ArrayList<>();
            for (CaptureCsv.Row r = csv.next(); r != null; r = csv.next()) {
                String raw = nameColumn < r.size() ? r.get(nameColumn) : "";
                String name = raw.strip();
                if (name.isEmpty()) {
                    continue;
                }
                int depth = csv.has("Depth") ? (int) csv.number(r, "Depth", 0)
                        : (raw.length() - raw.stripLeading().length()) / 2;
                if (depth < 0 || depth > path.size()) {
                    throw csv.fail(r.line(), csv.has("Depth") ? "Depth" : "Name", "depth " + depth
                            + " under a node of depth " + (path.size() - 1) + " (rows must be depth-first)");
                }
                while (path.size() > depth) {
                    path.remove(path.size() - 1);
                }
                path.add(name);
                double count = csv.number(r, "Count", -1);
                double incl = csv.number(r, "Incl", 0) * 1e3;
                double excl = csv.has("Excl") ? csv.number(r, "Excl", Double.NaN) * 1e3 : Double.NaN;
                out.add(new TimerMeasure(String.join("/", path), count < 0 ? -1 : Math.round(count), incl, excl));
                depths.add(depth);
            }
            if (out.isEmpty()) {
                throw csv.fail(1, "", "the callee tree has no node: an empty region?");
            }
        }
        // Nodes without an exclusive time: inclusive minus the direct children's inclusive.
        List<TimerMeasure> done = new ArrayList<>(out.size());
        for (int i = 0; i < out.size(); i++) {
            TimerMeasure t = out.get(i);
            if (!Double.isNaN(t.exclusiveMs())) {
                done.add(t);
                continue;
            }
            double children = 0;
            for (int j = i + 1; j < out.size() && depths.get(j) > depths.get(i); j++) {
                if (depths.get(j) == depths.get(i) + 1) {
                    children += out.get(j).inclusiveMs();
                }
            }
            done.add(new TimerMeasure(t.name(), t.calls(), t.inclusiveMs(), Math.max(0, t.inclusiveMs() - children)));
        }
        return done;
    }
}
