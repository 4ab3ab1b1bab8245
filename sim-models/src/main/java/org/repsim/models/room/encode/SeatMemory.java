package org.repsim.models.room.encode;

import org.repsim.models.room.state.RoomState;

/**
 * What one socket's encoder remembers: the state last sent to that person. Invalid until the
 * first full state, and again after a reconnect (a new socket starts with a new memory), which
 * is what forces a full state on join and reconnect.
 *
 * <p>The memories of the shared parts (room fields, players, common screen) may be objects other
 * seats hold too ({@link MemoryPool}); the encoder writes them only through the pool's copy on
 * write.
 */
public final class SeatMemory {
    boolean valid;
    SectionMemory room;
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

    public SeatMemory(RoomState state) {
        room = new SectionMemory(state.room().size());
        for (int s = 0; s < players.length; s++) {
            players[s] = new SectionMemory(state.player(s).size());
        }
    }

    void captureRoom(RoomState state, MemoryPool pool) {
        room = pool.blank(room);
        room.capture(state.room());
        roomRevision = state.room().revision().value();
    }

    void capturePlayers(RoomState state, MemoryPool pool) {
        members = state.copyOrder(order);
        for (int i = 0; i < members; i++) {
            int seat = order[i];
            players[seat] = pool.blank(players[seat]);
            players[seat].capture(state.player(seat));
        }
        playersRevision = state.playersRevision().value();
    }

    /** Remembers the whole game part (a new game, or no game). */
    void captureGame(RoomState state, int seat, MemoryPool pool) {
        gameInstance = state.gameInstance();
        if (screen != null) {
            pool.release(screen);
            pool.release(mine);
        }
        if (state.game() == null) {
            screen = null;
            mine = null;
            screenRevision = -1;
            mineRevision = -1;
            return;
        }
        screen = pool.take(state.common().size());
        screen.capture(state.common());
        mine = pool.take(state.personal(seat).size());
        mine.capture(state.personal(seat));
        mineRevision = state.personal(seat).revision().value();
        screenRevision = state.common().revision().value();
    }

    /**
     * Takes over the donor's player list at its revision: the same members in the same order,
     * each member's memory the donor's object (shared, see {@link MemoryPool}).
     */
    void sharePlayersOf(SeatMemory donor, MemoryPool pool) {
        members = donor.members;
        System.arraycopy(donor.order, 0, order, 0, members);
        for (int i = 0; i < members; i++) {
            int seat = order[i];
            players[seat] = pool.share(players[seat], donor.players[seat]);
        }
        playersRevision = donor.playersRevision;
    }
}
