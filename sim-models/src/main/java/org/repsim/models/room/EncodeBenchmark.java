package org.repsim.models.room;

import java.util.List;
import java.util.TreeMap;
import org.repsim.engine.cost.CostLedger;
import org.repsim.engine.event.Simulator;
import org.repsim.engine.fingerprint.Fingerprint;
import org.repsim.engine.random.RandomStream;
import org.repsim.engine.random.RandomStreams;
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
 */
final class EncodeBenchmark {
    private final RoomBenchmark spec;
    private final RoomCostProfile costs;
    private final RandomStream inputs;
    private final RandomStream games;
    private final Fingerprint fingerprint = new Fingerprint();
    private final CostLedger ledger = new CostLedger();
    private final TrafficCounter traffic = new TrafficCounter();

    EncodeBenchmark(RoomBenchmark spec, RoomCostProfile costs, RandomStreams streams) {
        this.spec = spec;
        this.costs = costs;
        this.inputs = streams.stream("inputs");
        this.games = streams.stream("games");
        inputs.setListener(fingerprint);
        games.setListener(fingerprint);
    }

    RunOutput run() {
        int seats = 6;
        // The CPU queue is not used: jobs are never submitted, only their work is charged.
        ServerCpu cpu = new ServerCpu(new Simulator(), costs, ledger, (tag, wait, sojourn) -> { });
        RoomServer server = new RoomServer(spec.catalog(), spec.rooms() * seats, seats, spec.transport(), cpu,
                this::count, games);
        Upstream up = new Upstream();
        List<GameDefinition> all = spec.catalog().shape().games();
        double tick = 1.0 / spec.flushHz();
        for (int r = 0; r < spec.rooms(); r++) {
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
            int ticks = (int) Math.ceil(game.seconds() / tick);
            double perTick = game.inputsPerSecond() * tick;
            for (int t = 0; t < ticks; t++) {
                for (int s = 0; s < seats; s++) {
                    int n = poisson(perTick);
                    for (int k = 0; k < n; k++) {
                        server.input(first + s, up.input(inputs.nextInt(10), inputs.nextInt(1000)), 0);
                    }
                }
                flush(server, r);
            }
            server.gameOver(r);
            flush(server, r);
            server.playAgain(picker, up.again());
            flush(server, r);
            ledger.setMeasuring(false);
        }
        int rooms = spec.rooms();
        TreeMap<String, Double> m = new TreeMap<>();
        double encodeUs = cpu.encoderNanos() / 1e3;
        double cpuUs = 0;
        for (var scope : ledger.snapshot().scopes()) {
            cpuUs += scope.exclusiveNanos() / 1e3;
        }
        m.put("rooms", (double) rooms);
        m.put("flushes_per_room", cpu.flushes() / (double) rooms);
        m.put("encode_us_per_room", encodeUs / rooms);
        m.put("encoder_us_per_flush", cpu.flushes() == 0 ? 0 : encodeUs / cpu.flushes());
        m.put("state_bytes_per_room", (traffic.fullStateBytes() + traffic.deltaBytes()) / (double) rooms);
        m.put("full_state_bytes_per_room", traffic.fullStateBytes() / (double) rooms);
        m.put("delta_bytes_per_room", traffic.deltaBytes() / (double) rooms);
        m.put("frames_per_room", traffic.frames() / (double) rooms);
        m.put("messages_per_room", traffic.messages() / (double) rooms);
        m.put("bytes_per_room", traffic.bytes() / (double) rooms);
        m.put("cpu_us_per_room", cpuUs / rooms);
        m.put("fields_compared_per_room", cpu.fieldsCompared() / (double) rooms);
        m.put("bytes_stringified_per_room", cpu.bytesStringified() / (double) rooms);
        fingerprint.add(traffic.bytes());
        fingerprint.add(encodeUs);
        return new RunOutput(m, ledger.snapshot(), fingerprint.value(), List.of(), List.of());
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
