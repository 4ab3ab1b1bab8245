package org.repsim.engine.param;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Declares a record component as one key of an experiment file's {@code scenario:} mapping: its
 * name, default, allowed values and meaning, written once, beside the value the model reads. The
 * experiments module derives the schema (validation and {@code repsim schema}) from these
 * declarations and builds the record from the checked values; nothing else repeats them.
 *
 * <p>The key's type follows from the component's type: {@code boolean}; {@code int}/{@code long}
 * (integers within [{@link #min}, {@link #max}]); {@code double} (numbers within the range);
 * {@code String} (free text, or one of {@link #values}); an enum (its constants' lower-case
 * names, or the subset in {@link #values}); {@code java.time.Duration} ({@code 20s},
 * {@code 500ms}, ...); a record (a nested mapping of its own declared components); a
 * {@code List} of records. The binder may know further types (a model value read from a string).
 *
 * <p>Example: {@code @Param(doc = "Packet loss probability.", dflt = "0", max = 0.99) double loss}.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.RECORD_COMPONENT)
public @interface Param {
    /** {@link #dflt} of a key that must be given. */
    String REQUIRED = "\u0000required";
    /** {@link #dflt} of an optional key whose absence means "none" (the component is null). */
    String NONE = "\u0000none";
    /** {@link #min} for "must be > 0": the smallest value accepted. */
    double POSITIVE = 1e-9;

    /** What the key means (one line, shown by {@code repsim schema}). */
    String doc();

    /** The YAML key; empty = the component name in snake_case ({@code maxTickRateHz} → {@code max_tick_rate_hz}). */
    String key() default "";

    /**
     * The default as YAML text ({@code "30"}, {@code "awake"}, {@code "[]"}, {@code "{}"} = all
     * of a nested record's defaults), {@link #NONE}, or {@link #REQUIRED} (the annotation's default).
     */
    String dflt() default REQUIRED;

    /** How {@code repsim schema} shows the default; empty = the default itself. */
    String shown() default "";

    /** Smallest allowed number (integers: rounded up). */
    double min() default Double.NEGATIVE_INFINITY;

    /** Largest allowed number (integers: rounded down). */
    double max() default Double.POSITIVE_INFINITY;

    /** Allowed words of a string or enum key (empty: any string / every constant). */
    String[] values() default {};

    /** A regular expression a string key must match, and {@link #patternDoc} saying it in words. */
    String pattern() default "";

    String patternDoc() default "";

    /** Fewest elements of a list key. */
    int minItems() default 0;
}
