package org.repsim.models.room;

import it.unimi.dsi.fastutil.doubles.DoubleArrayList;
import it.unimi.dsi.fastutil.ints.IntArrayFIFOQueue;
import it.unimi.dsi.fastutil.longs.LongArrayFIFOQueue;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import org.repsim.engine.cost.CostLedger;
import org.repsim.engine.event.EventHandler;
import org.repsim.engine.event.Simulator;
import org.repsim.engine.fingerprint.Fingerprint;
import org.repsim.engine.queueing.FifoServer;
import org.repsim.engine.random.RandomStream;
import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.Quantiles;
import org.repsim.engine.run.RunOutput;
import org.repsim.engine.run.RunWindow;
import org.repsim.engine.run.TimeSeries;
import org.repsim.engine.stats.Tally;
import org.repsim.models.room.client.ClientActions;
import org.repsim.models.room.client.ClientObservations;
import org.repsim.models.room.client.Upstream;
import org.repsim.models.room.client.VirtualClient;
import org.repsim.models.room.game.GameDefinition;
import org.repsim.models.room.server.RoomServer;
import org.repsim.models.room.server.ServerCpu;
import org.repsim.models.room.transport.Frame;
import org.repsim.models.room.transport.TrafficCounter;

/**
 * One load step: virtual clients, the network between them and the server, and the server's CPU
 * queue, on the kernel's {@link Simulator}.
 *
 * <p>A client's message reaches the server after the one-way latency and becomes a CPU job; the
 * frames the job produces leave when the job completes (so queueing delay reaches every reply,
 * the pong included) and arrive after the latency. Both directions keep per-socket order, as TCP
 * does. In-flight messages are kept in primitive FIFOs, frames in per-client queues.
 */
final class RoomSimulation implements EventHandler, ClientActions, FifoServer.CompletionListener {
    // Event kinds (folded into the fingerprint). Client timers use VirtualClient.T_* (1..9).
    private static final int SERVER_RECEIVE = 20;
    private static final int CLIENT_RECEIVE = 21;
    private static final int FLUSH = 22;
    private static final int GAME_OVER = 23;
    private static final int WINDOW_START = 24;
    private static final int SECOND = 25;

    private static final double[] PROBABILITIES = {0.01, 0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95,
            0.99, 0.999};

    private final RoomScenario scenario;
    private final RunWindow window;
    private final Simulator sim = new Simulator(4096);
    private final Fingerprint fingerprint = new Fingerprint();
    private final CostLedger ledger = new CostLedger();
    private final ServerCpu cpu;
    private final RoomServer server;
    private final VirtualClient[] clients;
    private final RandomStream network;
    private final RandomStream drops;
    private final ClientObservations observations = new ClientObservations();
    private final Tally cpuWaitMs = new Tally(false);

    // Client -> server: two longs per message (sent time; type | bytes << 8 | arg << 32).
    private final LongArrayFIFOQueue[] upstream;
    private final long[] upstreamArrival;
    // Server -> client: frames in flight per client.
    private final List<ArrayDeque<Frame>> downstream;
    private final long[] downstreamArrival;
    // Frames made by jobs not yet completed, in job order, and how many each job made.
    private final ArrayDeque<Frame> awaitingCpu = new ArrayDeque<>();
    private final IntArrayFIFOQueue framesPerJob = new IntArrayFIFOQueue();
    private int framesThisJob;
    private final long flushPeriodNanos;

    private boolean measuring;
    private final TrafficCounter traffic = new TrafficCounter();
    private long upstreamMessages;
    private long framesDropped;
    private long resyncsAtStart;
    private long busyAtStart;
    private long busyLastSecond;
    private final DoubleArrayList seriesTimes = new DoubleArrayList();
    private final DoubleArrayList seriesCpu = new DoubleArrayList();

    RoomSimulation(RoomScenario scenario, RoomCostProfile costs, RunWindow window, RandomStreams streams) {
        this.scenario = scenario;
        this.window = window;
        sim.setFingerprint(fingerprint);
        RandomStream clientStream = streams.stream("clients");
        RandomStream games = streams.stream("games");
        network = streams.stream("network");
        drops = streams.stream("drops");
        RandomStream rooms = streams.stream("rooms");
        for (RandomStream s : List.of(clientStream, games, network, drops, rooms)) {
            s.setListener(fingerprint);
        }
        cpu = new ServerCpu(sim, costs, ledger, this);
        server = new RoomServer(scenario.catalog(), scenario.users(), scenario.seatsPerRoom(), scenario.transport(),
                cpu, this::leaveServer, games);
        int n = scenario.users();
        upstream = new LongArrayFIFOQueue[n];
        upstreamArrival = new long[n];
        downstream = new ArrayList<>(n);
        downstreamArrival = new long[n];
        clients = new VirtualClient[n];
        Upstream encoder = new Upstream();
        for (int c = 0; c < n; c++) {
            upstream[c] = new LongArrayFIFOQueue();
            downstream.add(new ArrayDeque<>());
            clients[c] = new VirtualClient(c, scenario, clientStream, this, observations, encoder);
        }
        flushPeriodNanos = Math.round(1e9 / scenario.flushHz());
        for (VirtualClient c : clients) {
            c.start();
        }
        if (server.transport().usesFlushTick()) {
            // Rooms tick at the same rate with random phases, as independent setInterval timers would.
            for (int r = 0; r < server.rooms(); r++) {
                sim.schedule((long) (rooms.nextDouble() * flushPeriodNanos), this, FLUSH, r);
            }
        }
        sim.schedule(window.warmupNanos(), this, WINDOW_START, 0);
    }

