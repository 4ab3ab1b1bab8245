package org.repsim.experiments.calibrate;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.DoubleStream;
import org.repsim.experiments.schema.problem.InvalidInputException;
import org.repsim.experiments.schema.problem.Problem;

/**
 * Matches the captures' timers against the mapping table: each entry takes the first of its names
 * the first capture has (a timer serves one entry), and every other capture must have the same
 * timers. Fixes each capture's frame count (its own, the {@code counts: frames} timer's calls, or
 * {@code --frames}) and turns totals into per-frame figures.
 */
final class CaptureJoin {
    private CaptureJoin() {
    }

    static List<MeasuredTimer> join(List<Capture> captures, TimerMapping mapping, List<String> modelScopes,
                                    long framesOverride) {
        Capture first = captures.get(0);
        Map<TimerMapping.Entry, String> matched = new LinkedHashMap<>();
        List<String> claimed = new ArrayList<>();
        for (TimerMapping.Entry e : mapping.entries()) {
            for (String name : e.names()) {
                if (!claimed.contains(name) && first.find(name).isPresent()) {
                    matched.put(e, name);
                    claimed.add(name);
                    break;
                }
            }
        }
        for (TimerMapping.Entry e : mapping.entries()) {
            if (e.user() && !matched.containsKey(e)) {
                // A timer the user mapped on purpose and the capture lacks is a typo or the wrong export.
                throw new InvalidInputException(List.of(new Problem(e.at(), "names", "mapped timer "
                        + String.join(" / ", e.names()) + " is in no timer of " + first.origin() + " (it has "
                        + String.join(", ", first.timers().stream().limit(8).map(TimerMeasure::name).toList())
                        + (first.timers().size() > 8 ? ", ..." : "") + ")")));
            }
        }
        if (matched.isEmpty()) {
            List<String> known = new ArrayList<>();
            mapping.entries().forEach(e -> known.add(e.label()));
            List<String> has = first.timers().stream().limit(6).map(TimerMeasure::name).toList();
            throw new CalibrationException(first.origin() + ": none of the capture's timers is in the timer mapping ("
                    + String.join(", ", known.subList(0, Math.min(8, known.size()))) + ", ...); it has "
                    + String.join(", ", has) + (first.timers().size() > 6 ? ", ..." : "")
                    + ": a capture of another thread only? Export the game thread (-threads=GameThread), or map"
                    + " the timers with --mapping FILE");
        }
        long[] frames = new long[captures.size()];
        for (int i = 0; i < captures.size(); i++) {
            frames[i] = framesOf(captures.get(i), matched, framesOverride);
        }
        List<TimerMapping.Entry> present = new ArrayList<>(matched.keySet());
        List<MeasuredTimer> out = new ArrayList<>();
        for (Map.Entry<TimerMapping.Entry, String> m : matched.entrySet()) {
            TimerMapping.Entry e = m.getKey();
            String name = m.getValue();
            boolean perFrameFile = first.perFrame();
            boolean exclusive = perFrameFile ? name.startsWith("Exclusive/") : e.time() == TimerMapping.Time.EXCLUSIVE;
            double ms = 0;
            double calls = 0;
            long totalFrames = 0;
            boolean counted = true;
            double[] perCapture = new double[captures.size()];
            DoubleStream.Builder pooled = DoubleStream.builder();
            for (int i = 0; i < captures.size(); i++) {
                Capture c = captures.get(i);
                TimerMeasure t = c.find(name).orElseThrow(() -> new CalibrationException(c.origin()
                        + ": has no timer '" + name + "', which " + first.origin() + " has: every capture must be"
                        + " of the same setup, exported the same way"));
                double v = exclusive ? t.exclusiveMs() : t.inclusiveMs();
                ms += v;
                perCapture[i] = v / frames[i];
                totalFrames += frames[i];
                counted &= t.calls() >= 0;
                calls += t.calls();
                double[] pf = c.perFrameMs().get(name);
                if (pf != null) {
                    for (double x : pf) {
                        pooled.add(x);
                    }
                }
            }
            List<String> scopes = ScopeCover.of(e, exclusive, present, modelScopes);
            out.add(new MeasuredTimer(e, name, ms / totalFrames, counted ? calls / totalFrames : Double.NaN, scopes,
                    perCapture, pooled.build().toArray()));
        }
        return out;
    }

    private static long framesOf(Capture c, Map<TimerMapping.Entry, String> matched, long framesOverride) {
        if (c.frames() > 0) {
            return c.frames();
        }
        if (framesOverride > 0) {
            return framesOverride;
        }
        for (Map.Entry<TimerMapping.Entry, String> m : matched.entrySet()) {
            if (m.getKey().counts() == TimerMapping.Counts.FRAMES) {
                long calls = c.find(m.getValue()).map(TimerMeasure::calls).orElse(-1L);
                if (calls > 0) {
                    return calls;
                }
            }
        }
        throw new CalibrationException(c.origin() + ": cannot tell how many frames the capture covers: none of its"
                + " timers runs once per frame (e.g. ServerReplicateActors) with a call count; give --frames N");
    }
}
