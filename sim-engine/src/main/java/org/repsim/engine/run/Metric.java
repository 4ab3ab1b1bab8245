package org.repsim.engine.run;

import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * A declared result of a model: its name, unit, kind and meaning. Declared once by the model,
 * then used for recording ({@link MetricSet}), for {@code repsim schema}/{@code list}, for the
 * {@code unit} column of the result files and for chart axis labels, so that no consumer guesses
 * a unit from a name.
 *
 * <p>A name may be a <em>family</em>: segments in angle brackets are placeholders, e.g.
 * {@code connection.<index>.bytes_per_frame} declares {@code connection.0.bytes_per_frame},
 * {@code connection.1.bytes_per_frame}, ... A placeholder matches one or more characters other
 * than {@code '.'}, except the last placeholder of a name, which may also span dots (property
 * names of the Unreal model contain none, layout names might).
 *
 * @param unit a short unit text as printed on axes and in files ({@code ms/frame}, {@code Hz},
 *             {@code bytes/s}, {@code %}, {@code 1} for a pure number)
 */
public record Metric(String name, String unit, Kind kind, String meaning) {
    /**
     * Each family's compiled pattern, by name: every run records its scalars through
     * {@link MetricSet#find}, and compiling the pattern there on each call cost about 2% of a short
     * Unreal run (JFR). Names come from the models' declarations, so the map stays small.
     */
    private static final Map<String, Pattern> PATTERNS = new ConcurrentHashMap<>();

    /** What shape a metric's values have in a run's output. */
    public enum Kind {
        /** One number per run ({@link RunOutput#metrics()}). */
        SCALAR,
        /** A series over simulated time ({@link RunOutput#series()}). */
        SERIES,
        /** Quantiles of a distribution ({@link RunOutput#distributions()}). */
        DISTRIBUTION
    }

    public Metric {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(unit, "unit");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(meaning, "meaning");
        if (name.isEmpty() || unit.isEmpty()) {
            throw new IllegalArgumentException("metric name and unit must be non-empty: '" + name + "'");
        }
    }

    public static Metric scalar(String name, String unit, String meaning) {
        return new Metric(name, unit, Kind.SCALAR, meaning);
    }

    public static Metric series(String name, String unit, String meaning) {
        return new Metric(name, unit, Kind.SERIES, meaning);
    }

    public static Metric distribution(String name, String unit, String meaning) {
        return new Metric(name, unit, Kind.DISTRIBUTION, meaning);
    }

    /** Whether the name has placeholders ({@code <...>}). */
    public boolean isFamily() {
        return name.indexOf('<') >= 0;
    }

    /** Whether {@code concrete} is this metric's name or a member of this family. */
    public boolean matches(String concrete) {
        if (!isFamily()) {
            return name.equals(concrete);
        }
        return PATTERNS.computeIfAbsent(name, Metric::pattern).matcher(concrete).matches();
    }

    private static Pattern pattern(String name) {
        StringBuilder re = new StringBuilder();
        int i = 0;
        int last = name.lastIndexOf('<');
        while (i < name.length()) {
            int open = name.indexOf('<', i);
            if (open < 0) {
                re.append(Pattern.quote(name.substring(i)));
                break;
            }
            int close = name.indexOf('>', open);
            if (close < 0) {
                throw new IllegalArgumentException("unclosed placeholder in metric name " + name);
            }
            if (open > i) {
                re.append(Pattern.quote(name.substring(i, open)));
            }
            re.append(open == last ? ".+" : "[^.]+");
            i = close + 1;
        }
        return Pattern.compile(re.toString());
    }
}