    RunOutput run() {
        sim.runUntil(window.endNanos());
        return output();
    }

    // ------------------------------------------------------------------ events

    @Override
    public void handle(int kind, int arg) {
        switch (kind) {
            case SERVER_RECEIVE -> serverReceive(arg);
            case CLIENT_RECEIVE -> clients[arg].receive(downstream.get(arg).poll());
            case FLUSH -> {
                server.flushTick(arg);
                endJob(arg);
                sim.scheduleAfter(flushPeriodNanos, this, FLUSH, arg);
            }
            case GAME_OVER -> {
                server.gameOver(arg);
                endJob(arg);
            }
            case WINDOW_START -> startWindow();
            case SECOND -> {
                long busy = cpu.busyNanos();
                seriesTimes.add(sim.now() / 1e9);
                seriesCpu.add(100.0 * (busy - busyLastSecond) / 1e9);
                busyLastSecond = busy;
                ledger.endFrame();
                ledger.beginFrame();
                sim.scheduleAfter(1_000_000_000L, this, SECOND, 0);
            }
            default -> clients[arg].timer(kind);
        }
    }

    private void serverReceive(int client) {
        LongArrayFIFOQueue q = upstream[client];
        long sent = q.dequeueLong();
        long packed = q.dequeueLong();
        int type = (int) (packed & 0xFF);
        int size = (int) ((packed >>> 8) & 0xFFFFFF);
        int arg = (int) (packed >>> 32);
        switch (type) {
            case Upstream.JOIN -> server.join(client, size);
            case Upstream.PING -> server.ping(client, size, arg);
            case Upstream.INPUT -> server.input(client, size, sent);
            case Upstream.CHAT -> server.chat(client, size, arg);
            case Upstream.REACT -> server.react(client, size, arg);
            case Upstream.PICK -> {
                GameDefinition game = server.pick(client, size, arg);
                if (game != null) {
                    sim.scheduleAfter(Math.round(game.seconds() * 1e9), this, GAME_OVER,
                            server.seatOf(client).room().index());
                }
            }
            case Upstream.AGAIN -> server.playAgain(client, size);
            case Upstream.RESYNC -> server.resync(client, size);
            case Upstream.CLOSE -> server.disconnect(client);
            default -> throw new IllegalStateException("unknown upstream type " + type);
        }
        endJob(client);
    }

    /** The work handled since the last job is one CPU job; its frames wait for its completion. */
    private void endJob(int tag) {
        framesPerJob.enqueue(framesThisJob);
        framesThisJob = 0;
        cpu.submit(tag);
    }

    /** A frame made by the job being handled: it leaves when that job completes. */
    private void leaveServer(Frame frame) {
        awaitingCpu.add(frame);
        framesThisJob++;
    }

    @Override
    public void completed(int jobTag, long waitNanos, long sojournNanos) {
        if (measuring) {
            cpuWaitMs.add(waitNanos / 1e6);
        }
        int n = framesPerJob.dequeueInt();
        for (int i = 0; i < n; i++) {
            transmit(awaitingCpu.poll());
        }
    }

    private void transmit(Frame frame) {
        if (measuring) {
            traffic.count(frame);
        }
        if (scenario.dropRate() > 0 && drops.nextBoolean(scenario.dropRate())) {
            if (measuring) {
                framesDropped++;
            }
            return;
        }
        int c = frame.client();
        long arrival = Math.max(downstreamArrival[c], sim.now() + latency());
        downstreamArrival[c] = arrival;
        downstream.get(c).add(frame);
        sim.schedule(arrival, this, CLIENT_RECEIVE, c);
    }

    private long latency() {
        double ms = scenario.networkOneWayMs();
        if (scenario.networkJitterMs() > 0) {
            ms += network.uniform(0, scenario.networkJitterMs());
        }
        return Math.round(ms * 1e6);
    }

    // ------------------------------------------------------------------ ClientActions

