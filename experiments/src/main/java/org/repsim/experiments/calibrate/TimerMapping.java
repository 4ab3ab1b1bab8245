package org.repsim.experiments.calibrate;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import org.repsim.experiments.schema.file.UserFile;
import org.repsim.experiments.schema.problem.InvalidInputException;
import org.repsim.experiments.schema.problem.Mark;
import org.repsim.experiments.schema.problem.Problem;
import org.repsim.experiments.schema.yaml.YamlReader;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;

/**
 * The engine-timer → model-scope table: which timers of a capture measure which scopes of the
 * simulated timer tree. Shipped as data ({@code timers-<model>.yaml} beside this class, format in
 * its header and docs/calibrate.md); a user table given with {@code --mapping} comes first, so its
 * entries win for the names they list. Every scope is checked against the model's declared timer
 * scopes ({@code ModelBinding.timerScopes()}).
 */
final class TimerMapping {
    enum Time { EXCLUSIVE, INCLUSIVE }

    enum Counts { CHECKED, FRAMES, IGNORED }

    /** One entry; {@code at} locates it in its file; {@code user} when it comes from --mapping. */
    record Entry(List<String> names, List<String> scopes, Time time, Counts counts, Mark at, boolean user) {
        Entry {
            names = List.copyOf(names);
            scopes = List.copyOf(scopes);
        }

        String label() {
            return names.get(0);
        }
    }

    private final List<Entry> entries;

    private TimerMapping(List<Entry> entries) {
        this.entries = List.copyOf(entries);
    }

    List<Entry> entries() {
        return entries;
    }

    /** Every timer name of the table: the captures keep per-frame values of these only. */
    Set<String> names() {
        Set<String> out = new TreeSet<>();
        entries.forEach(e -> out.addAll(e.names()));
        return out;
    }

    /**
     * The shipped table of {@code model}, after the user's table when given. The user's file is
     * read as every user YAML file is ({@link UserFile}, {@link YamlReader#composeChecked}); a
     * problem of it is an {@link InvalidInputException} located in it.
     */
    static TimerMapping of(String model, List<String> modelScopes, Path userTable) {
        List<Entry> all = new ArrayList<>();
        if (userTable != null) {
            String display = userTable.toString();
            all.addAll(parse(display, UserFile.text(userTable, display, KEY, YamlReader.MAX_BYTES), model, modelScopes,
                    true));
        }
        String resource = "timers-" + model + ".yaml";
        try (InputStream in = TimerMapping.class.getResourceAsStream(resource)) {
            if (in == null) {
                if (userTable == null) {
                    throw new CalibrationException("model " + model + " ships no timer mapping: give one with --mapping FILE");
                }
            } else {
                all.addAll(parse(resource, new String(in.readAllBytes(), StandardCharsets.UTF_8), model, modelScopes,
                        false));
            }
        } catch (IOException e) {
            throw new CalibrationException(resource + ": cannot read the shipped timer mapping (" + e.getMessage() + ")");
        }
        return new TimerMapping(all);
    }

    /** The key of a problem of the user's table as a whole: the option that names it. */
    static final String KEY = "--mapping";

    static List<Entry> parse(String origin, String text, String model, List<String> modelScopes, boolean user) {
        Node root = YamlReader.composeChecked(text, origin);
        if (!(root instanceof MappingNode top)) {
            throw new InvalidInputException(List.of(new Problem(root == null ? new Mark(origin, 1, 1) : mark(origin, root),
                    "", "a timer mapping is a mapping with keys model, timers")));
        }
        String fileModel = null;
        SequenceNode timers = null;
        for (NodeTuple t : top.getValue()) {
            String k = scalar(origin, t.getKeyNode());
            switch (k) {
                case "model" -> fileModel = scalar(origin, t.getValueNode());
                case "timers" -> {
                    if (!(t.getValueNode() instanceof SequenceNode s)) {
                        throw problem(origin, t.getValueNode(), "timers", "must be a list of entries");
                    }
                    timers = s;
                }
                default -> throw problem(origin, t.getKeyNode(), k, "unknown key (expected model, timers)");
            }
        }
        if (!model.equals(fileModel)) {
            throw problem(origin, top, "model", fileModel == null ? "missing: must be '" + model + "'"
                    : "is '" + fileModel + "', but the experiment's model is '" + model + "'");
        }
        if (timers == null) {
            throw problem(origin, top, "timers", "missing");
        }
        List<Entry> out = new ArrayList<>();
        Set<String> seen = new TreeSet<>();
        for (Node n : timers.getValue()) {
            Entry e = entry(origin, n, modelScopes, user);
            for (String name : e.names()) {
                if (!seen.add(name)) {
                    throw problem(origin, n, "names", "timer '" + name + "' is mapped twice in this table");
                }
            }
            out.add(e);
        }
        return out;
    }

