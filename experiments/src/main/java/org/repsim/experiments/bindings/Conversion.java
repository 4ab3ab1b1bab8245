package org.repsim.experiments.bindings;

import org.repsim.experiments.schema.Schema;

/**
 * How a declared component of a type the record binder does not know by itself is written in an
 * experiment file and read back: a model value named by a word (a transport preset), loaded from
 * a file (a game catalog), or built from a YAML-side record whose shape differs from the model's
 * on purpose (see {@link #viaRecord}).
 *
 * @param type   the component type this conversion produces
 * @param schema what the key accepts (validation and {@code repsim schema})
 * @param reader the checked value → the component value
 */
public record Conversion<T>(Class<T> type, Schema schema, Reader<T> reader) {
    /** Reads one checked value; {@code keyPath} names the key for messages. */
    @FunctionalInterface
    public interface Reader<T> {
        T read(Object checked, String keyPath) throws BindingException;
    }

    /** A YAML-side translation: the key has the declared shape of record {@code shape}, turned into a {@code T}. */
    @FunctionalInterface
    public interface Translation<S, T> {
        T translate(S shape, String keyPath) throws BindingException;
    }

    /**
     * A component of type {@code type} written in the shape of the declared record {@code shape}
     * (its keys and defaults are {@code shape}'s declarations), translated by {@code translation}.
     */
    public static <S extends Record, T> Conversion<T> viaRecord(Class<T> type, Class<S> shape,
                                                                Translation<S, T> translation, Conversions others) {
        return new Conversion<>(type, RecordSchema.of(shape, others),
                (checked, keyPath) -> translation.translate(RecordBinder.bind(shape, RecordBinder.asMap(checked),
                        keyPath, others), keyPath));
    }
}
