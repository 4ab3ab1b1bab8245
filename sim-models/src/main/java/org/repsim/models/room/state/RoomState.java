package org.repsim.models.room.state;

import java.util.Arrays;
import org.repsim.models.room.game.GameDefinition;
import org.repsim.models.room.game.StateShape;

/**
 * The server's state of one room: top-level fields, up to six player slots with their
 * membership order, and the current mini-game's screen (common part plus one personal part per
 * seat). Values live in {@link Section}s; {@link Revision}s say what changed, so encoders can
 * tell which parts to look at.
 */
public final class RoomState {
    public static final int MAX_SEATS = 6;

    private final StateLayouts layouts;
    private final Revision playersRevision = new Revision();
    private final Section room;
    private final Section[] players = new Section[MAX_SEATS];
    private final int[] order = new int[MAX_SEATS];
    private int members;
    private int membership; // bumped when seat order or membership changes

    private GameDefinition game;
    private int gameInstance; // bumped whenever the game screen is replaced
    private Section common;
    private final Section[] personal = new Section[MAX_SEATS];

    /** A room whose sections share {@code layouts} with the other rooms of its server. */
    public RoomState(StateLayouts layouts) {
        this.layouts = layouts;
        this.room = new Section(layouts.room, new Revision());
        for (int s = 0; s < MAX_SEATS; s++) {
            players[s] = new Section(layouts.player, playersRevision);
        }
    }

    public StateShape shape() {
        return layouts.shape();
    }

    public Section room() {
        return room;
    }

    public Section player(int seat) {
        return players[seat];
    }

    /** Revision of the player list as a whole (any player field or the membership). */
    public Revision playersRevision() {
        return playersRevision;
    }

    public int members() {
        return members;
    }

    /** Seat of the {@code i}-th member in list order. */
    public int memberSeat(int i) {
        return order[i];
    }

    public boolean isMember(int seat) {
        for (int i = 0; i < members; i++) {
            if (order[i] == seat) {
                return true;
            }
        }
        return false;
    }

    /** Changes whenever seat order or membership changes. */
    public int membership() {
        return membership;
    }

    /** Copies the membership order into {@code into}; returns the member count. */
    public int copyOrder(int[] into) {
        System.arraycopy(order, 0, into, 0, members);
        return members;
    }

    public boolean sameOrder(int[] other, int otherCount) {
        return otherCount == members && Arrays.equals(order, 0, members, other, 0, otherCount);
    }

    /** Adds a seat at the end of the player list. */
    public void addMember(int seat) {
        if (isMember(seat)) {
            throw new IllegalStateException("seat " + seat + " is already a member");
        }
        order[members++] = seat;
        membership++;
        playersRevision.bump();
    }

    public GameDefinition game() {
        return game;
    }

    public int gameInstance() {
        return gameInstance;
    }

    /** Common screen of the current game; null when no game is running. */
    public Section common() {
        return common;
    }

    /** Personal screen of a seat in the current game; null when no game is running. */
    public Section personal(int seat) {
        return personal[seat];
    }

    /** Replaces the game screen with a fresh, empty one for {@code definition} (null: no game). */
    public void replaceGame(GameDefinition definition) {
        game = definition;
        gameInstance++;
        if (definition == null) {
            common = null;
            Arrays.fill(personal, null);
            return;
        }
        StateLayouts.GameScreens screens = layouts.screens(definition);
        common = new Section(screens.common(), new Revision());
        for (int s = 0; s < MAX_SEATS; s++) {
            personal[s] = new Section(screens.personal(), new Revision());
        }
    }
}
