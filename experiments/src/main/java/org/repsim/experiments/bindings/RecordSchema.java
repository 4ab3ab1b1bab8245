package org.repsim.experiments.bindings;

import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.repsim.engine.param.Param;
import org.repsim.experiments.schema.problem.Problems;
import org.repsim.experiments.schema.BoolSchema;
import org.repsim.experiments.schema.DurationSchema;
import org.repsim.experiments.schema.EnumSchema;
import org.repsim.experiments.schema.Field;
import org.repsim.experiments.schema.IntSchema;
import org.repsim.experiments.schema.ListSchema;
import org.repsim.experiments.schema.NumberSchema;
import org.repsim.experiments.schema.ObjectSchema;
import org.repsim.experiments.schema.Schema;
import org.repsim.experiments.schema.StringSchema;
import org.repsim.experiments.schema.yaml.YamlReader;

/**
 * A declared record → the {@link ObjectSchema} of its mapping: one field per {@link Param}
 * component, in component order ({@code @Inline} records contribute their fields in place). The
 * default's YAML text is checked against the field's own schema, so a default outside its
 * declared range fails here, when the binding is built, not when a user relies on it.
 */
public final class RecordSchema {
    private RecordSchema() {
    }

    public static ObjectSchema of(Class<? extends Record> type, Conversions conversions) {
        return of("", type, conversions);
    }

    /** The same with the one-line {@code doc} {@code repsim schema} prints under the title. */
    public static ObjectSchema of(String doc, Class<? extends Record> type, Conversions conversions) {
        return new ObjectSchema(doc, fields(type, conversions));
    }

    private static List<Field> fields(Class<?> type, Conversions conversions) {
        List<Field> out = new ArrayList<>();
        for (DeclaredComponent c : DeclaredComponent.of(type)) {
            if (c.inline()) {
                out.addAll(fields(c.component().getType(), conversions));
            } else if (!c.supplied()) {
                out.add(field(type, c, conversions));
            }
        }
        for (int i = 0; i < out.size(); i++) {
            for (int j = 0; j < i; j++) {
                if (out.get(i).name().equals(out.get(j).name())) {
                    throw new IllegalStateException(type.getName() + ": key '" + out.get(i).name() + "' declared twice");
                }
            }
        }
        return out;
    }

    private static Field field(Class<?> owner, DeclaredComponent c, Conversions conversions) {
        Param p = c.param();
        Schema schema = schema(c.component().getGenericType(), p, conversions);
        String where = owner.getSimpleName() + "." + c.component().getName();
        if (p.dflt().equals(Param.REQUIRED)) {
            return Field.required(c.key(), schema, p.doc());
        }
        if (p.dflt().equals(Param.NONE)) {
            return Field.optional(c.key(), schema, null, p.shown(), p.doc());
        }
        if (p.dflt().equals("{}") && schema instanceof ObjectSchema nested) {
            if (nested.fields().stream().anyMatch(Field::required)) {
                throw new IllegalStateException(where + ": default {} needs every key of the nested record to have a default");
            }
            // Absent nested mapping = all its defaults: ObjectSchema fills it in when checking.
            return Field.optional(c.key(), schema, null, p.shown().isEmpty() ? "{}" : p.shown(), p.doc());
        }
        Problems problems = new Problems();
        Object value = schema.check(YamlReader.readString(p.dflt(), "default of " + where), c.key(), problems);
        if (value == null) {
            throw new IllegalStateException(where + ": the declared default '" + p.dflt() + "' is not valid: "
                    + problems.list().get(0).message());
        }
        return Field.optional(c.key(), schema, value, p.shown().isEmpty() ? String.valueOf(value) : p.shown(), p.doc());
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    static Schema schema(Type type, Param p, Conversions conversions) {
        if (type instanceof ParameterizedType pt && pt.getRawType() == List.class) {
            return new ListSchema(schema(pt.getActualTypeArguments()[0], p, conversions), p.minItems());
        }
        Class<?> t = (Class<?>) type;
        var conversion = conversions.find(t);
        if (conversion.isPresent()) {
            return conversion.get().schema();
        }
        if (t == boolean.class || t == Boolean.class) {
            return new BoolSchema();
        }
        if (t == int.class || t == Integer.class || t == long.class || t == Long.class) {
            boolean narrow = t == int.class || t == Integer.class;
            long min = p.min() == Double.NEGATIVE_INFINITY ? (narrow ? Integer.MIN_VALUE : Long.MIN_VALUE)
                    : (long) Math.ceil(p.min());
            // Unbounded above prints as "integer >= min"; the binder refuses an int overflow by name.
            long max = p.max() == Double.POSITIVE_INFINITY ? Long.MAX_VALUE : (long) Math.floor(p.max());
            return new IntSchema(min, max);
        }
        if (t == double.class || t == Double.class) {
            return new NumberSchema(p.min(), p.max());
        }
        if (t == Duration.class) {
            return new DurationSchema(Math.max(0, p.min()), false, p.max() == Double.POSITIVE_INFINITY ? 86_400 : p.max());
        }
        if (t == String.class) {
            if (p.values().length > 0) {
                return new EnumSchema(List.of(p.values()));
            }
            return p.pattern().isEmpty() ? StringSchema.any() : StringSchema.matching(p.pattern(), p.patternDoc());
        }
        if (t.isEnum()) {
            List<String> names = Arrays.stream(((Class<? extends Enum>) t).getEnumConstants())
                    .map(e -> ((Enum<?>) e).name().toLowerCase(Locale.ROOT)).toList();
            for (String v : p.values()) {
                if (!names.contains(v)) {
                    throw new IllegalStateException(t.getName() + " has no constant '" + v + "'");
                }
            }
            return new EnumSchema(p.values().length > 0 ? List.of(p.values()) : names);
        }
        if (t.isRecord()) {
            return of((Class<? extends Record>) t, conversions);
        }
        throw new IllegalStateException("no schema for component type " + t.getName()
                + " (declare a Conversion for it in the binding)");
    }
}
