package org.repsim.engine.cost;

import java.util.List;
import java.util.Optional;

/**
 * A snapshot of a {@link CostLedger}: each scope's calls and inclusive/exclusive simulated time
 * over the measured frames, in registration order (parents before children).
 */
public record TimerTree(long frames, List<Scope> scopes) {

    public TimerTree {
        scopes = List.copyOf(scopes);
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
