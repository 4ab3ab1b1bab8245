package org.repsim.engine.cost;

import java.util.Objects;

/**
 * One declared unit cost of a model's {@link CostProfile}: its name as written in profile files
 * and {@code overrides:}, its unit, and what operation it prices.
 *
 * <p>Time units ({@code ns}, {@code us}, {@code ms}, {@code s}) convert with {@link #toNanos};
 * any other unit ({@code bits}, {@code bytes}, {@code 1} for a pure number, ...) is a plain
 * quantity.
 */
public record CostKey(String name, String unit, String meaning) {
    public CostKey {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(unit, "unit");
        Objects.requireNonNull(meaning, "meaning");
        if (!name.matches("[a-z][a-z0-9_]*")) {
            throw new IllegalArgumentException("cost key names are lower_snake_case: '" + name + "'");
        }
    }

    /** Whether the unit is a time unit. */
    public boolean isTime() {
        return nanosPerUnit() > 0;
    }

    /** A value of this key in nanoseconds; only for time units. */
    public double toNanos(double value) {
        double f = nanosPerUnit();
        if (f <= 0) {
            throw new IllegalStateException("cost key " + name + " is in " + unit + ", not a time");
        }
        return value * f;
    }

    private double nanosPerUnit() {
        return switch (unit) {
            case "ns" -> 1.0;
            case "us" -> 1e3;
            case "ms" -> 1e6;
            case "s" -> 1e9;
            default -> -1.0;
        };
    }
}
