package org.repsim.models.room.state;

/**
 * A change counter shared by the sections that make up one part of the state (e.g. all six
 * player sections form the player list). Two encodings of the same part at the same revision
 * are the same text, which is what lets the cheap encoder reuse one stringified part for every
 * seat that last received the same revision.
 */
public final class Revision {
    private int value;

    public int value() {
        return value;
    }

    void bump() {
        value++;
    }
}
