package org.repsim.experiments.calibrate;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import org.repsim.engine.cost.CostKey;
import org.repsim.engine.cost.CostProfile;
import org.repsim.engine.cost.CostProfileException;
import org.repsim.results.AtomicFile;

/**
 * Writes a calibration as a cost-profile file (the format of {@link CostProfile}, usable as
 * {@code profile: path/to/PROFILE.yaml}) with a per-key {@code source:} saying it was fitted by
 * repsim calibrate from which captures, or inherited from the base, and, when there are bootstrap
 * draws, their CSV beside it ({@link #drawsFile}) that {@code repsim run --profile-uncertainty}
 * reads. Each file is written atomically; the profile text is parsed back before anything is
 * written, so a file that the loader would refuse is never left behind.
 */
public final class FittedProfileFile {
    private FittedProfileFile() {
    }

    /** {@code PROFILE.yaml} → {@code PROFILE.draws.csv}. */
    public static Path drawsFile(Path profile) {
        String name = profile.getFileName().toString();
        String stem = name.replaceFirst("\\.ya?ml$", "");
        return profile.resolveSibling(stem + ".draws.csv");
    }

    public static void write(CalibrationResult result, Path out) throws IOException {
        String name = out.getFileName().toString().replaceFirst("\\.ya?ml$", "");
        String text = text(result, name);
        try {
            CostProfile.parse(result.keySet(), out.toString(), text);
        } catch (CostProfileException e) {
            throw new IllegalStateException("the calibrated profile does not read back: " + e.getMessage(), e);
        }
        Path draws = drawsFile(out);
        if (!result.draws().isEmpty()) {
            AtomicFile.write(draws, drawsText(result));
        } else {
            java.nio.file.Files.deleteIfExists(draws);   // a stale file would lend another fit's spread
        }
        AtomicFile.write(out, text);
    }

    static String text(CalibrationResult r, String name) {
        StringBuilder b = new StringBuilder();
        b.append("# Cost profile fitted by repsim calibrate from ").append(r.fromText()).append(",\n");
        b.append("# base profile ").append(r.base().name()).append(", ").append(r.iterations())
                .append(" iterations. Statuses: fitted (the capture fixes the value), unidentifiable (the\n")
                .append("# capture fixes only a combination with other keys: scaled with them from the base),\n")
                .append("# inherited (the capture does not exercise the key). See docs/calibrate.md.\n");
        b.append("profile: ").append(quoted(name)).append('\n');
        b.append("model: ").append(r.keySet().model()).append('\n');
        b.append("description: ").append(quoted("Fitted by repsim calibrate from " + r.fromText() + ", base "
                + r.base().name() + ".")).append('\n');
        b.append("costs:\n");
        for (KeyFit k : r.keys()) {
            CostKey key = r.keySet().find(k.key()).orElseThrow();
            b.append("  ").append(k.key()).append(":\n");
            b.append("    value: ").append(number(k.value())).append('\n');
            b.append("    source: ").append(quoted(source(r, k, key))).append('\n');
        }
        return b.toString();
    }

    private static String source(CalibrationResult r, KeyFit k, CostKey key) {
        String interval = k.hasInterval() ? String.format(Locale.ROOT, "; 95%% interval [%s, %s] %s",
                number(k.low()), number(k.high()), k.unit()) : "";
        return switch (k.status()) {
            case FITTED -> "fitted by repsim calibrate from " + r.fromText() + interval;
            case UNIDENTIFIABLE -> "fitted by repsim calibrate from " + r.fromText()
                    + ", not identifiable on its own: scaled with the keys it appears with from " + r.base().name()
                    + " (" + number(k.base()) + " " + k.unit() + ")" + interval;
            case INHERITED -> "inherited from " + r.base().name() + ": " + r.base().source(key);
        };
    }

    static String drawsText(CalibrationResult r) {
        StringBuilder b = new StringBuilder();
        b.append(String.join(",", r.drawKeys())).append('\n');
        for (double[] d : r.draws()) {
            for (int j = 0; j < d.length; j++) {
                b.append(j == 0 ? "" : ",").append(number(d[j]));
            }
            b.append('\n');
        }
        return b.toString();
    }

    /** Enough digits for a round trip well inside any calibration's precision, no exponent noise. */
    static String number(double v) {
        if (v == 0) {
            return "0";
        }
        String s = String.format(Locale.ROOT, "%.6g", v);
        if (s.contains("e")) {
            return s;
        }
        return s.contains(".") ? s.replaceFirst("0+$", "").replaceFirst("\\.$", "") : s;
    }

    private static String quoted(String s) {
        return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }
}
