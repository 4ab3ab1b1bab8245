package org.repsim.experiments.schema.problem;

import java.util.Collection;

/** "did you mean" suggestions by Levenshtein distance. */
public final class Suggest {
    private Suggest() {
    }

    /**
     * {@code " (did you mean 'x'?)"} for the closest candidate within a distance of about a
     * third of the word (at least 2, and less than the word's length), or "" when nothing is close. Ties go to the first
     * candidate, so the suggestion is deterministic.
     */
    public static String didYouMean(String word, Collection<String> candidates) {
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String c : candidates) {
            int d = distance(word.toLowerCase(java.util.Locale.ROOT), c.toLowerCase(java.util.Locale.ROOT));
            if (d < bestDistance) {
                best = c;
                bestDistance = d;
            }
        }
        int limit = Math.max(2, word.length() / 3);
        // d < length: never "correct" a one-character word into an unrelated one ('3' -> '1').
        return best != null && bestDistance <= limit && bestDistance < word.length()
                ? " (did you mean '" + best + "'?)" : "";
    }

    static int distance(String a, String b) {
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }
}
