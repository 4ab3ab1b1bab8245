package org.repsim.experiments.schema.yaml;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.repsim.experiments.schema.problem.Mark;

/** A YAML mapping with string keys, in document order. */
public record YMap(List<Entry> entries, Mark mark) implements YNode {
    /** One key: value pair; {@code keyMark} locates the key (for "unknown key" messages). */
    public record Entry(String key, Mark keyMark, YNode value) {
    }

    public YMap {
        entries = List.copyOf(entries);
    }

    public Optional<Entry> entry(String key) {
        for (Entry e : entries) {
            if (e.key().equals(key)) {
                return Optional.of(e);
            }
        }
        return Optional.empty();
    }

    public Optional<YNode> get(String key) {
        return entry(key).map(Entry::value);
    }

    /**
     * A copy with {@code key} set to {@code value} (replaced in place, or appended). The key
     * takes {@code keyMark} in both cases: messages about the key then point at the file that
     * set it last (an extending file, an axis value, --set), not at the one it replaced.
     */
    public YMap with(String key, Mark keyMark, YNode value) {
        List<Entry> out = new ArrayList<>(entries.size() + 1);
        boolean replaced = false;
        for (Entry e : entries) {
            if (e.key().equals(key)) {
                out.add(new Entry(key, keyMark, value));
                replaced = true;
            } else {
                out.add(e);
            }
        }
        if (!replaced) {
            out.add(new Entry(key, keyMark, value));
        }
        return new YMap(out, mark);
    }

    /** A copy without {@code key}. */
    public YMap without(String key) {
        List<Entry> out = new ArrayList<>(entries.size());
        for (Entry e : entries) {
            if (!e.key().equals(key)) {
                out.add(e);
            }
        }
        return new YMap(out, mark);
    }

    @Override
    public String shape() {
        return "mapping";
    }
}
