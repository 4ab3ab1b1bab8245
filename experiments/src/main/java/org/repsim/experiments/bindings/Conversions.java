package org.repsim.experiments.bindings;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What one binding adds to the record binder: {@link Conversion}s for component types the binder
 * does not know (at most one per type), and values it supplies for components that are not in
 * the experiment file at all (e.g. the metric band edges the model's metric names depend on).
 */
public record Conversions(List<Conversion<?>> list, List<Supplied> supplied) {
    public static final Conversions NONE = new Conversions(List.of(), List.of());

    /** The value of component {@code component} of record {@code record}, supplied by the binding. */
    public record Supplied(Class<?> record, String component, Object value) {
        public Supplied {
            Objects.requireNonNull(value, "value");
        }
    }

    public Conversions {
        list = List.copyOf(list);
        supplied = List.copyOf(supplied);
        for (int i = 0; i < list.size(); i++) {
            for (int j = 0; j < i; j++) {
                if (list.get(i).type().equals(list.get(j).type())) {
                    throw new IllegalArgumentException("two conversions for " + list.get(i).type().getName());
                }
            }
        }
    }

    /** These and one more conversion. */
    public Conversions with(Conversion<?> c) {
        List<Conversion<?>> l = new ArrayList<>(list);
        l.add(c);
        return new Conversions(l, supplied);
    }

    /** These and one more supplied value. */
    public Conversions supplying(Class<?> record, String component, Object value) {
        List<Supplied> l = new ArrayList<>(supplied);
        l.add(new Supplied(record, component, value));
        return new Conversions(list, l);
    }

    @SuppressWarnings("unchecked")
    <T> Optional<Conversion<T>> find(Class<T> type) {
        for (Conversion<?> c : list) {
            if (c.type().equals(type)) {
                return Optional.of((Conversion<T>) c);
            }
        }
        return Optional.empty();
    }

    Optional<Object> supplied(Class<?> record, String component) {
        for (Supplied s : supplied) {
            if (s.record().equals(record) && s.component().equals(component)) {
                return Optional.of(s.value());
            }
        }
        return Optional.empty();
    }
}