    @Override
    public long now() {
        return sim.now();
    }

    @Override
    public int schedule(long delayNanos, int timer, int client) {
        return sim.scheduleAfter(delayNanos, this, timer, client);
    }

    @Override
    public void cancel(int handle) {
        sim.cancel(handle);
    }

    @Override
    public void send(int client, int type, int size, int arg) {
        if (measuring && type != Upstream.CLOSE) {
            upstreamMessages++;
        }
        long arrival = Math.max(upstreamArrival[client], sim.now() + latency());
        upstreamArrival[client] = arrival;
        upstream[client].enqueue(sim.now());
        upstream[client].enqueue(type | (long) size << 8 | (long) arg << 32);
        sim.schedule(arrival, this, SERVER_RECEIVE, client);
    }

    @Override
    public double inputsPerSecond(int client) {
        GameDefinition g = server.seatOf(client).room().state().game();
        return g == null ? 0 : g.inputsPerSecond();
    }

    @Override
    public boolean measuring() {
        return measuring;
    }

    // ------------------------------------------------------------------ results

    private void startWindow() {
        measuring = true;
        ledger.setMeasuring(true);
        ledger.beginFrame();
        observations.clear();
        resyncsAtStart = server.resyncRequests();
        busyAtStart = cpu.busyNanos();
        busyLastSecond = busyAtStart;
        sim.scheduleAfter(1_000_000_000L, this, SECOND, 0);
    }

    private RunOutput output() {
        double seconds = window.durationSeconds();
        int users = scenario.users();
        TreeMap<String, Double> m = new TreeMap<>();
        m.put("users", (double) users);
        m.put("rooms", (double) server.rooms());
        Tally rtt = observations.pingRttMs;
        Tally echo = observations.inputEchoMs;
        m.put("ping_rtt_p50_ms", quantile(rtt, 0.50));
        m.put("ping_rtt_p95_ms", quantile(rtt, 0.95));
        m.put("ping_rtt_p99_ms", quantile(rtt, 0.99));
        m.put("ping_rtt_mean_ms", rtt.mean());
        m.put("ping_rtt_max_ms", rtt.max());
        m.put("input_echo_p50_ms", quantile(echo, 0.50));
        m.put("input_echo_p95_ms", quantile(echo, 0.95));
        m.put("input_echo_p99_ms", quantile(echo, 0.99));
        m.put("cpu_pct", 100.0 * (cpu.busyNanos() - busyAtStart) / window.durationNanos());
        m.put("cpu_wait_mean_ms", cpuWaitMs.mean());
        m.put("frames_per_s", traffic.frames() / seconds);
        m.put("messages_per_s", traffic.messages() / seconds);
        m.put("state_messages_per_s", traffic.stateMessages() / seconds);
        m.put("upstream_messages_per_s", upstreamMessages / seconds);
        m.put("bytes_per_s", traffic.bytes() / seconds);
        m.put("bytes_per_user_s", traffic.bytes() / seconds / users);
        m.put("full_state_bytes_per_user_s", traffic.fullStateBytes() / seconds / users);
        m.put("delta_bytes_per_user_s", traffic.deltaBytes() / seconds / users);
        m.put("resyncs", (double) (server.resyncRequests() - resyncsAtStart));
        m.put("deltas_discarded", (double) observations.deltasDiscarded);
        m.put("frames_dropped", (double) framesDropped);
        m.put("encoder_us_per_flush", cpu.flushes() == 0 ? 0.0 : cpu.encoderNanos() / 1e3 / cpu.flushes());
        m.put("flushes_per_s", cpu.flushes() / seconds);
        for (String name : RoomMetrics.LOAD_STEP) {
            if (!m.containsKey(name)) {
                throw new IllegalStateException("metric " + name + " not produced");
            }
        }
        List<Quantiles> distributions = List.of(distribution("ping_rtt_ms", rtt), distribution("input_echo_ms", echo));
        List<TimeSeries> series = List.of(new TimeSeries(RoomMetrics.CPU_SERIES, seriesTimes.toDoubleArray(), seriesCpu.toDoubleArray()));
        return new RunOutput(m, ledger.snapshot(), fingerprint.value(), series, distributions);
    }

    private static double quantile(Tally t, double p) {
        return t.count() == 0 ? Double.NaN : t.quantile(p);
    }

    private static Quantiles distribution(String name, Tally t) {
        double[] values = new double[PROBABILITIES.length];
        for (int i = 0; i < values.length; i++) {
            values[i] = quantile(t, PROBABILITIES[i]);
        }
        return new Quantiles(name, PROBABILITIES.clone(), values);
    }

    /** What the clients saw (tests read it after {@link #run}). */
    ClientObservations observations() {
        return observations;
    }
}
