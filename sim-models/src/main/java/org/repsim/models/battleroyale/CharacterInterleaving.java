package org.repsim.models.battleroyale;

/**
 * The per-(connection, character) decision "replicate this frame or skip by interleaving",
 * made inside the replication pass's per-connection actor loop for every relevant character.
 *
 * <p>A pair whose step says "skip s frames" is replicated when more than s frames have passed
 * since it was last replicated, so a pair that stays in one band is replicated exactly once every
 * s + 1 frames. Pairs start staggered ((7c + j) mod 12 frames of history, 12 being divisible by
 * every period up to 4) so that far pairs do not all fall due on the same frame, which would make
 * frame times alternate between heavy and light. The pair state lives in one int array.
 *
 * <p>While measuring, every decision samples the far-character error first (the error the client
 * has just before it is, or is not, sent a fresh position).
 */
final class CharacterInterleaving {
    private static final int STAGGER_FRAMES = 12;

    private final World world;
    private final InterleavingPolicy policy;
    private final FarCharacterError error;
    private final int players;
    private final int[] lastReplicatedFrame;
    private long considered;
    private long skipped;
    private boolean measuring;

    CharacterInterleaving(World world, InterleavingPolicy policy, FarCharacterError error) {
        this.world = world;
        this.policy = policy;
        this.error = error;
        this.players = world.players;
        lastReplicatedFrame = new int[players * players];
        for (int c = 0; c < players; c++) {
            for (int j = 0; j < players; j++) {
                lastReplicatedFrame[c * players + j] = -1 - ((7 * c + j) % STAGGER_FRAMES);
            }
        }
    }

    void setMeasuring(boolean measuring) {
        this.measuring = measuring;
    }

    /** True to replicate {@code character} to {@code connection} on {@code frame}, false to skip it. */
    boolean replicate(int connection, int character, int frame) {
        if (connection == character) {
            // The owner's own character is not subject to interleaving (and has no far error).
            return true;
        }
        double d2 = world.distanceSquared(connection, character);
        int skip = policy.framesSkipped(d2);
        if (measuring) {
            error.sample(connection, character, d2, skip);
            considered++;
        }
        int pair = connection * players + character;
        if (frame - lastReplicatedFrame[pair] > skip) {
            lastReplicatedFrame[pair] = frame;
            error.sent(connection, character);
            return true;
        }
        if (measuring) {
            skipped++;
        }
        return false;
    }

    /** (pair, frame) decisions taken while measuring. */
    long considered() {
        return considered;
    }

    /** Of those, how many skipped the replication. */
    long skipped() {
        return skipped;
    }
}
