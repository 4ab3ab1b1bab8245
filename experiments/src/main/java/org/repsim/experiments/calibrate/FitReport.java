package org.repsim.experiments.calibrate;

import java.util.Locale;

/**
 * The text report of a calibration: per measured timer, measured vs fitted ms per frame and the
 * residual (and calls per frame, measured vs simulated); per key, its status, base and calibrated
 * values and interval; then the warnings.
 */
public final class FitReport {
    private FitReport() {
    }

    public static String render(CalibrationResult r) {
        StringBuilder b = new StringBuilder();
        b.append("calibrated from ").append(r.fromText()).append(", base ").append(r.base().name()).append(", ")
                .append(r.iterations()).append(r.iterations() == 1 ? " iteration" : " iterations").append('\n');
        b.append('\n').append(String.format(Locale.ROOT, "%-34s %12s %12s %10s %8s %14s %14s%n", "timer (per frame)",
                "measured ms", "fitted ms", "residual", "resid %", "calls measured", "calls sim"));
        boolean anyLeftOut = false;
        for (TimerFit t : r.timers()) {
            double pct = t.measuredMs() == 0 ? 0 : 100 * t.residualMs() / t.measuredMs();
            anyLeftOut |= !t.informative();
            b.append(String.format(Locale.ROOT, "%-34s %12.4f %12.4f %+10.4f %+7.1f%% %14s %14s%n",
                    clip(t.timer() + (t.informative() ? "" : " *"), 34),
                    t.measuredMs(), t.fittedMs(), t.residualMs(), pct, calls(t.measuredCalls()),
                    calls(t.simulatedCalls())));
        }
        if (anyLeftOut) {
            b.append("* not fitted: under 1% of the timer it is part of (rounding or noise at that size)\n");
        }
        b.append('\n').append(String.format(Locale.ROOT, "%-36s %-15s %12s %12s %8s  %s%n", "cost key", "status", "base",
                "calibrated", "change", "95% interval"));
        for (KeyFit k : r.keys()) {
            String change = k.base() == 0 ? (k.value() == 0 ? "" : "new")
                    : String.format(Locale.ROOT, "%+.1f%%", 100 * (k.value() / k.base() - 1));
            String interval = k.hasInterval() ? "[" + FittedProfileFile.number(k.low()) + ", "
                    + FittedProfileFile.number(k.high()) + "] " + k.unit() : "";
            b.append(String.format(Locale.ROOT, "%-36s %-15s %12s %12s %8s  %s%n", k.key() + " (" + k.unit() + ")",
                    k.status().name().toLowerCase(Locale.ROOT), FittedProfileFile.number(k.base()),
                    FittedProfileFile.number(k.value()), k.status() == KeyFit.Status.INHERITED ? "" : change, interval));
        }
        if (!r.warnings().isEmpty()) {
            b.append('\n');
            r.warnings().forEach(w -> b.append("warning: ").append(w).append('\n'));
        }
        return b.toString();
    }

    private static String calls(double v) {
        return Double.isNaN(v) ? "-" : String.format(Locale.ROOT, "%,.1f", v);
    }

    private static String clip(String s, int n) {
        return s.length() <= n ? s : s.substring(0, n - 1) + "…";
    }
}
