package org.repsim.engine.cost;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Simulated CPU time charged by a model to named scopes arranged as a tree, like a profiler's
 * timer tree (Unreal Insights, a CSV profiler).
 *
 * <p>A model registers its scopes once ({@link #scope}), then charges them on the hot path with
 * primitive ids ({@link #charge}): no allocation, no map look-up per charge. Time charged is
 * <em>exclusive</em> to the scope; inclusive time is derived (exclusive + children's inclusive)
 * when a {@link TimerTree} is taken.
 *
 * <p>The ledger also keeps a lap counter ({@link #lapNanos}) of everything charged since the
 * last {@link #resetLap}, which a frame loop uses to advance the clock: frame length emerges from
 * the work charged. Totals only accumulate while {@link #setMeasuring measuring}, so warm-up is
 * excluded. The ledger knows no frames: the normalising period (frames or seconds of the
 * measured window) is given when a {@link TimerTree} is taken.
 *
 * <p>Operation counts: a model may also say how many operations of each {@link CostKey} it
 * priced into a scope ({@link #operation}, {@link #countOperations}), so that the tree records,
 * per (scope, key), what the time is made of. Calibration (experiments' {@code calibrate}
 * package) needs exactly that: a scope's measured time is {@code Σ count × unit cost}, linear in
 * the unit costs. A model charges a scope one sum per frame, built from {@link Price}s
 * ({@link #price}): each term counts its operations as it prices them, so the counts always match
 * what was charged, and the sum is the same floating-point result as without counting. It costs one
 * add per operation kind per frame, off the per-actor hot path. {@link #countOperations} alone is
 * for a sum whose factors are not plain counts (a drawn level's weights).
 */
public final class CostLedger {
    /** Parent id of top-level scopes. */
    public static final int ROOT = -1;

    private final List<String> names = new ArrayList<>();
    private final List<String> paths = new ArrayList<>();
    private int[] parents = new int[16];
    private long[] calls = new long[16];
    private double[] exclusiveNanos = new double[16];
    private final Map<String, Integer> idsByPath = new TreeMap<>();
    private final List<CostKey> operationKeys = new ArrayList<>();
    private int[] operationScopes = new int[16];
    private double[] operationCounts = new double[16];
    private boolean[] operationCharged = new boolean[16];
    private final Map<String, Integer> operationIds = new TreeMap<>();

    private boolean measuring;
    private double lapNanos;

    /** Registers (or finds) a top-level scope. */
    public int scope(String name) {
        return scope(name, ROOT);
    }

    /** Registers (or finds) the scope {@code name} under {@code parent}; returns its id. */
    public int scope(String name, int parent) {
        if (name == null || name.isEmpty() || name.indexOf('/') >= 0) {
            throw new IllegalArgumentException("scope name must be non-empty and contain no '/': " + name);
        }
        if (parent != ROOT && (parent < 0 || parent >= names.size())) {
            throw new IllegalArgumentException("unknown parent scope id " + parent);
        }
        String path = parent == ROOT ? name : paths.get(parent) + "/" + name;
        Integer existing = idsByPath.get(path);
        if (existing != null) {
            return existing;
        }
        int id = names.size();
        if (id == parents.length) {
            int n = id * 2;
            parents = Arrays.copyOf(parents, n);
            calls = Arrays.copyOf(calls, n);
            exclusiveNanos = Arrays.copyOf(exclusiveNanos, n);
        }
        names.add(name);
        paths.add(path);
        parents[id] = parent;
        idsByPath.put(path, id);
        return id;
    }

    /**
     * Registers (or finds) the counter of {@code key}-priced operations charged to {@code scope};
     * returns its id for {@link #countOperations}.
     */
    public int operation(int scope, CostKey key) {
        if (scope < 0 || scope >= names.size()) {
            throw new IllegalArgumentException("unknown scope id " + scope);
        }
        String id = scope + "\n" + key.name();
        Integer existing = operationIds.get(id);
        if (existing != null) {
            return existing;
        }
        int op = operationKeys.size();
        if (op == operationScopes.length) {
            operationScopes = Arrays.copyOf(operationScopes, op * 2);
            operationCounts = Arrays.copyOf(operationCounts, op * 2);
            operationCharged = Arrays.copyOf(operationCharged, op * 2);
        }
        operationKeys.add(key);
        operationScopes[op] = scope;
        operationIds.put(id, op);
        return op;
    }

    /**
     * The {@link Price} of {@code key} in {@code scope}: its value in {@code profile}, in
     * nanoseconds, with the scope's {@link #operation} counter for it.
     */
    public Price price(int scope, CostKey key, CostProfile profile) {
        return new Price(this, operation(scope, key), profile.nanos(key));
    }

    /**
     * Records {@code count} operations of an {@link #operation} counter (measured window only).
     * The time itself is charged by {@link #charge}: the caller charges {@code Σ count × unit}.
     * A count may be fractional (or negative): it is the factor of the key's value in the charged
     * sum, e.g. a drawn weight of a level's bounds. Whether a counter was ever given a non-zero
     * count is kept for the whole run, warm-up included ({@link TimerTree.Operations#chargedInRun}).
     */
    public void countOperations(int operation, double count) {
        if (count != 0) {
            operationCharged[operation] = true;
        }
        if (measuring) {
            operationCounts[operation] += count;
        }
    }

    /** Charges {@code nanos} of exclusive time and {@code callCount} calls to a scope. */
    public void charge(int scope, long callCount, double nanos) {
        lapNanos += nanos;
        if (measuring) {
            calls[scope] += callCount;
            exclusiveNanos[scope] += nanos;
        }
    }

    /** Charges {@code callCount} calls of {@code nanosPerCall} each. */
    public void chargeCalls(int scope, long callCount, double nanosPerCall) {
        charge(scope, callCount, callCount * nanosPerCall);
    }

    /** Counts calls of a scope whose time is charged to its children (a pure wrapper scope). */
    public void count(int scope, long callCount) {
        if (measuring) {
            calls[scope] += callCount;
        }
    }

    /**
     * Restarts the lap counter: {@link #lapNanos} then sums what is charged from now on, whether
     * measuring or not. A frame loop takes one lap per frame, so frame length emerges from the
     * work charged during the frame.
     */
    public void resetLap() {
        lapNanos = 0.0;
    }

    /** Time charged since the last {@link #resetLap}, in nanoseconds. */
    public double lapNanos() {
        return lapNanos;
    }

    /**
     * An immutable picture of the tree over the measured window: {@code frames} measured frames
     * (0 for a model without frames) spanning {@code windowSeconds} of simulated time.
     */
    public TimerTree snapshot(long frames, double windowSeconds) {
        int n = names.size();
        double[] inclusive = Arrays.copyOf(exclusiveNanos, n);
        // Children are always registered after their parent, so a reverse sweep folds every
        // scope's inclusive time into its parent before the parent itself is folded.
        for (int id = n - 1; id >= 0; id--) {
            if (parents[id] != ROOT) {
                inclusive[parents[id]] += inclusive[id];
            }
        }
        List<TimerTree.Scope> scopes = new ArrayList<>(n);
        for (int id = 0; id < n; id++) {
            String parentPath = parents[id] == ROOT ? "" : paths.get(parents[id]);
            scopes.add(new TimerTree.Scope(paths.get(id), names.get(id), parentPath, calls[id],
                    inclusive[id], exclusiveNanos[id]));
        }
        List<TimerTree.Operations> operations = new ArrayList<>(operationKeys.size());
        for (int op = 0; op < operationKeys.size(); op++) {
            operations.add(new TimerTree.Operations(paths.get(operationScopes[op]), operationKeys.get(op).name(),
                    operationCounts[op], operationCharged[op]));
        }
        return new TimerTree(frames, windowSeconds, scopes, operations);
    }

    /** Turns accumulation on (measurement window) or off (warm-up). */
    public void setMeasuring(boolean measuring) {
        this.measuring = measuring;
    }

    public boolean measuring() {
        return measuring;
    }

    /** Calls accumulated so far by a scope (measured window only). */
    public long calls(int scope) {
        return calls[scope];
    }

    /** Exclusive nanoseconds accumulated so far by a scope (measured window only). */
    public double exclusiveNanos(int scope) {
        return exclusiveNanos[scope];
    }
}
