package org.repsim.experiments.calibrate;

import org.apache.commons.math3.linear.Array2DRowRealMatrix;
import org.apache.commons.math3.linear.ArrayRealVector;
import org.apache.commons.math3.linear.QRDecomposition;
import org.apache.commons.math3.linear.RealMatrix;
import org.apache.commons.math3.linear.RealVector;
import org.apache.commons.math3.linear.SingularValueDecomposition;

/**
 * Bounded, non-negative least squares for unit costs, regularised toward a base profile:
 * minimise {@code Σ_i (w_i (A_i x + c_i - b_i))² + λ Σ_k a_k ((x_k - x0_k) / s_k)²} subject to
 * {@code 0 ≤ x_k ≤ U·s_k}, where {@code A_ik} is the measured figure i's milliseconds per frame
 * per unit of key k, {@code c_i} the model time no count explains, {@code w_i} a relative weight
 * ({@code 1 / |b_i|}, floored at 1% of the largest figure), {@code s_k} the base value (floored
 * for a base of 0) and {@code a_k} the key's share of the scaled design. The weak penalty
 * (λ = 1e-6) does not move keys the figures determine; along the directions they leave free it
 * keeps the base's ratios (a group of keys that only appears together is scaled as one), because
 * weighting each key's relative deviation by its share makes the minimum-penalty correction a
 * common factor.
 *
 * <p>Solved with commons-math3: QR least squares on the free keys, an active set for the bounds
 * (a key driven below 0 is held at 0, a held key is freed again when the gradient says so).
 * Identifiability: a key is determined by the figures when its unit vector lies in the row space
 * of the scaled design (leverage from the SVD's right singular vectors of non-negligible
 * singular values).
 */
final class UnitCostFit {
    static final double LAMBDA = 1e-6;
    /** Upper bound, in multiples of the base value. */
    static final double UPPER = 1e3;
    private static final double SINGULAR = 1e-7;
    private static final double LEVERAGE = 0.995;

    record Solution(double[] x, boolean[] identifiable) {
    }

    private UnitCostFit() {
    }

    static Solution solve(double[][] a, double[] c, double[] b, double[] x0) {
        int m = b.length;
        int n = x0.length;
        double bmax = 0;
        for (double v : b) {
            bmax = Math.max(bmax, Math.abs(v));
        }
        double floor = Math.max(bmax * 0.01, 1e-12);
        double[] w = new double[m];
        for (int i = 0; i < m; i++) {
            w[i] = 1.0 / Math.max(Math.abs(b[i]), floor);
        }
        double[] s = new double[n];
        for (int k = 0; k < n; k++) {
            double amax = 0;
            for (int i = 0; i < m; i++) {
                amax = Math.max(amax, Math.abs(a[i][k]));
            }
            s[k] = x0[k] > 0 ? x0[k] : Math.max(1e-3 * bmax / Math.max(amax, 1e-300), 1e-12);
        }
        double[][] scaled = new double[m][n];
        double[] r = new double[m];
        double[] share = new double[n];
        for (int i = 0; i < m; i++) {
            r[i] = w[i] * (b[i] - c[i]);
            for (int k = 0; k < n; k++) {
                scaled[i][k] = w[i] * a[i][k] * s[k];
                share[k] += Math.abs(scaled[i][k]);
            }
        }
        double[] y0 = new double[n];
        for (int k = 0; k < n; k++) {
            y0[k] = x0[k] / s[k];
            share[k] = Math.max(share[k], 1e-12);
        }
        double[] y = activeSet(scaled, r, y0, share);
        double[] x = new double[n];
        for (int k = 0; k < n; k++) {
            x[k] = y[k] * s[k];
        }
        return new Solution(x, identifiable(scaled));
    }

    /** Keys whose unit vector lies in the row space of the design. */
    static boolean[] identifiable(double[][] scaled) {
        int n = scaled[0].length;
        boolean[] out = new boolean[n];
        SingularValueDecomposition svd = new SingularValueDecomposition(new Array2DRowRealMatrix(scaled, false));
        double[] sv = svd.getSingularValues();
        RealMatrix v = svd.getV();
        double top = sv.length == 0 ? 0 : sv[0];
        for (int k = 0; k < n; k++) {
            double leverage = 0;
            for (int j = 0; j < sv.length; j++) {
                if (sv[j] > SINGULAR * top) {
                    leverage += v.getEntry(k, j) * v.getEntry(k, j);
                }
            }
            out[k] = top > 0 && leverage > LEVERAGE;
        }
        return out;
    }

    private static double[] activeSet(double[][] m, double[] r, double[] y0, double[] share) {
        int n = y0.length;
        boolean[] held = new boolean[n];
        double[] y = y0.clone();
        for (int iteration = 0; iteration < 4 * n + 4; iteration++) {
            y = solveFree(m, r, y0, share, held);
            int worst = -1;
            for (int k = 0; k < n; k++) {
                if (!held[k] && y[k] < 0 && (worst < 0 || y[k] < y[worst])) {
                    worst = k;
                }
            }
            if (worst >= 0) {
                held[worst] = true;
                continue;
            }
            int release = -1;
            double[] g = gradient(m, r, y0, share, y);
            for (int k = 0; k < n; k++) {
                if (held[k] && g[k] < -1e-12 && (release < 0 || g[k] < g[release])) {
                    release = k;
                }
            }
            if (release < 0) {
                break;
            }
            held[release] = false;
        }
        for (int k = 0; k < n; k++) {
            y[k] = Math.min(Math.max(y[k], 0.0), UPPER);
        }
        return y;
    }

    private static double[] solveFree(double[][] m, double[] r, double[] y0, double[] share, boolean[] held) {
        int n = y0.length;
        int[] free = new int[n];
        int nf = 0;
        for (int k = 0; k < n; k++) {
            if (!held[k]) {
                free[nf++] = k;
            }
        }
        double[] y = new double[n];
        if (nf == 0) {
            return y;
        }
        int rows = r.length + nf;
        double[][] aug = new double[rows][nf];
        double[] rhs = new double[rows];
        for (int i = 0; i < r.length; i++) {
            for (int j = 0; j < nf; j++) {
                aug[i][j] = m[i][free[j]];
            }
            rhs[i] = r[i];
        }
        for (int j = 0; j < nf; j++) {
            double p = Math.sqrt(LAMBDA * share[free[j]]);
            aug[r.length + j][j] = p;
            rhs[r.length + j] = p * y0[free[j]];
        }
        RealVector sol = new QRDecomposition(new Array2DRowRealMatrix(aug, false)).getSolver()
                .solve(new ArrayRealVector(rhs, false));
        for (int j = 0; j < nf; j++) {
            y[free[j]] = sol.getEntry(j);
        }
        return y;
    }

    private static double[] gradient(double[][] m, double[] r, double[] y0, double[] share, double[] y) {
        int n = y0.length;
        double[] g = new double[n];
        for (int i = 0; i < r.length; i++) {
            double res = -r[i];
            for (int k = 0; k < n; k++) {
                res += m[i][k] * y[k];
            }
            for (int k = 0; k < n; k++) {
                g[k] += 2 * m[i][k] * res;
            }
        }
        for (int k = 0; k < n; k++) {
            g[k] += 2 * LAMBDA * share[k] * (y[k] - y0[k]);
        }
        return g;
    }
}
