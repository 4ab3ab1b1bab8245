package org.repsim.experiments.bindings;

import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.repsim.engine.param.Inline;
import org.repsim.engine.param.Param;

/**
 * One component of a declared record as the experiment file sees it: a {@link Param} key, an
 * {@link Inline} record whose keys join the enclosing mapping, or neither: a value that is not
 * in the file and that the binding must supply ({@link Conversions#supplying}), else binding
 * fails, so no component is silently left at a default of the binder's choosing.
 */
record DeclaredComponent(RecordComponent component, Param param, boolean inline) {
    // Reflection once per record type (every cell binds its scenario).
    private static final ClassValue<List<DeclaredComponent>> CACHE = new ClassValue<>() {
        @Override
        protected List<DeclaredComponent> computeValue(Class<?> type) {
            return read(type);
        }
    };

    static List<DeclaredComponent> of(Class<?> type) {
        return CACHE.get(type);
    }

    private static List<DeclaredComponent> read(Class<?> type) {
        if (!type.isRecord()) {
            throw new IllegalArgumentException(type.getName() + " is not a record");
        }
        List<DeclaredComponent> out = new ArrayList<>();
        for (RecordComponent rc : type.getRecordComponents()) {
            Param p = rc.getAnnotation(Param.class);
            boolean inline = rc.isAnnotationPresent(Inline.class);
            if (p != null && inline) {
                throw new IllegalStateException(type.getName() + "." + rc.getName() + ": @Param or @Inline, not both");
            }
            if (inline && !rc.getType().isRecord()) {
                throw new IllegalStateException(type.getName() + "." + rc.getName() + ": @Inline needs a record type");
            }
            out.add(new DeclaredComponent(rc, p, inline));
        }
        return List.copyOf(out);
    }

    /** Neither a key nor inline: supplied by the binding. */
    boolean supplied() {
        return param == null && !inline;
    }

    /** The YAML key: declared, or the component name in snake_case. */
    String key() {
        return param.key().isEmpty() ? snakeCase(component.getName()) : param.key();
    }

    static String snakeCase(String camel) {
        StringBuilder b = new StringBuilder(camel.length() + 4);
        for (int i = 0; i < camel.length(); i++) {
            char c = camel.charAt(i);
            if (Character.isUpperCase(c)) {
                b.append('_').append(Character.toLowerCase(c));
            } else {
                b.append(c);
            }
        }
        return b.toString().toLowerCase(Locale.ROOT);
    }
}
