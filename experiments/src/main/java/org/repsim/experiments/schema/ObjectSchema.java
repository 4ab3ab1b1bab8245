package org.repsim.experiments.schema;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.repsim.experiments.schema.problem.Problems;
import org.repsim.experiments.schema.problem.Suggest;
import org.repsim.experiments.schema.yaml.YMap;
import org.repsim.experiments.schema.yaml.YNode;
import org.repsim.experiments.schema.yaml.YScalar;

/**
 * A mapping with known keys. Checking fills absent optional keys with their defaults, so code
 * reading a checked object never repeats a default. Unknown keys get a "did you mean".
 */
public record ObjectSchema(String doc, List<Field> fields) implements Schema {
    public ObjectSchema {
        fields = List.copyOf(fields);
    }

    @Override
    public String typeName() {
        return "object";
    }

    public Optional<Field> field(String name) {
        return fields.stream().filter(f -> f.name().equals(name)).findFirst();
    }

    public List<String> names() {
        List<String> n = new ArrayList<>();
        fields.forEach(f -> n.add(f.name()));
        return n;
    }

    /**
     * The schema at a dotted path below this object (through nested objects and free-key
     * mappings), or empty if the path names no key.
     */
    public Optional<Schema> at(String dottedPath) {
        Schema current = this;
        for (String segment : dottedPath.split("\\.", -1)) {
            if (current instanceof ObjectSchema o) {
                Optional<Field> f = o.field(segment);
                if (f.isEmpty()) {
                    return Optional.empty();
                }
                current = f.get().type();
            } else if (current instanceof MapSchema m && !segment.isEmpty()) {
                current = m.value();
            } else {
                return Optional.empty();
            }
        }
        return Optional.of(current);
    }

    @Override
    public Object check(YNode node, String path, Problems problems) {
        YMap map;
        if (node instanceof YScalar s && s.isNull()) {
            map = new YMap(List.of(), node.mark());   // "key:" with nothing below = all defaults
        } else if (node instanceof YMap m) {
            map = m;
        } else {
            problems.add(node.mark(), path, "expected a mapping, got a " + node.shape());
            return null;
        }
        boolean ok = true;
        for (YMap.Entry e : map.entries()) {
            if (field(e.key()).isEmpty()) {
                problems.add(e.keyMark(), Paths.child(path, e.key()), "unknown key '" + e.key() + "'"
                        + Suggest.didYouMean(e.key(), names()));
                ok = false;
            }
        }
        Map<String, Object> out = new LinkedHashMap<>();
        for (Field f : fields) {
            Optional<YNode> v = map.get(f.name());
            if (v.isEmpty()) {
                if (f.required()) {
                    problems.add(map.mark(), Paths.child(path, f.name()), "missing required key '" + f.name() + "'");
                    ok = false;
                }
                // An absent nested object means "all its defaults", so readers never see null there.
                Object dflt = f.defaultValue() == null && f.type() instanceof ObjectSchema nested
                        && nested.fields().stream().noneMatch(Field::required)
                        ? nested.check(new YMap(List.of(), map.mark()), Paths.child(path, f.name()), problems)
                        : copyOf(f.defaultValue());
                out.put(f.name(), dflt);
                continue;
            }
            Object checked = f.type().check(v.get(), Paths.child(path, f.name()), problems);
            ok &= checked != null;
            out.put(f.name(), checked);
        }
        return ok ? out : null;
    }

    /** A default's own copy: readers may change their checked tree without changing the schema's default. */
    @SuppressWarnings("unchecked")
    private static Object copyOf(Object v) {
        if (v instanceof Map<?, ?> m) {
            Map<String, Object> c = new LinkedHashMap<>();
            m.forEach((k, x) -> c.put((String) k, copyOf(x)));
            return c;
        }
        if (v instanceof List<?> l) {
            List<Object> c = new ArrayList<>(l.size());
            l.forEach(x -> c.add(copyOf(x)));
            return c;
        }
        return v;
    }
}
