package org.repsim.models.room;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.repsim.engine.cost.CostLedger;
import org.repsim.engine.event.EventHandler;
import org.repsim.engine.event.Simulator;
import org.repsim.engine.queueing.FifoServer;
import org.repsim.engine.random.RandomStream;
import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.stats.Tally;
import org.repsim.models.room.server.ServerCpu;
import org.repsim.models.room.server.UnitCosts;

/**
 * The room server's CPU is the kernel's FIFO queue fed with jobs whose service time is the work
 * the server charged (as the load step wires it): under Poisson arrivals it must reproduce the
 * textbook mean waits, Wq = rho / (2 mu (1 - rho)) for constant service (M/D/1) and
 * rho / (mu (1 - rho)) for exponential service (M/M/1).
 */
class RoomCpuQueueTest {
    private static final int JOBS = 200_000;
    private static final double ARRIVALS_PER_S = 700;
    private static final double SERVICE_RATE = 1_000; // 1 ms mean service: rho = 0.7
    private static final double RHO = ARRIVALS_PER_S / SERVICE_RATE;
    private static final double MD1_WAIT_MS = RHO / (2 * SERVICE_RATE * (1 - RHO)) * 1e3;
    private static final double MM1_WAIT_MS = RHO / (SERVICE_RATE * (1 - RHO)) * 1e3;

    /** Costs charging only receive work, so a job's service time is set by the message size. */
    private static UnitCosts receiveOnly(double perMessageNanos, double perByteNanos) {
        return new UnitCosts(0, perMessageNanos, perByteNanos, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    }

    /** Poisson arrivals of received messages, each one CPU job of the work it charged. */
    private static final class Arrivals implements EventHandler {
        final Simulator sim = new Simulator();
        final Tally waitMs = new Tally(false);
        final ServerCpu cpu;
        final FifoServer core;
        final RandomStream gaps;
        final RandomStream sizes;
        final boolean exponentialSizes;
        int arrived;
        int done;

        Arrivals(UnitCosts costs, boolean exponentialSizes, long seed) {
            RandomStreams streams = new RandomStreams(seed, 0);
            this.gaps = streams.stream("arrivals");
            this.sizes = streams.stream("sizes");
            this.exponentialSizes = exponentialSizes;
            this.cpu = new ServerCpu(costs, new CostLedger());
            this.core = new FifoServer(sim, (tag, wait, sojourn) -> {
                if (tag >= JOBS / 10) { // the first tenth is warm-up
                    waitMs.add(wait / 1e6);
                }
                done++;
            });
        }

        @Override
        public void handle(int kind, int arg) {
            // bytes of the message: exponential with mean 1e6 "bytes" at 1 ns/byte = 1 ms mean service
            int bytes = exponentialSizes ? (int) Math.round(sizes.exponential(1e6)) : 0;
            cpu.receive(bytes);
            core.submit(cpu.takeJobNanos(), arg);
            if (++arrived < JOBS) {
                next();
            }
        }

        void next() {
            sim.scheduleAfter(Math.round(gaps.exponential(1e9 / ARRIVALS_PER_S)), this, 0, arrived);
        }

        Tally run() {
            next();
            sim.run();
            assertEquals(JOBS, done);
            return waitMs;
        }
    }

    @Test
    void constantServiceReproducesMd1MeanWait() {
        Tally w = new Arrivals(receiveOnly(1e9 / SERVICE_RATE, 0), false, 11).run();
        // 180k customers at rho 0.7: the sample mean is within a few percent of the closed form
        assertEquals(MD1_WAIT_MS, w.mean(), MD1_WAIT_MS * 0.06, "M/D/1 mean wait (ms)");
    }

    @Test
    void exponentialServiceReproducesMm1MeanWait() {
        Tally w = new Arrivals(receiveOnly(0, 1.0), true, 12).run();
        assertEquals(MM1_WAIT_MS, w.mean(), MM1_WAIT_MS * 0.08, "M/M/1 mean wait (ms)");
        // and it is not M/D/1: exponential service doubles the wait
        assertEquals(2.0, w.mean() / MD1_WAIT_MS, 0.2);
    }
}
