package org.repsim.experiments.bindings;

import java.util.List;
import java.util.Map;

/**
 * Read access to a checked parameter tree (defaults already filled in by the schema), by
 * dotted path. Types are guaranteed by the schema, so a failing cast here is a schema bug.
 */
public record Params(Map<String, Object> values) {
    public Object raw(String path) {
        Object current = values;
        for (String segment : path.split("\\.")) {
            if (!(current instanceof Map<?, ?> m)) {
                throw new IllegalArgumentException("no parameter " + path);
            }
            current = m.get(segment);
        }
        return current;
    }

    public boolean has(String path) {
        return raw(path) != null;
    }

    public double num(String path) {
        Object v = raw(path);
        return v instanceof Long l ? l : (Double) v;
    }

    public long integer(String path) {
        return (Long) raw(path);
    }

    public int int32(String path) {
        return Math.toIntExact(integer(path));
    }

    public boolean bool(String path) {
        return (Boolean) raw(path);
    }

    public String str(String path) {
        return (String) raw(path);
    }

    @SuppressWarnings("unchecked")
    public Params obj(String path) {
        return new Params((Map<String, Object>) raw(path));
    }

    @SuppressWarnings("unchecked")
    public List<Object> list(String path) {
        return (List<Object>) raw(path);
    }

    @SuppressWarnings("unchecked")
    public List<Params> objects(String path) {
        List<Object> items = list(path);
        return items.stream().map(o -> new Params((Map<String, Object>) o)).toList();
    }
}
