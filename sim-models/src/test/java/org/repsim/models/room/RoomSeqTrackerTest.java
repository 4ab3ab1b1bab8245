package org.repsim.models.room;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.repsim.models.room.client.SeqTracker;

/** The client's seq rule and its 2 s resync throttle. */
class RoomSeqTrackerTest {
    private static final long MS = 1_000_000L;

    @Test
    void aSeqGapTriggersExactlyOneResyncRequestWithinTheTwoSecondThrottle() {
        SeqTracker t = new SeqTracker(2_000 * MS);
        assertEquals(SeqTracker.ACCEPT, t.onState(true, 10, 0));
        assertEquals(SeqTracker.ACCEPT, t.onState(false, 11, 50 * MS));
        // seq 12 lost: every later delta is a gap
        int requests = 0;
        for (long seq = 13, time = 100 * MS; time < 2_100 * MS; seq++, time += 50 * MS) {
            int v = t.onState(false, seq, time);
            assertEquals(v == SeqTracker.ACCEPT, false, "a gapped delta is never applied");
            if (v == SeqTracker.DISCARD_AND_REQUEST) {
                requests++;
            }
        }
        assertEquals(1, requests, "deltas over 2 s after one gap ask exactly once");
        // the throttle has expired: a further gapped delta may ask again
        assertEquals(SeqTracker.DISCARD_AND_REQUEST, t.onState(false, 60, 2_150 * MS));
        // the full state repairs; deltas continue from it
        assertEquals(SeqTracker.ACCEPT, t.onState(true, 61, 2_200 * MS));
        assertEquals(SeqTracker.ACCEPT, t.onState(false, 62, 2_250 * MS));
        assertEquals(SeqTracker.DISCARD, t.onState(false, 62, 2_300 * MS), "a repeated seq is a gap too");
    }

    @Test
    void aDeltaBeforeAnyFullStateIsAGap() {
        SeqTracker t = new SeqTracker(2_000 * MS);
        assertEquals(SeqTracker.DISCARD_AND_REQUEST, t.onState(false, 1, 0));
        t.onState(true, 5, 10 * MS);
        t.newSocket();
        assertEquals(SeqTracker.DISCARD, t.onState(false, 6, 20 * MS), "a new socket waits for its full state; throttled");
        assertEquals(SeqTracker.ACCEPT, t.onState(true, 1, 30 * MS));
    }
}
