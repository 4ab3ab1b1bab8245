package org.repsim.engine.event;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Drives the simulator with a long random mix of schedule / cancel / reschedule / step and checks
 * every executed event against a reference model: a TreeMap keyed by (time, priority, sequence),
 * i.e. the ordering contract written out directly with no heap involved.
 */
class EventQueueModelCheckTest {

    private record Key(long time, int priority, long sequence) implements Comparable<Key> {
        @Override
        public int compareTo(Key o) {
            int c = Long.compare(time, o.time);
            if (c == 0) {
                c = Integer.compare(priority, o.priority);
            }
            return c != 0 ? c : Long.compare(sequence, o.sequence);
        }
    }

    /**
     * The simulator under test beside its reference: every schedule, cancel and reschedule is
     * applied to both, and each call's answer is checked against the reference's.
     */
    private static final class Checked {
        final Simulator sim;
        final TreeMap<Key, Integer> reference = new TreeMap<>();
        private final List<Integer> handles = new ArrayList<>(); // by event id
        private final List<Key> keys = new ArrayList<>();
        private long sequence;

        Checked(Simulator sim) {
            this.sim = sim;
        }

        int scheduled() {
            return handles.size();
        }

        void schedule(long time, int priority, EventHandler handler) {
            int id = handles.size();
            handles.add(sim.schedule(time, priority, handler, 0, id));
            Key key = new Key(time, priority, sequence++);
            keys.add(key);
            reference.put(key, id);
        }

        void cancel(int id) {
            boolean pending = reference.remove(keys.get(id)) != null;
            assertEquals(pending, sim.cancel(handles.get(id)));
        }

        void reschedule(int id, long time) {
            Key old = keys.get(id);
            boolean pending = reference.remove(old) != null;
            assertEquals(pending, sim.reschedule(handles.get(id), time));
            if (pending) {
                Key key = new Key(time, old.priority(), sequence++);
                keys.set(id, key);
                reference.put(key, id);
            }
        }

        void checkPending(int id) {
            boolean pending = reference.containsKey(keys.get(id));
            assertEquals(pending, sim.isPending(handles.get(id)));
            if (pending) {
                assertEquals(keys.get(id).time(), sim.timeOf(handles.get(id)));
            }
        }
    }

    /**
     * One of the 100 most recently scheduled events, pending or not. Older handles are not used:
     * the contract recognises a stale handle only while fewer than 128 events have been
     * scheduled since (each reuse of a slot needs a new schedule call).
     */
    private static int recentId(SplittableRandom random, int count) {
        return Math.max(0, count - 1 - random.nextInt(100));
    }

    /** Mostly a narrow range (many exact ties), sometimes a wide one (deep reordering). */
    private static long delay(SplittableRandom random) {
        return random.nextInt(4) == 0 ? random.nextInt(1_000_000) : random.nextInt(50);
    }

    @Test
    void randomOperationsExecuteInTheReferenceOrder() {
        SplittableRandom random = new SplittableRandom(7);
        Simulator sim = new Simulator(4); // start tiny so the arrays grow several times
        Checked q = new Checked(sim);
        int[] lastRun = {-1};
        EventHandler handler = (kind, arg) -> lastRun[0] = arg;

        for (int op = 0; op < 200_000; op++) {
            int choice = random.nextInt(10);
            // The first 30,000 operations mostly schedule, so the heap grows several levels deep.
            int scheduleShare = op < 30_000 ? 8 : 4;
            if (choice < scheduleShare || q.reference.isEmpty()) {
                q.schedule(sim.now() + delay(random), random.nextInt(3) - 1, handler);
            } else if (choice < scheduleShare + 1) {
                q.cancel(recentId(random, q.scheduled()));
            } else if (choice < scheduleShare + 2) {
                q.reschedule(recentId(random, q.scheduled()), sim.now() + delay(random));
            } else {
                var expected = q.reference.pollFirstEntry();
                sim.step();
                assertEquals(expected.getValue(), lastRun[0], "event executed at op " + op);
                assertEquals(expected.getKey().time(), sim.now());
            }
            // Not after every operation: reading the queue completes an executed event's removal,
            // and the next schedule must also be tried on a half-removed root (EventQueue.beginRemoveMin).
            if (random.nextInt(4) == 0) {
                assertEquals(q.reference.size(), sim.pendingEvents());
            }
        }
        assertEquals(q.reference.size(), sim.pendingEvents());
    }

    /**
     * The same contract when the operations happen inside handlers, as models do it: an executed
     * event's handler schedules zero to three events (its first one takes the executed event's
     * heap entry), cancels or reschedules recent ones, and reads the queue (pending count, next
     * time, a handle's time) while its own event is half removed.
     */
    @Test
    void operationsInsideHandlersExecuteInTheReferenceOrder() {
        SplittableRandom random = new SplittableRandom(11);
        Simulator sim = new Simulator(4);
        Checked q = new Checked(sim);
        TreeMap<Key, Integer> reference = q.reference;
        int[] executed = {0};
        EventHandler[] self = new EventHandler[1];
        Runnable scheduleOne = () -> q.schedule(sim.now() + delay(random), random.nextInt(3) - 1, self[0]);
        self[0] = (kind, arg) -> {
            var expected = reference.pollFirstEntry();
            assertEquals(expected.getValue(), arg, "event executed as number " + executed[0]);
            assertEquals(expected.getKey().time(), sim.now());
            executed[0]++;
            // Reading the queue completes the removal, so only sometimes: otherwise the handler's
            // first schedule would never take the executed event's heap entry.
            int read = random.nextInt(4);
            if (read == 0) {
                assertEquals(reference.size(), sim.pendingEvents(), "pending while handling");
            } else if (read == 1) {
                long next = reference.isEmpty() ? Long.MAX_VALUE : reference.firstKey().time();
                assertEquals(next, sim.nextEventTime(), "next event time while handling");
            }
            int actions = random.nextInt(4);
            for (int a = 0; a < actions || (reference.size() < 50 && a < 3); a++) {
                int choice = random.nextInt(8);
                if (choice < 5) {
                    scheduleOne.run();
                } else if (choice == 5) {
                    q.cancel(recentId(random, q.scheduled()));
                } else if (choice == 6) {
                    q.reschedule(recentId(random, q.scheduled()), sim.now() + delay(random));
                } else {
                    q.checkPending(recentId(random, q.scheduled()));
                }
            }
        };
        for (int i = 0; i < 200; i++) {
            scheduleOne.run();
        }
        while (executed[0] < 150_000 && sim.step()) {
            // Not read between steps either (see the handler): the next step completes the removal itself.
        }
        assertEquals(reference.size(), sim.pendingEvents());
        assertEquals(150_000, executed[0]);
    }
}
