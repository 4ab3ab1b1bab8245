package org.repsim.experiments.analysis;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.DoubleFunction;

/**
 * The search of a crossover, as a pure function of the differences known so far: from the range
 * [A, B] it bisects (in log space on a log scale) towards the sign change of the mean difference
 * D, and either names the next point it needs or, when every point it needs is known, the final
 * bracket. Replaying it from the same known differences always takes the same steps, so the
 * points a run evaluated, and the answer, follow from its results alone.
 */
final class Bisection {
    /** A known difference at one point: its mean and the half-width of its 95% interval. */
    record Difference(double mean, double halfWidth) {
    }

    /** The next points needed (none when done), the bracket [low, high] so far and the bisection steps taken. */
    record Outcome(List<Double> needed, double low, double high, int steps) {
        Outcome {
            needed = List.copyOf(needed);
        }

        boolean done() {
            return needed.isEmpty();
        }
    }

    private final double from;
    private final double to;
    private final boolean log;
    private final boolean integer;
    private final int iterations;
    private final double tolerance;

    Bisection(double from, double to, boolean log, boolean integer, int iterations, double tolerance) {
        this.from = from;
        this.to = to;
        this.log = log;
        this.integer = integer;
        this.iterations = iterations;
        this.tolerance = tolerance;
    }

    /**
     * Replays the search over {@code known} (null for a point not evaluated yet).
     *
     * @throws AnalysisFailure when the mean difference has the same sign at both ends of the range
     */
    Outcome replay(DoubleFunction<Difference> known) throws AnalysisFailure {
        Difference a = known.apply(from);
        Difference b = known.apply(to);
        if (a == null || b == null) {
            List<Double> ends = new ArrayList<>();
            if (a == null) {
                ends.add(from);
            }
            if (b == null) {
                ends.add(to);
            }
            return new Outcome(ends, from, to, 0);
        }
        if (a.mean() == 0) {
            return new Outcome(List.of(), from, from, 0);
        }
        if (b.mean() == 0) {
            return new Outcome(List.of(), to, to, 0);
        }
        if (Math.signum(a.mean()) == Math.signum(b.mean())) {
            throw new AnalysisFailure("no crossing between " + from + " and " + to + ": the difference is "
                    + a.mean() + " ± " + a.halfWidth() + " at " + from + " and " + b.mean() + " ± " + b.halfWidth()
                    + " at " + to + ", the same sign; widen the range");
        }
        double lo = from;
        double hi = to;
        double dLo = a.mean();
        int steps = 0;
        while (steps < iterations && !(tolerance > 0 && hi - lo <= tolerance)) {
            Optional<Double> m = midpoint(lo, hi);
            if (m.isEmpty()) {
                break;
            }
            Difference d = known.apply(m.get());
            if (d == null) {
                return new Outcome(List.of(m.get()), lo, hi, steps);
            }
            steps++;
            if (d.mean() == 0) {
                return new Outcome(List.of(), m.get(), m.get(), steps);
            }
            if (Math.signum(d.mean()) == Math.signum(dLo)) {
                lo = m.get();
                dLo = d.mean();
            } else {
                hi = m.get();
            }
        }
        return new Outcome(List.of(), lo, hi, steps);
    }

    /**
     * The point between {@code lo} and {@code hi} the next step evaluates: the middle (geometric on a
     * log scale), rounded to the fewest significant digits (at least 3) that keep it strictly inside,
     * so labels stay short; an integer for an integer parameter. Empty when no such point exists.
     */
    Optional<Double> midpoint(double lo, double hi) {
        double m = log ? Math.sqrt(lo) * Math.sqrt(hi) : lo + (hi - lo) / 2;
        if (integer) {
            double r = Math.floor(m + 0.5);
            return r > lo && r < hi ? Optional.of(r) : Optional.empty();
        }
        for (int digits = 3; digits <= 17; digits++) {
            double r = new BigDecimal(m).round(new MathContext(digits, RoundingMode.HALF_EVEN)).doubleValue();
            if (r > lo && r < hi) {
                return Optional.of(r);
            }
        }
        return m > lo && m < hi ? Optional.of(m) : Optional.empty();
    }

    /** A position on the search's own scale: log10 of the value on a log scale, the value otherwise. */
    double scaled(double x) {
        return log ? Math.log10(x) : x;
    }

    double unscaled(double u) {
        return log ? Math.pow(10, u) : u;
    }

    /**
     * The crossing's estimate: where the mean difference, linear between the bracket's ends (on
     * the search's scale), is zero.
     */
    double estimate(double lo, Difference dLo, double hi, Difference dHi) {
        if (lo == hi || dLo.mean() == 0) {
            return lo;
        }
        if (dHi.mean() == 0) {
            return hi;
        }
        double t = dLo.mean() / (dLo.mean() - dHi.mean());
        return unscaled(scaled(lo) + t * (scaled(hi) - scaled(lo)));
    }

    /**
     * The crossing's interval: the bracket, widened to every position around the estimate where
     * the 95% interval of D includes 0, mean and half-width taken linear (on the search's scale)
     * between the evaluated points {@code xs} (ascending) with differences {@code ds}. It stops at
     * the ends of the range when the band reaches them.
     */
    double[] interval(double estimate, double lo, double hi, List<Double> xs, List<Difference> ds) {
        double u0 = scaled(estimate);
        List<Double> us = new ArrayList<>();
        xs.forEach(x -> us.add(scaled(x)));
        double right = walk(u0, us, ds, +1);
        double left = walk(u0, us, ds, -1);
        return new double[] {Math.min(lo, unscaled(left)), Math.max(hi, unscaled(right))};
    }

    /** From {@code u0} towards {@code direction}, the first position where |D| exceeds its half-width. */
    private static double walk(double u0, List<Double> us, List<Difference> ds, int direction) {
        int n = us.size();
        // The segment holding u0: us[i] <= u0 <= us[i + 1].
        int i = 0;
        while (i < n - 2 && us.get(i + 1) < u0) {
            i++;
        }
        double u = u0;
        while (true) {
            int a = i;
            int b = i + 1;
            double ua = us.get(a);
            double ub = us.get(b);
            double end = direction > 0 ? ub : ua;
            double found = exit(u, end, ua, ub, ds.get(a), ds.get(b));
            if (!Double.isNaN(found)) {
                return found;
            }
            if (direction > 0 ? b == n - 1 : a == 0) {
                return end;
            }
            i += direction;
            u = end;
        }
    }

    /**
     * On the segment [ua, ub] (D and its half-width linear), the first position from {@code u}
     * towards {@code end} where the band leaves 0 (|D| > half-width); NaN when it does not.
     */
    private static double exit(double u, double end, double ua, double ub, Difference da, Difference db) {
        if (ua == ub) {
            return Double.NaN;
        }
        double best = Double.NaN;
        // g1 = D - h, g2 = -D - h: the band holds 0 while both are <= 0; each is linear in u.
        for (int sign : new int[] {1, -1}) {
            double ga = sign * da.mean() - da.halfWidth();
            double gb = sign * db.mean() - db.halfWidth();
            double gu = ga + (gb - ga) * (u - ua) / (ub - ua);
            double ge = ga + (gb - ga) * (end - ua) / (ub - ua);
            if (gu <= 0 && ge > 0) {
                double cross = u + (end - u) * (-gu) / (ge - gu);
                if (Double.isNaN(best) || Math.abs(cross - u) < Math.abs(best - u)) {
                    best = cross;
                }
            }
        }
        return best;
    }
}
