package org.repsim.experiments.bindings;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.repsim.experiments.schema.Paths;

/**
 * A mapping checked by {@link RecordSchema#of} → the declared record, through its canonical
 * constructor (so the record's own invariants still apply). A constructor refusing the values
 * becomes a {@link BindingException} naming the mapping's key path; types are guaranteed by the
 * schema, so a failing cast here is a binder bug, not bad input.
 */
public final class RecordBinder {
    private RecordBinder() {
    }

    public static <R> R bind(Class<R> type, Map<String, Object> checked, String keyPath, Conversions conversions)
            throws BindingException {
        List<DeclaredComponent> components = DeclaredComponent.of(type);
        Object[] args = new Object[components.size()];
        Class<?>[] types = new Class<?>[components.size()];
        for (int i = 0; i < args.length; i++) {
            DeclaredComponent c = components.get(i);
            RecordComponent rc = c.component();
            types[i] = rc.getType();
            if (c.supplied()) {
                args[i] = conversions.supplied(type, rc.getName()).orElseThrow(() -> new IllegalStateException(
                        type.getName() + "." + rc.getName() + " is neither declared (@Param, @Inline) nor supplied"));
            } else if (c.inline()) {
                args[i] = bind(rc.getType(), checked, keyPath, conversions);
            } else {
                args[i] = value(rc.getGenericType(), checked.get(c.key()), Paths.child(keyPath, c.key()), conversions);
            }
        }
        try {
            Constructor<R> ctor = type.getDeclaredConstructor(types);
            ctor.setAccessible(true);
            return ctor.newInstance(args);
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof IllegalArgumentException bad) {
                throw new BindingException(keyPath, bad.getMessage());
            }
            throw new IllegalStateException("constructing " + type.getName(), e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("no canonical constructor for " + type.getName(), e);
        }
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> asMap(Object checked) {
        return (Map<String, Object>) checked;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Object value(Type type, Object v, String keyPath, Conversions conversions) throws BindingException {
        if (type instanceof ParameterizedType pt && pt.getRawType() == List.class) {
            List<Object> items = (List<Object>) v;
            List<Object> out = new ArrayList<>(items.size());
            for (int i = 0; i < items.size(); i++) {
                out.add(value(pt.getActualTypeArguments()[0], items.get(i), Paths.index(keyPath, i), conversions));
            }
            return out;
        }
        Class<?> t = (Class<?>) type;
        var conversion = conversions.find(t);
        if (conversion.isPresent()) {
            return conversion.get().reader().read(v, keyPath);
        }
        if (v == null) {
            if (t.isPrimitive()) {
                throw new IllegalStateException(keyPath + ": no value for a primitive component (declare a default)");
            }
            return null;
        }
        if (t == int.class || t == Integer.class) {
            long n = (Long) v;
            if (n < Integer.MIN_VALUE || n > Integer.MAX_VALUE) {
                throw new BindingException(keyPath, "value " + n + " is too large");
            }
            return (int) n;
        }
        if (t == double.class || t == Double.class) {
            return ((Number) v).doubleValue();
        }
        if (t == Duration.class) {
            return Duration.ofNanos(Math.round((Double) v * 1e9));
        }
        if (t.isEnum()) {
            return Enum.valueOf((Class<? extends Enum>) t, ((String) v).toUpperCase(Locale.ROOT));
        }
        if (t.isRecord()) {
            return bind(t, asMap(v), keyPath, conversions);
        }
        return v;   // boolean, long, String: the checked form already is the value
    }
}
