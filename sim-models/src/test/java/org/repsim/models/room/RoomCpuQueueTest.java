package org.repsim.models.room;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.repsim.engine.cost.CostLedger;
import org.repsim.engine.event.Simulator;
import org.repsim.engine.queueing.ArrivalProcess;
import org.repsim.engine.queueing.ExponentialDurations;
import org.repsim.engine.random.RandomStream;
import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.stats.Tally;
import org.repsim.models.room.server.ServerCpu;

/**
 * The room server's CPU is the kernel's FIFO queue fed with jobs whose service time is the work
 * charged: under Poisson arrivals it must reproduce the M/D/1 and M/M/1 closed forms.
 */
class RoomCpuQueueTest {
    private static final int JOBS = 200_000;
    private static final double ARRIVALS_PER_S = 700;
    private static final double SERVICE_RATE = 1_000; // 1 ms mean service: rho = 0.7
    private static final double RHO = ARRIVALS_PER_S / SERVICE_RATE;
    /** M/M/1 mean wait, rho / (mu - lambda) (Kleinrock, Queueing Systems I, 3.2), in ms. */
    private static final double MM1_WAIT_MS = RHO / (SERVICE_RATE - ARRIVALS_PER_S) * 1e3;
    /** M/D/1 mean wait by Pollaczek-Khinchine with zero service variance, rho / (2 mu (1 - rho)), in ms. */
    private static final double MD1_WAIT_MS = RHO / (2 * SERVICE_RATE * (1 - RHO)) * 1e3;

    /** Profile charging only receive costs, so a job's service time is set by the message size. */
    private static RoomCostProfile receiveOnly(double perMessageNanos, double perByteNanos) {
        return new RoomCostProfile(perMessageNanos, perByteNanos, 0, 0, 0, 0, 0, 0, 0);
    }

    private static Tally waits(RoomCostProfile costs, boolean exponentialSizes, long seed) {
        Simulator sim = new Simulator();
        Tally waitMs = new Tally(false);
        int[] done = new int[1];
        ServerCpu cpu = new ServerCpu(sim, costs, new CostLedger(), (tag, wait, sojourn) -> {
            if (tag >= JOBS / 10) { // the first tenth is warm-up
                waitMs.add(wait / 1e6);
            }
            done[0]++;
        });
        RandomStreams streams = new RandomStreams(seed, 0);
        RandomStream sizes = streams.stream("sizes");
        ArrivalProcess arrivals = new ArrivalProcess(sim, ExponentialDurations.ofRate(streams.stream("arrivals"),
                ARRIVALS_PER_S), index -> {
            // bytes of the message: exponential with mean 1e6 "bytes" at 1 ns/byte = 1 ms mean service
            int bytes = exponentialSizes ? (int) Math.round(sizes.exponential(1e6)) : 0;
            cpu.receive(bytes);
            cpu.submit(index);
        });
        arrivals.start(JOBS);
        sim.run();
        assertEquals(JOBS, done[0]);
        return waitMs;
    }

    @Test
    void constantServiceReproducesMd1MeanWait() {
        Tally w = waits(receiveOnly(1e9 / SERVICE_RATE, 0), false, 11);
        double theory = MD1_WAIT_MS;
        // 180k customers at rho 0.7: the sample mean is within a few percent of the closed form
        assertEquals(theory, w.mean(), theory * 0.06, "M/D/1 mean wait (ms)");
    }

    @Test
    void exponentialServiceReproducesMm1MeanWait() {
        Tally w = waits(receiveOnly(0, 1.0), true, 12);
        double theory = MM1_WAIT_MS;
        assertEquals(theory, w.mean(), theory * 0.08, "M/M/1 mean wait (ms)");
        // and it is not M/D/1: exponential service doubles the wait
        double md1 = MD1_WAIT_MS;
        assertEquals(2.0, w.mean() / md1, 0.2);
    }
}
