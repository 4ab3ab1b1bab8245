package org.repsim.results;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** {@link Numbers#canonical} against the exact rounding it shortcuts, on values of every shape. */
class NumbersTest {
    private static final MathContext TWELVE = new MathContext(12, RoundingMode.HALF_EVEN);

    private static double exact(double v) {
        return Double.isFinite(v) ? new BigDecimal(v).round(TWELVE).doubleValue() : v;
    }

    private static void same(double v) {
        assertEquals(Double.doubleToRawLongBits(exact(v)), Double.doubleToRawLongBits(Numbers.canonical(v)),
                () -> "canonical(" + v + ") = " + Numbers.canonical(v) + ", exact rounding gives " + exact(v));
    }

    @Test
    void agreesWithTheExactRoundingOnRandomBitPatterns() {
        SplittableRandom r = new SplittableRandom(13);
        for (int i = 0; i < 300_000; i++) {
            same(Double.longBitsToDouble(r.nextLong()));
        }
    }

    @Test
    void agreesOnDecimalsOfEveryLengthAroundTheTwelveDigitEdge() {
        SplittableRandom r = new SplittableRandom(14);
        for (int digits = 1; digits <= 17; digits++) {
            for (int i = 0; i < 20_000; i++) {
                long mantissa = r.nextLong(1, (long) Math.pow(10, Math.min(digits, 18)));
                int exponent = r.nextInt(-30, 30);
                double v = new BigDecimal(java.math.BigInteger.valueOf(mantissa), -exponent).doubleValue();
                same(v);
                same(-v);
                same(Math.nextUp(v));
                same(Math.nextDown(v));
            }
        }
    }

    @Test
    void agreesOnMeansAndRatesLikeTheModelsWrite() {
        SplittableRandom r = new SplittableRandom(15);
        for (int i = 0; i < 100_000; i++) {
            double sum = 0;
            int n = 1 + r.nextInt(50);
            for (int k = 0; k < n; k++) {
                sum += r.nextInt(10_000) / 100.0;
            }
            same(sum / n);
            same(sum * 1e-6);
            same(Math.rint(sum));
        }
    }

    @Test
    void agreesOnZerosSubnormalsAndTies() {
        double[] values = {0.0, -0.0, Double.MIN_VALUE, -Double.MIN_VALUE, Double.MIN_NORMAL, Math.nextDown(Double.MIN_NORMAL),
                Double.MAX_VALUE, -Double.MAX_VALUE, 0.1, 0.09000000000000001, 1.0000000000005, 1.0000000000015,
                123456789012.5, 1234567890125.0, 2.5e-300, 1e23, 9.999999999995, 0.30000000000000004};
        for (double v : values) {
            same(v);
        }
    }

    @Test
    void countsSignificantDigitsOfDoubleText() {
        assertEquals(2, Numbers.significantDigits("0.0012"));
        assertEquals(2, Numbers.significantDigits("1.5E10"));
        assertEquals(1, Numbers.significantDigits("100.0"));
        assertEquals(3, Numbers.significantDigits("-1.01E-5"));
        assertEquals(0, Numbers.significantDigits("0.0"));
        assertEquals(17, Numbers.significantDigits("0.30000000000000004"));
    }
}
