package org.repsim.results;

import java.util.Objects;

/**
 * One line of {@code sensitivity.csv}: how much the analysed quantity moves when one unit cost
 * moves. {@code elasticity} is the mean over the replications of
 * {@code (Q(+step) - Q(-step)) / (2 step Q(base))}, each replication's three runs sharing their
 * random numbers; the interval is Student-t 95% over those per-replication values.
 *
 * @param quantity     the analysed quantity, e.g. {@code server_replicate_actors_ms (condition=push+skip)}
 * @param quantityUnit its unit ({@code %} for a ratio or a saving)
 * @param key          the cost-profile key
 * @param keyUnit      the key's unit
 * @param status       {@code charged} (its operations were counted and priced: perturbed),
 *                     {@code uncounted} (the model counts no operations of this key, so only a run
 *                     can tell: perturbed), {@code uncharged} (counted, never charged in the whole
 *                     run, warm-up included: elasticity 0 exactly, not run) or {@code zero} (its value is
 *                     0, which a relative change leaves 0: elasticity 0 exactly, not run)
 * @param keyValue     the key's value in the analysed cell, in its unit
 * @param step         the relative perturbation (0.1 = ±10%)
 * @param n            replications
 * @param base         mean of the quantity at the key's value
 * @param up           mean at {@code keyValue × (1 + step)}
 * @param down         mean at {@code keyValue × (1 - step)}
 */
public record SensitivityRow(String quantity, String quantityUnit, String key, String keyUnit, String status,
                             double keyValue, double step, int n, double base, double up, double down,
                             double elasticity, double sd, double ci95Low, double ci95High) {
    public static final String CHARGED = "charged";
    public static final String UNCOUNTED = "uncounted";
    public static final String UNCHARGED = "uncharged";
    public static final String ZERO = "zero";

    public SensitivityRow {
        Objects.requireNonNull(quantity, "quantity");
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(status, "status");
        keyValue = Numbers.canonical(keyValue);
        step = Numbers.canonical(step);
        base = Numbers.canonical(base);
        up = Numbers.canonical(up);
        down = Numbers.canonical(down);
        elasticity = Numbers.canonical(elasticity);
        sd = Numbers.canonical(sd);
        ci95Low = Numbers.canonical(ci95Low);
        ci95High = Numbers.canonical(ci95High);
    }

    /** Whether the quantity moved at all (a perturbed key whose runs gave the same values has elasticity 0). */
    public boolean matters() {
        return elasticity != 0 || ci95Low != 0 || ci95High != 0;
    }
}
