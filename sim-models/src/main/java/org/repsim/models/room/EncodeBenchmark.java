package org.repsim.models.room;

import java.util.List;
import org.repsim.engine.cost.CostLedger;
import org.repsim.engine.cost.CostProfile;
import org.repsim.engine.cost.TimerTree;
import org.repsim.engine.fingerprint.Fingerprint;
import org.repsim.engine.random.RandomStream;
import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.MetricSet;
import org.repsim.engine.run.RunOutput;
import org.repsim.models.room.client.Upstream;
import org.repsim.models.room.game.GameDefinition;
import org.repsim.models.room.server.Room;
import org.repsim.models.room.server.RoomServer;
import org.repsim.models.room.server.ServerCpu;
import org.repsim.models.room.transport.Frame;
import org.repsim.models.room.transport.TrafficCounter;

/**
 * Runs {@link RoomBenchmark}: drives the real server handlers, transports and encoders for one
 * round per room and reports what was encoded and sent, per room. Encode time is the cost
 * profile applied to the counted operations (bytes stringified, fields compared, temporaries).
 *
 * <p>No simulated time passes: the rounds are played back to back in process, as the write-up's
 * benchmark does, so there is no kernel and no measurement window. The ledger measures each
 * round (not the joins before it) and its timer tree has no periods.
 */
final class EncodeBenchmark {
    private final RoomBenchmark spec;
    private final CostProfile costs;
    private final RandomStream inputs;
    private final RandomStream games;
    private final Fingerprint fingerprint = new Fingerprint();
    private final CostLedger ledger = new CostLedger();
    private final TrafficCounter traffic = new TrafficCounter();

    EncodeBenchmark(RoomBenchmark spec, CostProfile costs, RandomStreams streams) {
        this.spec = spec;
        this.costs = costs;
        this.inputs = streams.stream("inputs");
        this.games = streams.stream("games");
        inputs.setListener(fingerprint);
        games.setListener(fingerprint);
    }

    RunOutput run() {
        int seats = 6;
        // No CPU queue: only the work is charged, jobs are never served.
        ServerCpu cpu = new ServerCpu(RoomCosts.unitCosts(costs), ledger);
        RoomServer server = new RoomServer(spec.catalog(), spec.rooms() * seats, seats,
                spec.transport().newTransport(cpu, this::count, false), cpu, games);
        Upstream up = new Upstream();
        // One small method per loop level: a run() holding all the nested loops was compiled by
        // C2 several times per benchmark shape (OSR per loop, then whole).
        for (int r = 0; r < spec.rooms(); r++) {
            playRound(server, up, r, seats);
        }
        double rooms = spec.rooms();
        TimerTree timers = ledger.snapshot(0, 0.0);
        double encodeUs = cpu.encoderNanos() / 1e3;
        double cpuUs = 0;
        for (TimerTree.Scope scope : timers.scopes()) {
            cpuUs += scope.exclusiveNanos() / 1e3;
        }
        MetricSet.Recorder m = RoomModel.METRICS.recorder();
        m.put(RoomMetrics.ROOMS, rooms);
        m.put(RoomMetrics.FLUSHES_PER_ROOM, cpu.flushes() / rooms);
        m.put(RoomMetrics.ENCODE_US_PER_ROOM, encodeUs / rooms);
        m.put(RoomMetrics.ENCODER_US_PER_FLUSH, cpu.flushes() == 0 ? 0 : encodeUs / cpu.flushes());
        TrafficCounter.Totals sent = traffic.totals();
        m.put(RoomMetrics.STATE_BYTES_PER_ROOM, (sent.fullStateBytes() + sent.deltaBytes()) / rooms);
        m.put(RoomMetrics.FULL_STATE_BYTES_PER_ROOM, sent.fullStateBytes() / rooms);
        m.put(RoomMetrics.DELTA_BYTES_PER_ROOM, sent.deltaBytes() / rooms);
        m.put(RoomMetrics.FRAMES_PER_ROOM, sent.frames() / rooms);
        m.put(RoomMetrics.MESSAGES_PER_ROOM, sent.messages() / rooms);
        m.put(RoomMetrics.BYTES_PER_ROOM, sent.bytes() / rooms);
        m.put(RoomMetrics.CPU_US_PER_ROOM, cpuUs / rooms);
        m.put(RoomMetrics.FIELDS_COMPARED_PER_ROOM, cpu.fieldsCompared() / rooms);
        m.put(RoomMetrics.BYTES_STRINGIFIED_PER_ROOM, cpu.bytesStringified() / rooms);
        fingerprint.add(sent.bytes());
        fingerprint.add(encodeUs);
        return new RunOutput(m.values(), timers, fingerprint.value(), List.of(), List.of());
    }

    /** Room {@code r}: seats join, a game is picked, one round is played, play again. */
    private void playRound(RoomServer server, Upstream up, int r, int seats) {
        List<GameDefinition> all = spec.catalog().shape().games();
        double tick = 1.0 / spec.flushHz();
        Room room = server.room(r);
        int first = r * seats;
        for (int s = 0; s < seats; s++) {
            server.join(first + s, up.join());
        }
        flush(server, r);
        ledger.setMeasuring(true);
        int gameIndex = r % all.size();
        int picker = first + room.turn();
        GameDefinition game = server.pick(picker, up.pick(all.get(gameIndex).id()), gameIndex);
        flush(server, r);
        // The round's inputs, grouped the way one flush tick would batch them. Nothing waits
        // and no clock runs: the groups only decide which inputs share a flush.
        int ticks = (int) Math.ceil(game.seconds() / tick);
        double perTick = game.inputsPerSecond() * tick;
        for (int t = 0; t < ticks; t++) {
            tickInputs(server, up, first, seats, perTick);
            flush(server, r);
        }
        server.gameOver(r);
        flush(server, r);
        server.playAgain(picker, up.again());
        flush(server, r);
        ledger.setMeasuring(false);
    }

    /** One flush tick's inputs: a Poisson number per seat. */
    private void tickInputs(RoomServer server, Upstream up, int first, int seats, double perTick) {
        for (int s = 0; s < seats; s++) {
            int n = poisson(perTick);
            for (int k = 0; k < n; k++) {
                server.input(first + s, up.input(inputs.nextInt(10), inputs.nextInt(1000)), 0);
            }
        }
    }

    private void flush(RoomServer server, int r) {
        if (server.transport().usesFlushTick()) {
            server.flushTick(r);
        }
    }

    private void count(Frame f) {
        if (ledger.measuring()) {
            traffic.count(f);
        }
    }

    /** Poisson draw by inversion (small means only: inputs per player per tick). */
    private int poisson(double mean) {
        double u = inputs.nextDouble();
        double p = Math.exp(-mean);
        double cumulative = p;
        int k = 0;
        while (u > cumulative && k < 1000) {
            k++;
            p *= mean / k;
            cumulative += p;
        }
        return k;
    }
}