    private static Entry entry(String origin, Node n, List<String> modelScopes, boolean user) {
        if (!(n instanceof MappingNode m)) {
            throw problem(origin, n, "timers", "each entry is a mapping with names, scopes, time, counts");
        }
        List<String> names = null;
        List<String> scopes = null;
        Time time = Time.EXCLUSIVE;
        Counts counts = Counts.CHECKED;
        for (NodeTuple t : m.getValue()) {
            String k = scalar(origin, t.getKeyNode());
            Node v = t.getValueNode();
            switch (k) {
                case "names" -> names = strings(origin, v, k);
                case "scopes" -> scopes = strings(origin, v, k);
                case "time" -> time = choice(origin, v, k, Time.class);
                case "counts" -> counts = choice(origin, v, k, Counts.class);
                default -> throw problem(origin, t.getKeyNode(), k, "unknown key (expected names, scopes, time, counts)");
            }
        }
        if (names == null || names.isEmpty()) {
            throw problem(origin, n, "names", "missing: the timer's names in captures");
        }
        if (scopes == null || scopes.isEmpty()) {
            throw problem(origin, n, "scopes", "missing: the model scopes timer '" + names.get(0) + "' measures");
        }
        for (String s : scopes) {
            if (!modelScopes.isEmpty() && !modelScopes.contains(s)) {
                throw problem(origin, n, "scopes", "timer '" + names.get(0) + "' maps to unknown model scope '" + s
                        + "' (the model's scopes: " + String.join(", ", modelScopes) + ")");
            }
        }
        return new Entry(names, scopes, time, counts, mark(origin, n), user);
    }

    private static <E extends Enum<E>> E choice(String origin, Node v, String key, Class<E> type) {
        String s = scalar(origin, v);
        for (E e : type.getEnumConstants()) {
            if (e.name().toLowerCase(Locale.ROOT).equals(s)) {
                return e;
            }
        }
        List<String> names = new ArrayList<>();
        for (E e : type.getEnumConstants()) {
            names.add(e.name().toLowerCase(Locale.ROOT));
        }
        throw problem(origin, v, key, "'" + s + "' is not one of " + String.join(", ", names));
    }

    private static List<String> strings(String origin, Node v, String key) {
        if (v instanceof ScalarNode s) {
            return List.of(s.getValue());
        }
        if (!(v instanceof SequenceNode seq)) {
            throw problem(origin, v, key, "must be a name or a list of names");
        }
        List<String> out = new ArrayList<>();
        for (Node n : seq.getValue()) {
            out.add(scalar(origin, n));
        }
        return out;
    }

    private static String scalar(String origin, Node n) {
        if (!(n instanceof ScalarNode s)) {
            throw problem(origin, n, "", "must be a single value");
        }
        return s.getValue();
    }

    static InvalidInputException problem(String origin, Node n, String key, String message) {
        return new InvalidInputException(List.of(new Problem(mark(origin, n), key, message)));
    }

    private static Mark mark(String origin, Node n) {
        org.yaml.snakeyaml.error.Mark m = n.getStartMark();
        return m == null ? new Mark(origin, 1, 1) : new Mark(origin, m.getLine() + 1, m.getColumn() + 1);
    }
}
