package org.repsim.engine.cost;

import java.util.List;
import java.util.Optional;

/**
 * A snapshot of a {@link CostLedger}: each scope's calls and inclusive/exclusive simulated time
 * over the measured window, in registration order (parents before children).
 *
 * <p>{@code operations} lists the model's per (scope, cost key) operation counts, in registration
 * order; empty when the model declares none.
 *
 * <p>{@code frames} is the number of measured frames of a frame-based model and 0 for an
 * event-driven one; {@code windowSeconds} the measured window's simulated length. Figures "per
 * period" are per frame when there are frames and per simulated second otherwise.
 */
public record TimerTree(long frames, double windowSeconds, List<Scope> scopes, List<Operations> operations) {

    public TimerTree {
        scopes = List.copyOf(scopes);
        operations = List.copyOf(operations);
    }

    /** A tree without operation counts (a model that does not declare them). */
    public TimerTree(long frames, double windowSeconds, List<Scope> scopes) {
        this(frames, windowSeconds, scopes, List.of());
    }

    /**
     * How many operations priced by cost key {@code key} a scope ran in the measured window (see
     * {@link CostLedger#operation}): the scope's exclusive time is {@code Σ count × unit} over its
     * operations, plus whatever the model charged without counting. {@code chargedInRun} tells
     * whether the run recorded a non-zero count at any time, warm-up included: a key charged only
     * while warming up has {@code count} 0 in the window, yet its cost moved every later event.
     */
    public record Operations(String scopePath, String key, double count, boolean chargedInRun) {
    }

    /** The normalising period: {@code "frame"} for frame-based models, {@code "s"} otherwise. */
    public String period() {
        return frames > 0 || windowSeconds <= 0 ? "frame" : "s";
    }

    /** Number of periods in the window: measured frames, or seconds when there are none. */
    public double periods() {
        return frames > 0 || windowSeconds <= 0 ? frames : windowSeconds;
    }

    public double callsPerPeriod(Scope s) {
        double p = periods();
        return p == 0 ? 0.0 : s.calls() / p;
    }

    public double inclusiveMsPerPeriod(Scope s) {
        double p = periods();
        return p == 0 ? 0.0 : s.inclusiveNanos() / 1e6 / p;
    }

    public double exclusiveMsPerPeriod(Scope s) {
        double p = periods();
        return p == 0 ? 0.0 : s.exclusiveNanos() / 1e6 / p;
    }

    /** One scope. {@code path} is the slash-joined chain of names; {@code parentPath} is "" at the top. */
    public record Scope(String path, String name, String parentPath, long calls,
                        double inclusiveNanos, double exclusiveNanos) {
    }

    public Optional<Scope> find(String path) {
        return scopes.stream().filter(s -> s.path().equals(path)).findFirst();
    }

    public double callsPerFrame(Scope s) {
        return frames == 0 ? 0.0 : (double) s.calls() / frames;
    }

    public double inclusiveMsPerFrame(Scope s) {
        return frames == 0 ? 0.0 : s.inclusiveNanos() / 1e6 / frames;
    }

    public double exclusiveMsPerFrame(Scope s) {
        return frames == 0 ? 0.0 : s.exclusiveNanos() / 1e6 / frames;
    }
}
