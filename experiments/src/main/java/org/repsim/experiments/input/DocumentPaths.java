package org.repsim.experiments.input;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.repsim.experiments.schema.problem.Mark;
import org.repsim.experiments.schema.yaml.YList;
import org.repsim.experiments.schema.yaml.YMap;
import org.repsim.experiments.schema.yaml.YNode;

/** Setting and finding values by dotted path in a document (axis values, --set, binding errors). */
public final class DocumentPaths {
    private static final Pattern INDEXED = Pattern.compile("(.+)\\[([0-9]+)]");

    private DocumentPaths() {
    }

    /**
     * A copy of {@code root} with the value at {@code path} replaced by {@code value}; missing
     * mappings on the way are created. Returns empty if the path runs through a non-mapping.
     */
    public static Optional<YMap> set(YMap root, String path, YNode value, Mark mark) {
        return set(root, path.split("\\."), 0, value, mark);
    }

    private static Optional<YMap> set(YMap map, String[] segments, int i, YNode value, Mark mark) {
        String key = segments[i];
        if (i == segments.length - 1) {
            return Optional.of(map.with(key, mark, value));
        }
        YNode child = map.get(key).orElse(null);
        YMap childMap;
        if (child == null || (child instanceof org.repsim.experiments.schema.yaml.YScalar s && s.isNull())) {
            childMap = new YMap(java.util.List.of(), mark);
        } else if (child instanceof YMap m) {
            childMap = m;
        } else {
            return Optional.empty();
        }
        return set(childMap, segments, i + 1, value, mark).map(updated -> map.with(key, mark, updated));
    }

    /** The node at {@code path}, or the deepest existing ancestor's node (for locating messages). */
    /** The node at exactly {@code path} (through mappings), if there is one. */
    public static Optional<YNode> at(YMap root, String path) {
        YNode current = root;
        for (String segment : path.split("\\.")) {
            if (!(current instanceof YMap m) || m.get(segment).isEmpty()) {
                return Optional.empty();
            }
            current = m.get(segment).get();
        }
        return Optional.of(current);
    }

    public static YNode nearest(YMap root, String path) {
        YNode current = root;
        for (String segment : path.split("\\.")) {
            if (current instanceof YMap m && m.get(segment).isPresent()) {
                current = m.get(segment).get();
            } else {
                break;
            }
        }
        return current;
    }

    /** The mark of the key at {@code path} if present (a key is what a "this key is wrong" message points at), else of the nearest ancestor. */
    public static Mark markOf(YMap root, String path) {
        YNode current = root;
        Mark mark = root.mark();
        for (String segment : path.split("\\.")) {
            // "actors[2]" = key "actors", then item 2 of its list (binding errors name list elements).
            Matcher m = INDEXED.matcher(segment);
            String key = m.matches() ? m.group(1) : segment;
            if (!(current instanceof YMap map) || map.entry(key).isEmpty()) {
                break;
            }
            mark = map.entry(key).get().keyMark();
            current = map.entry(key).get().value();
            if (m.matches()) {
                int i = Integer.parseInt(m.group(2));
                if (!(current instanceof YList list) || i >= list.items().size()) {
                    break;
                }
                current = list.items().get(i);
                mark = current.mark();
            }
        }
        return mark;
    }
}
