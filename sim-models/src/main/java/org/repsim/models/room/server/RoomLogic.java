package org.repsim.models.room.server;

import org.repsim.engine.random.RandomStream;
import org.repsim.models.room.game.GameDefinition;
import org.repsim.models.room.game.RoomContent;
import org.repsim.models.room.game.StateShape;
import org.repsim.models.room.state.RoomState;
import org.repsim.models.room.state.Section;

/**
 * The party game's rules as far as the state is concerned: seating, whose turn it is, picking a
 * game, game inputs, the result (the loser drinks milk, stomach-ache gauges move) and "play
 * again". Each operation returns whether the state changed; it does not send anything.
 */
public final class RoomLogic {
    static final int LOBBY = 0;
    public static final int PICK = 1;
    public static final int PLAY = 2;
    public static final int RESULT = 3;
    private static final String[] PHASES = {"lobby", "pick", "play", "result"};

    private final StateShape shape;
    private final RoomContent content;
    private final ValueSource values;
    private final int phaseKey;
    private final int roundKey;
    private final int turnKey;
    private final int gameKey;
    private final int chatsKey;
    private final int nameKey;
    private final int characterKey;
    private final int gaugeKey;
    private final int milkKey;
    private final int onlineKey;

    RoomLogic(StateShape shape, RoomContent content, RandomStream random) {
        this.shape = shape;
        this.content = content;
        this.values = new ValueSource(random);
        phaseKey = shape.roomIndex("phase");
        roundKey = shape.roomIndex("round");
        turnKey = shape.roomIndex("turn");
        gameKey = shape.roomIndex("game");
        chatsKey = shape.roomIndex("chats");
        nameKey = shape.playerIndex("name");
        characterKey = shape.playerIndex("character");
        gaugeKey = shape.playerIndex("gauge");
        milkKey = shape.playerIndex("milk");
        onlineKey = shape.playerIndex("online");
    }

    /** A new room: every top-level key gets a first value, then the lifecycle keys their lobby values. */
    void open(Room room) {
        Section r = room.state().room();
        values.initialise(r);
        r.setRef(phaseKey, PHASES[LOBBY]);
        r.setNum(roundKey, 0);
        r.setNum(turnKey, 0);
        r.setRef(gameKey, "");
        r.setNum(chatsKey, 0);
        room.phase = LOBBY;
    }

    /** A guest takes a seat for the first time; the first one starts the first round. */
    boolean seat(Room room, Seat seat) {
        RoomState state = room.state();
        Section p = state.player(seat.index());
        values.initialise(p);
        p.setRef(nameKey, content.names().get((room.index() * RoomState.MAX_SEATS + seat.index()) % content.names().size()));
        p.setRef(characterKey, content.characters().get(values.pick(content.characters().size())));
        p.setNum(gaugeKey, 0);
        p.setNum(milkKey, 0);
        p.setNum(onlineKey, 1);
        state.addMember(seat.index());
        if (room.phase == LOBBY) {
            room.state().room().setNum(roundKey, 1);
            startTurn(room, seat.index());
        }
        return true;
    }

    boolean online(Room room, Seat seat, boolean online) {
        return room.state().player(seat.index()).setNum(onlineKey, online ? 1 : 0);
    }

    /** A chat line joins the history. */
    boolean chat(Room room) {
        Section r = room.state().room();
        return r.setNum(chatsKey, r.num(chatsKey) + 1);
    }

    /** One game input from a seat: ignored outside a game. */
    boolean input(Room room, Seat seat) {
        if (room.phase != PLAY) {
            return false;
        }
        RoomState state = room.state();
        boolean changed = values.applyInput(state.room());
        changed |= values.applyInput(state.player(seat.index()));
        changed |= values.applyInput(state.common());
        changed |= values.applyInput(state.personal(seat.index()));
        return changed;
    }

    /**
     * The seat whose turn it is picks a game; returns the game, or null if it was not this seat's
     * turn to pick (a late or duplicate pick changes nothing).
     */
    GameDefinition pick(Room room, Seat seat, int gameIndex) {
        if (room.phase != PICK || room.turn != seat.index()) {
            return null;
        }
        GameDefinition game = shape.games().get(gameIndex);
        RoomState state = room.state();
        state.replaceGame(game);
        values.initialise(state.common());
        for (int s = 0; s < RoomState.MAX_SEATS; s++) {
            values.initialise(state.personal(s));
        }
        state.room().setRef(gameKey, game.id());
        setPhase(room, PLAY);
        return game;
    }

    /** The game's time is up: one loser drinks milk; returns the loser's seat, or -1 if no game ran. */
    int gameOver(Room room) {
        if (room.phase != PLAY) {
            return -1;
        }
        RoomState state = room.state();
        int loser = state.memberSeat(values.pick(state.members()));
        for (int i = 0; i < state.members(); i++) {
            int seat = state.memberSeat(i);
            Section p = state.player(seat);
            long gauge = p.num(gaugeKey);
            if (seat == loser) {
                p.setNum(milkKey, Math.min(p.field(milkKey).size() - 1, p.num(milkKey) + 1));
                gauge = Math.min(100, gauge + 10 + values.pick(21));
            } else {
                gauge = Math.max(0, gauge - values.pick(6));
            }
            p.setNum(gaugeKey, Math.min(p.field(gaugeKey).size() - 1, gauge));
        }
        setPhase(room, RESULT);
        return loser;
    }

    /** "Play again": next round, next member's turn to pick, no game on screen. */
    boolean playAgain(Room room) {
        if (room.phase != RESULT) {
            return false;
        }
        RoomState state = room.state();
        Section r = state.room();
        r.setNum(roundKey, (r.num(roundKey) + 1) % r.field(roundKey).size());
        state.replaceGame(null);
        r.setRef(gameKey, "");
        int next = 0;
        for (int i = 0; i < state.members(); i++) {
            if (state.memberSeat(i) == room.turn) {
                next = (i + 1) % state.members();
            }
        }
        startTurn(room, state.memberSeat(next));
        return true;
    }

    private void startTurn(Room room, int seat) {
        room.turn = seat;
        room.state().room().setNum(turnKey, seat);
        setPhase(room, PICK);
    }

    private void setPhase(Room room, int phase) {
        room.phase = phase;
        room.state().room().setRef(phaseKey, PHASES[phase]);
    }
}
