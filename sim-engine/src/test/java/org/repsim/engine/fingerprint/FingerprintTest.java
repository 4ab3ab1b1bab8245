package org.repsim.engine.fingerprint;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;
import org.repsim.engine.event.EventHandler;
import org.repsim.engine.event.Simulator;
import org.repsim.engine.random.RandomStream;
import org.repsim.engine.random.RandomStreams;

class FingerprintTest {

    /** A small self-rescheduling model whose delays come from a named stream. */
    private static long runModel(long seed, int kindOffset) {
        Fingerprint fp = new Fingerprint();
        Simulator sim = new Simulator();
        sim.setFingerprint(fp);
        RandomStream stream = new RandomStreams(seed, 0).stream("delays");
        stream.setListener(fp);
        EventHandler tick = new EventHandler() {
            @Override
            public void handle(int kind, int arg) {
                if (arg < 200) {
                    sim.scheduleAfter(1 + stream.nextInt(1000), this, kind, arg + 1);
                }
            }
        };
        sim.schedule(0, tick, 7 + kindOffset, 0);
        sim.run();
        return fp.value();
    }

    @Test
    void sameSeedSameFingerprint() {
        assertEquals(runModel(1, 0), runModel(1, 0));
    }

    @Test
    void otherSeedOtherFingerprint() {
        assertNotEquals(runModel(1, 0), runModel(2, 0));
    }

    @Test
    void eventKindsAreFolded() {
        assertNotEquals(runModel(1, 0), runModel(1, 1));
    }

    @Test
    void orderMattersAndEveryValueCounts() {
        Fingerprint a = new Fingerprint();
        a.add(1L);
        a.add(2L);
        Fingerprint b = new Fingerprint();
        b.add(2L);
        b.add(1L);
        assertNotEquals(a.value(), b.value());
        assertEquals(2, a.count());
        Fingerprint c = new Fingerprint();
        c.event(5, 3); // time and kind: two values
        assertEquals(2, c.count());
        assertEquals(16, c.hex().length());
    }

    @Test
    void simultaneousEventsSwappedChangeTheFingerprint() {
        Fingerprint first = new Fingerprint();
        first.event(10, 1);
        first.event(10, 2);
        Fingerprint second = new Fingerprint();
        second.event(10, 2);
        second.event(10, 1);
        assertNotEquals(first.value(), second.value());
    }
}
