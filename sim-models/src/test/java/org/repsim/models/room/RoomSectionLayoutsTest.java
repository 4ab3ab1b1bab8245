package org.repsim.models.room;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.repsim.models.room.game.GameDefinition;
import org.repsim.models.room.state.RoomState;
import org.repsim.models.room.state.Section;
import org.repsim.models.room.state.StateLayouts;
import org.junit.jupiter.api.Test;

/**
 * The rooms of one server share their sections' layouts (state/SectionLayout): a section holds
 * only its values, and a game start makes no per-field objects. Values stay per section.
 */
class RoomSectionLayoutsTest {
    @Test
    void roomsOfOneServerShareFieldNamesButNotValues() {
        StateLayouts layouts = new StateLayouts(RoomHarness.CATALOG.shape());
        RoomState a = new RoomState(layouts);
        RoomState b = new RoomState(layouts);
        GameDefinition game = RoomHarness.CATALOG.shape().games().get(0);
        a.replaceGame(game);
        b.replaceGame(game);

        assertSame(a.room().key(0), b.room().key(0));
        assertSame(a.player(0).key(0), b.player(5).key(0));
        assertSame(a.common().key(0), b.common().key(0));
        assertSame(a.personal(0).key(0), b.personal(3).key(0));
        // A second game start shares them too.
        a.replaceGame(game);
        assertSame(a.personal(1).key(0), b.personal(1).key(0));

        Section mine = a.player(0);
        Section theirs = b.player(0);
        assertNotSame(mine, theirs);
        int field = firstIntField(mine);
        mine.setNum(field, 7);
        assertEquals(7, mine.num(field));
        assertFalse(theirs.present(field), "a value set in one room reaches no other");
        assertEquals(0, theirs.num(field));
    }

    private static int firstIntField(Section s) {
        for (int i = 0; i < s.size(); i++) {
            if (s.field(i).kind() == org.repsim.models.room.game.ValueKind.INT) {
                return i;
            }
        }
        throw new AssertionError("no int field");
    }
}
