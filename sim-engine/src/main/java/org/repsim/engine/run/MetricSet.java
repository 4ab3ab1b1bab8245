package org.repsim.engine.run;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * A model's declared metrics, and the recorder of one run's scalar values: a value can only be
 * recorded under a declared name (or a member of a declared family), so every number that
 * reaches a result file has a declared unit and meaning.
 *
 * <p>The declaration list is immutable and shared; {@link #recorder()} gives a fresh recorder
 * per run. Output order is the names' sorted order (never a hash order).
 */
public final class MetricSet {
    private final List<Metric> declared;

    public MetricSet(List<Metric> declared) {
        this.declared = List.copyOf(declared);
        List<String> seen = new ArrayList<>();
        for (Metric m : this.declared) {
            String key = m.kind() + " " + m.name();
            if (seen.contains(key)) {
                throw new IllegalArgumentException("metric declared twice: " + m.name());
            }
            seen.add(key);
        }
    }

    public static MetricSet of(Metric... metrics) {
        return new MetricSet(List.of(metrics));
    }

    /** Every declaration, in declaration order. */
    public List<Metric> declared() {
        return declared;
    }

    /** This set followed by {@code more} (e.g. a model's metrics plus the series it reports). */
    public MetricSet with(List<Metric> more) {
        List<Metric> all = new ArrayList<>(declared);
        all.addAll(more);
        return new MetricSet(all);
    }

    /** The declaration of a concrete scalar/series/distribution name; exact names win over families. */
    public Optional<Metric> find(String concrete, Metric.Kind kind) {
        for (Metric m : declared) {
            if (m.kind() == kind && m.name().equals(concrete)) {
                return Optional.of(m);
            }
        }
        // Only then the families, so that an exact name never pays for a pattern match.
        for (Metric m : declared) {
            if (m.kind() == kind && m.isFamily() && m.matches(concrete)) {
                return Optional.of(m);
            }
        }
        return Optional.empty();
    }

    /** The unit of a concrete metric name of any kind (scalar first), or empty if undeclared. */
    public Optional<String> unitOf(String concrete) {
        for (Metric.Kind k : Metric.Kind.values()) {
            Optional<Metric> m = find(concrete, k);
            if (m.isPresent()) {
                return Optional.of(m.get().unit());
            }
        }
        return Optional.empty();
    }

    public Recorder recorder() {
        return new Recorder();
    }

    /** Collects one run's scalar values; refuses undeclared names. Not thread-safe (one per run). */
    public final class Recorder {
        private final TreeMap<String, Double> values = new TreeMap<>();

        private Recorder() {
        }

        /** Records a declared scalar metric. */
        public Recorder put(Metric metric, double value) {
            if (metric.isFamily()) {
                throw new IllegalArgumentException("give a concrete name for family " + metric.name());
            }
            return put(metric.name(), value);
        }

        /** Records a concrete scalar name, which must be declared or belong to a declared family. */
        public Recorder put(String name, double value) {
            if (find(name, Metric.Kind.SCALAR).isEmpty()) {
                throw new IllegalArgumentException("metric '" + name + "' is not declared by the model");
            }
            values.put(name, value);
            return this;
        }

        public SortedMap<String, Double> values() {
            return java.util.Collections.unmodifiableSortedMap(values);
        }
    }
}
