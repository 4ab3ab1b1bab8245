package org.repsim.models.room;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.repsim.models.room.game.GameDefinition;
import org.repsim.models.room.game.ValueKind;
import org.repsim.models.room.json.JsonWriter;
import org.repsim.models.room.state.RoomState;
import org.repsim.models.room.state.Section;
import org.repsim.models.room.state.StateLayouts;

/**
 * A game input redraws one element of a list field (Section.setListElement): only that element is
 * compared and measured, so the list's counted JSON length must stay the length of its text, the
 * list must be replaced rather than written in place (encoder memories hold the old array), and an
 * element redrawn to its own value must change nothing.
 */
class RoomListElementTest {
    private static final String[] WORDS = {"a", "kana", "あいう", "x\"y", "zz", ""};

    @Test
    void intListElementsKeepTheCountedLengthOfTheText() {
        Section s = sectionWith(ValueKind.INT_LIST);
        int i = fieldOf(s, ValueKind.INT_LIST);
        int[] first = {5, 0, 12, 7, 99};
        s.setRef(i, first);
        Random random = new Random(11);
        for (int step = 0; step < 2_000; step++) {
            int[] before = (int[]) s.ref(i);
            int[] copy = before.clone();
            int k = random.nextInt(before.length);
            // Up to seven digits and negative values, so lengths grow and shrink.
            int value = random.nextInt(3) == 0 ? before[k] : random.nextInt(2_000_000) - 1_000_000;
            int revision = s.revision().value();
            boolean changed = s.setListElement(i, k, value);
            assertEquals(value != copy[k], changed);
            assertArrayEquals(copy, before, "the previous list is never written");
            if (changed) {
                assertNotSame(before, s.ref(i));
                assertEquals(value, ((int[]) s.ref(i))[k]);
                assertEquals(revision + 1, s.revision().value());
            } else {
                assertEquals(revision, s.revision().value());
            }
            assertEquals(textBytes(s, i), countedBytes(s, i));
        }
    }

    @Test
    void stringListElementsKeepTheCountedLengthOfTheText() {
        Section s = sectionWith(ValueKind.STRING_LIST);
        int i = fieldOf(s, ValueKind.STRING_LIST);
        s.setRef(i, new String[] {"one", "two", "three"});
        Random random = new Random(12);
        int changes = 0;
        for (int step = 0; step < 2_000; step++) {
            String[] before = (String[]) s.ref(i);
            int k = random.nextInt(before.length);
            // A fresh String object equal to the element is no change: values compare by content.
            String value = new String(WORDS[random.nextInt(WORDS.length)]);
            boolean changed = s.setListElement(i, k, value);
            assertEquals(!value.equals(before[k]), changed);
            changes += changed ? 1 : 0;
            assertEquals(textBytes(s, i), countedBytes(s, i));
        }
        assertTrue(changes > 1_000, "the test changed lists");
    }

    @Test
    void anUnchangedElementLeavesTheListObject() {
        Section s = sectionWith(ValueKind.INT_LIST);
        int i = fieldOf(s, ValueKind.INT_LIST);
        int[] list = {1, 2, 3};
        s.setRef(i, list);
        assertFalse(s.setListElement(i, 1, 2));
        assertSame(list, s.ref(i), "no copy when nothing changed");
    }

    private static int textBytes(Section s, int i) {
        JsonWriter text = JsonWriter.of(true);
        s.writeValue(i, text);
        return text.text().getBytes(StandardCharsets.UTF_8).length;
    }

    private static int countedBytes(Section s, int i) {
        JsonWriter counting = JsonWriter.counting();
        s.writeValue(i, counting);
        return counting.utf8Length();
    }

    /** A personal or common screen of a shipped game with a field of {@code kind}. */
    private static Section sectionWith(ValueKind kind) {
        RoomState state = new RoomState(new StateLayouts(RoomHarness.CATALOG.shape()));
        for (GameDefinition game : RoomHarness.CATALOG.shape().games()) {
            state.replaceGame(game);
            for (Section s : new Section[] {state.common(), state.personal(0)}) {
                if (fieldOf(s, kind) >= 0) {
                    return s;
                }
            }
        }
        throw new AssertionError("no shipped game screen has a " + kind + " field");
    }

    private static int fieldOf(Section s, ValueKind kind) {
        for (int i = 0; i < s.size(); i++) {
            if (s.field(i).kind() == kind) {
                return i;
            }
        }
        return -1;
    }
}
