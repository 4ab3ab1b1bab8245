package org.repsim.models.battleroyale;

import java.util.List;

/**
 * The number of players still alive as a function of match time: a piecewise-linear curve
 * through (time, alive) points, flat before the first and after the last. Deaths are drawn so
 * that the alive count follows it (see {@link AlivePopulation}).
 */
public record AliveCurve(List<Point> points) {

    /** Alive count {@code alive} at match time {@code timeS}. */
    public record Point(double timeS, int alive) {
        public Point {
            if (timeS < 0.0 || alive < 0) {
                throw new IllegalArgumentException("alive curve point needs time >= 0 and alive >= 0");
            }
        }
    }

    public AliveCurve {
        points = List.copyOf(points);
        if (points.isEmpty()) {
            throw new IllegalArgumentException("alive curve needs at least one point");
        }
        for (int i = 1; i < points.size(); i++) {
            if (points.get(i).timeS() <= points.get(i - 1).timeS()) {
                throw new IllegalArgumentException("alive curve times must increase");
            }
        }
    }

    /** The same alive count all match long (one cell of a sweep over alive counts). */
    public static AliveCurve constant(int alive) {
        return new AliveCurve(List.of(new Point(0.0, alive)));
    }

    /** A straight fall from {@code from} at time 0 to {@code to} at {@code durationS}. */
    public static AliveCurve linear(int from, int to, double durationS) {
        return new AliveCurve(List.of(new Point(0.0, from), new Point(durationS, to)));
    }

    /** Target alive count at match time {@code t}, rounded to the nearest player. */
    public int aliveAt(double t) {
        Point first = points.get(0);
        if (t <= first.timeS()) {
            return first.alive();
        }
        for (int i = 1; i < points.size(); i++) {
            Point b = points.get(i);
            if (t <= b.timeS()) {
                Point a = points.get(i - 1);
                double f = (t - a.timeS()) / (b.timeS() - a.timeS());
                return (int) Math.round(a.alive() + f * (b.alive() - a.alive()));
            }
        }
        return points.get(points.size() - 1).alive();
    }

    /** Highest alive count anywhere on the curve. */
    public int maxAlive() {
        int max = 0;
        for (Point p : points) {
            max = Math.max(max, p.alive());
        }
        return max;
    }
}
