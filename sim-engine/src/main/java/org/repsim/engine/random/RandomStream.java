package org.repsim.engine.random;

/**
 * One named random stream: a WELL19937c generator (Panneton, L'Ecuyer & Matsumoto 2006) that
 * draws commons-math3's sequence ({@link Well19937c} says why it is the engine's own). Chosen
 * because it is a well-studied generator with a huge period (2^19937 - 1) and good
 * equidistribution, so streams seeded from distinct 64-bit seeds do not overlap in practice.
 *
 * <p>Every draw also feeds an optional {@link DrawListener} (the run fingerprint), so two runs
 * that drew different numbers cannot share a fingerprint.
 */
public final class RandomStream {
    /** Observes every draw; used to fold random draws into the run fingerprint. */
    @FunctionalInterface
    public interface DrawListener {
        void onDraw(long bits);
    }

    private final String name;
    private final Well19937c generator;
    private DrawListener listener;

    RandomStream(String name, long seed) {
        this.name = name;
        this.generator = new Well19937c(new int[] {(int) (seed >>> 32), (int) seed});
    }

    public String name() {
        return name;
    }

    public void setListener(DrawListener listener) {
        this.listener = listener;
    }

    /** Uniform in [0, 1). */
    public double nextDouble() {
        double d = generator.nextDouble();
        if (listener != null) {
            listener.onDraw(Double.doubleToRawLongBits(d));
        }
        return d;
    }

    /** Uniform integer in [0, bound). */
    public int nextInt(int bound) {
        int v = generator.nextInt(bound);
        if (listener != null) {
            listener.onDraw(v);
        }
        return v;
    }

    public long nextLong() {
        long v = generator.nextLong();
        if (listener != null) {
            listener.onDraw(v);
        }
        return v;
    }

    public boolean nextBoolean(double probabilityTrue) {
        return nextDouble() < probabilityTrue;
    }

    /** Uniform in [low, high). */
    public double uniform(double low, double high) {
        return low + (high - low) * nextDouble();
    }

    /** Exponential with the given mean, by inversion (one uniform per draw keeps streams aligned). */
    public double exponential(double mean) {
        return -mean * Math.log1p(-nextDouble());
    }

    /** Normal with the given mean and standard deviation (Box-Muller, cosine branch only). */
    public double normal(double mean, double sd) {
        double u1 = nextDouble();
        double u2 = nextDouble();
        double r = Math.sqrt(-2.0 * Math.log1p(-u1));
        return mean + sd * r * Math.cos(2.0 * Math.PI * u2);
    }
}
