package org.repsim.models.room.encode;

import org.repsim.models.room.state.RoomState;

/**
 * What one socket's encoder remembers: the state last sent to that person. Invalid until the
 * first full state, and again after a reconnect (a new socket starts with a new memory), which
 * is what forces a full state on join and reconnect.
 */
public final class SeatMemory {
    boolean valid;
    final SectionMemory room;
    final SectionMemory[] players = new SectionMemory[RoomState.MAX_SEATS];
    final int[] order = new int[RoomState.MAX_SEATS];
    int members;
    int gameInstance = -1;
    SectionMemory screen;
    SectionMemory mine;
    // Revisions of the shared parts as last sent: equal revisions mean equal text.
    int roomRevision = -1;
    int playersRevision = -1;
    int screenRevision = -1;
    // Revision of this seat's personal screen as last sent (the game instance says which screen).
    int mineRevision = -1;
    // Bit s: players[s] holds the text of every present array field (SectionMemory.textComplete).
    private int playersTextComplete;

    public SeatMemory(RoomState state) {
        room = new SectionMemory(state.room().size());
        for (int s = 0; s < players.length; s++) {
            players[s] = new SectionMemory(state.player(s).size(), this, s);
        }
    }

    void captureRoom(RoomState state) {
        room.capture(state.room());
        roomRevision = state.room().revision().value();
    }

    void capturePlayers(RoomState state) {
        members = state.copyOrder(order);
        for (int i = 0; i < members; i++) {
            int seat = order[i];
            players[seat].capture(state.player(seat));
        }
        playersRevision = state.playersRevision().value();
    }

    /** Remembers the whole game part (a new game, or no game). */
    void captureGame(RoomState state, int seat) {
        gameInstance = state.gameInstance();
        if (state.game() == null) {
            screen = null;
            mine = null;
            screenRevision = -1;
            mineRevision = -1;
            return;
        }
        screen = new SectionMemory(state.common().size());
        screen.capture(state.common());
        mine = new SectionMemory(state.personal(seat).size());
        mine.capture(state.personal(seat));
        mineRevision = state.personal(seat).revision().value();
        screenRevision = state.common().revision().value();
    }

    /**
     * Takes over the donor's player list, which this memory shared until the donor's compares
     * found {@code donorDiffs} (per seat; {@link SectionMemory#takeOver}).
     */
    void copyPlayersFrom(SeatMemory other, FieldDiff[] donorDiffs) {
        members = other.members;
        System.arraycopy(other.order, 0, order, 0, members);
        int bothComplete = playersTextComplete & other.playersTextComplete;
        for (int i = 0; i < members; i++) {
            int seat = order[i];
            // An empty diff between two text-complete memories copies nothing (takeOver).
            if (donorDiffs[seat].any() || (bothComplete & 1 << seat) == 0) {
                players[seat].takeOver(other.players[seat], donorDiffs[seat]);
            }
        }
        playersRevision = other.playersRevision;
    }

    /** Whether players[seat] holds the text of every present array field. */
    boolean playerTextComplete(int seat) {
        return (playersTextComplete & 1 << seat) != 0;
    }

    void playerTextComplete(int seat, boolean complete) {
        playersTextComplete = complete ? playersTextComplete | 1 << seat : playersTextComplete & ~(1 << seat);
    }
}
