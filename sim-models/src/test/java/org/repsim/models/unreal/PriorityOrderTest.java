package org.repsim.models.unreal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The priority sort starts each connection from its previous order (PriorityOrder's class comment):
 * whatever that order was, the result must be the plain ordering by priority, highest first, ties
 * by actor index. The oracle here sorts (priority, actor) pairs with a comparator, not packed keys.
 */
class PriorityOrderTest {
    private static final int ACTORS = 300;

    private record Entry(int actor, float priority) {
    }

    private static final Comparator<Entry> HIGHEST_FIRST =
            Comparator.comparing(Entry::priority, Comparator.reverseOrder()).thenComparingInt(Entry::actor);

    @Test
    void everySortIsThePlainOrderWhateverTheConnectionsPreviousOrder() {
        PriorityOrder order = new PriorityOrder(ACTORS);
        SplittableRandom random = new SplittableRandom(7);
        float[][] priorities = new float[3][ACTORS];
        for (int frame = 0; frame < 400; frame++) {
            for (int c = 0; c < 3; c++) {
                // Mostly small drifts (the case the previous order helps), sometimes a reshuffle
                // or an inverted order (the case where the general sort takes over), and ties.
                int style = random.nextInt(10);
                List<Entry> gathered = new ArrayList<>();
                for (int a = 0; a < ACTORS; a++) {
                    if (random.nextInt(4) == 0) {
                        continue; // not gathered this frame
                    }
                    float p = priorities[c][a];
                    if (style == 0 || p == 0) {
                        p = random.nextInt(50) / 7f;
                    } else if (style == 1) {
                        p = 1000f / p; // positive, as priorities are, and in reverse order
                    } else if (random.nextInt(8) == 0) {
                        p = Math.min(1000f, Math.max(0.01f, p * (1f + (float) random.nextDouble(-0.2, 0.2))));
                    }
                    priorities[c][a] = p;
                    gathered.add(new Entry(a, p));
                }
                // Gathered in a scrambled order, as a consider list is.
                for (int i = gathered.size() - 1; i > 0; i--) {
                    int j = random.nextInt(i + 1);
                    Entry e = gathered.get(i);
                    gathered.set(i, gathered.get(j));
                    gathered.set(j, e);
                }
                int m = gathered.size();
                int[] list = new int[ACTORS];
                for (int k = 0; k < m; k++) {
                    list[k] = gathered.get(k).actor();
                    order.set(k, list[k], gathered.get(k).priority());
                }
                order.sortInto(c, list, m);

                int[] expected = gathered.stream().sorted(HIGHEST_FIRST).mapToInt(Entry::actor).toArray();
                int[] actual = java.util.Arrays.copyOf(list, m);
                assertArrayEquals(expected, actual, "frame " + frame + ", connection " + c + ", style " + style);
            }
        }
    }
}
