package org.repsim.experiments.calibrate;

import java.util.ArrayList;
import java.util.List;

/**
 * Which model scopes a mapped timer's figure covers. Inclusive: every scope under the entry's
 * scopes. Exclusive: the same, less everything under the other mapped timers present in the
 * capture that sit strictly below it, because an engine timer's exclusive time is its time minus
 * that of the timers traced inside it: a capture without a child timer keeps the child's time in
 * the parent's exclusive time, and so does the model side.
 */
final class ScopeCover {
    private ScopeCover() {
    }

    static List<String> of(TimerMapping.Entry entry, boolean exclusive, List<TimerMapping.Entry> present,
                           List<String> modelScopes) {
        List<String> covered = under(entry.scopes(), modelScopes);
        if (!exclusive) {
            return covered;
        }
        List<String> out = new ArrayList<>(covered);
        for (TimerMapping.Entry other : present) {
            if (other == entry || !strictlyBelow(other, entry)) {
                continue;
            }
            out.removeAll(under(other.scopes(), modelScopes));
        }
        return out;
    }

    static boolean strictlyBelow(TimerMapping.Entry inner, TimerMapping.Entry outer) {
        for (String s : inner.scopes()) {
            boolean below = false;
            for (String o : outer.scopes()) {
                below |= s.startsWith(o + "/");
            }
            if (!below) {
                return false;
            }
        }
        return true;
    }

    private static List<String> under(List<String> roots, List<String> modelScopes) {
        List<String> out = new ArrayList<>();
        for (String s : modelScopes) {
            for (String r : roots) {
                if ((s.equals(r) || s.startsWith(r + "/")) && !out.contains(s)) {
                    out.add(s);
                }
            }
        }
        return out;
    }
}
