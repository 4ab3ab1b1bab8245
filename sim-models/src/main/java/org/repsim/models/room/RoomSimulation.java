package org.repsim.models.room;

import it.unimi.dsi.fastutil.doubles.DoubleArrayList;
import it.unimi.dsi.fastutil.ints.IntArrayFIFOQueue;
import it.unimi.dsi.fastutil.longs.LongArrayFIFOQueue;
import java.util.List;
import org.repsim.engine.cost.CostProfile;
import org.repsim.engine.event.EventHandler;
import org.repsim.engine.event.Simulator;
import org.repsim.engine.queueing.FifoServer;
import org.repsim.engine.random.RandomStream;
import org.repsim.engine.run.Metric;
import org.repsim.engine.run.MetricSet;
import org.repsim.engine.run.Quantiles;
import org.repsim.engine.run.RunContext;
import org.repsim.engine.run.RunOutput;
import org.repsim.engine.run.TimeSeries;
import org.repsim.engine.stats.Tally;
import org.repsim.models.room.client.ClientActions;
import org.repsim.models.room.client.ClientObservations;
import org.repsim.models.room.client.Upstream;
import org.repsim.models.room.client.VirtualClient;
import org.repsim.models.room.game.GameDefinition;
import org.repsim.models.room.server.EventLoop;
import org.repsim.models.room.server.RoomServer;
import org.repsim.models.room.server.ServerCpu;
import org.repsim.models.room.transport.Frame;
import org.repsim.models.room.transport.FramesInFlight;
import org.repsim.models.room.transport.Wire;
import org.repsim.models.room.transport.TrafficCounter;

/**
 * One load step: virtual clients, the network between them and the server, and the server's CPU
 * queue, all events of the run context's kernel; the context's window events open and close
 * the measurement.
 *
 * <p>A client's message reaches the server after the one-way latency and becomes a CPU job; the
 * frames the job produces leave when the job completes (so queueing delay reaches every reply,
 * the pong included) and arrive after the latency. Both directions keep per-socket order, as TCP
 * does. In-flight messages are kept in primitive FIFOs, frames in {@link FramesInFlight}.
 *
 * <p>A job's effects on the state are applied when it arrives, its output leaves when it
 * completes. For a FIFO server with one core this is the same order of state changes as applying
 * at service start (nothing overtakes), and it lets the work done decide the service time.
 */
final class RoomSimulation implements EventHandler, ClientActions, FifoServer.CompletionListener,
        RunContext.MeasurementListener {
    // Event kinds (folded into the fingerprint). Client timers use VirtualClient.T_* (1..9).
    private static final int SERVER_RECEIVE = 20;
    private static final int CLIENT_RECEIVE = 21;
    private static final int FLUSH = 22;
    private static final int GAME_OVER = 23;
    private static final int SECOND = 25;
    private static final long ONE_SECOND = 1_000_000_000L;
    private static final long ONE_MILLISECOND = 1_000_000L;

    private static final double[] PROBABILITIES = {0.01, 0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95,
            0.99, 0.999};

    private final RoomScenario scenario;
    private final RunContext context;
    private final Simulator sim;
    private final ServerCpu cpu;
    // The server's single core: jobs are served in arrival order, each for the CPU time its work charged.
    private final FifoServer core;
    // Node's event loop on that core: which jobs pay for a turn of their own.
    private final EventLoop loop = new EventLoop();
    private final RoomServer server;
    private final VirtualClient[] clients;
    private final RandomStream network;
    private final RandomStream drops;
    private final ClientObservations observations = new ClientObservations();
    private final Tally cpuWaitMs = new Tally(false);

    // Client -> server: two longs per message (sent time; type | bytes << 8 | arg << 32).
    private final LongArrayFIFOQueue[] upstream;
    private final long[] upstreamArrival;
    // Server -> client: frames made by jobs not yet completed (in job order), then in flight per
    // client; and how many frames each job made.
    private final FramesInFlight frames;
    private final long[] downstreamArrival;
    private final IntArrayFIFOQueue framesPerJob = new IntArrayFIFOQueue();
    private int framesThisJob;
    private final long flushPeriodNanos;
    // Each room's next flush tick as setInterval means it, before the timer clock's rounding.
    private final long[] flushDue;

    private final TrafficCounter traffic = new TrafficCounter();
    private long upstreamMessages;
    private long framesDropped;
    private long resyncsAtStart;
    private long busyAtStart;
    private long busyLastSecond;
    private int nextSecond = Simulator.NO_EVENT;
    private long eventsHandled;
    private final DoubleArrayList seriesTimes = new DoubleArrayList();
    private final DoubleArrayList seriesCpu = new DoubleArrayList();

    RoomSimulation(RoomScenario scenario, CostProfile costs, RunContext context) {
        this.scenario = scenario;
        this.context = context;
        this.sim = context.simulator();
        RandomStream clientStream = context.stream("clients");
        RandomStream games = context.stream("games");
        network = context.stream("network");
        drops = context.stream("drops");
        RandomStream rooms = context.stream("rooms");
        cpu = new ServerCpu(RoomCosts.unitCosts(costs), context.ledger(), scenario.corkSockets());
        core = new FifoServer(sim, this);
        server = new RoomServer(scenario.catalog(), scenario.users(), scenario.seatsPerRoom(),
                // Frames need their text only when clients parse it; otherwise their bytes are counted.
                scenario.transport().newTransport(cpu, new Departures(), scenario.decodeStates()), cpu, games);
        int n = scenario.users();
        upstream = new LongArrayFIFOQueue[n];
        upstreamArrival = new long[n];
        frames = new FramesInFlight(n);
        downstreamArrival = new long[n];
        clients = new VirtualClient[n];
        flushPeriodNanos = Math.round(1e9 / scenario.flushHz());
        flushDue = new long[server.rooms()];
        // The loops live in small methods of their own: a constructor that loops over thousands of
        // clients gets compiled by C2 (OSR and whole) for every run shape, the whole model inlined.
        createClients(clientStream);
        startClients();
        if (server.transport().usesFlushTick()) {
            scheduleFlushTicks(rooms);
        }
        context.onMeasurement(this);
    }

    private void createClients(RandomStream clientStream) {
        Upstream encoder = new Upstream();
        for (int c = 0; c < clients.length; c++) {
            upstream[c] = new LongArrayFIFOQueue();
            clients[c] = new VirtualClient(c, scenario, clientStream, this, observations, encoder);
        }
    }

    private void startClients() {
        for (VirtualClient c : clients) {
            c.start();
        }
    }

    /** Rooms tick at the same rate with random phases, as independent setInterval timers would. */
    private void scheduleFlushTicks(RandomStream rooms) {
        for (int r = 0; r < server.rooms(); r++) {
            flushDue[r] = (long) (rooms.nextDouble() * flushPeriodNanos);
            sim.schedule(onTimerClock(flushDue[r]), this, FLUSH, r);
        }
    }

    /**
     * When a timer due at {@code nanos} runs: Node's timers and libuv's loop clock count whole
     * milliseconds, so a timer runs at the first millisecond at or after its due time, and the
     * rooms whose ticks fall in the same millisecond run in one timer phase.
     */
    private static long onTimerClock(long nanos) {
        return -Math.floorDiv(-nanos, ONE_MILLISECOND) * ONE_MILLISECOND;
    }

    RunOutput run() {
        context.run();
        return output();
    }

    // ------------------------------------------------------------------ events

    @Override
    public void handle(int kind, int arg) {
        eventsHandled++;
        switch (kind) {
            case SERVER_RECEIVE -> serverReceive(arg);
            case CLIENT_RECEIVE -> {
                int slot = frames.pollClient(arg);
                clients[arg].receive(frames, slot);
                frames.free(slot);
            }
            case FLUSH -> {
                beginJob();
                server.flushTick(arg);
                endJob(arg);
                flushDue[arg] += flushPeriodNanos;
                sim.schedule(onTimerClock(flushDue[arg]), this, FLUSH, arg);
            }
            case GAME_OVER -> {
                beginJob();
                server.gameOver(arg);
                endJob(arg);
            }
            case SECOND -> {
                sampleCpuSecond();
                nextSecond = sim.scheduleAfter(ONE_SECOND, this, SECOND, 0);
            }
            default -> clients[arg].timer(kind);
        }
    }

    private void serverReceive(int client) {
        beginJob();
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
                    sim.schedule(onTimerClock(sim.now() + Math.round(game.seconds() * 1e9)), this, GAME_OVER,
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

    /** A job (a message, a tick, a timer) is ready now: the event loop's turn, if it needs one, is part of its work. */
    private void beginJob() {
        if (loop.ready(sim.now())) {
            cpu.loopTurn();
        }
    }

    /** The work handled since the last job is one CPU job; its frames wait for its completion. */
    private void endJob(int tag) {
        framesPerJob.enqueue(framesThisJob);
        framesThisJob = 0;
        long nanos = cpu.takeJobNanos();
        loop.submitted(sim.now(), nanos);
        core.submit(nanos, tag);
    }

    /** Frames made by the job being handled: they leave when that job completes. */
    private final class Departures implements Wire {
        @Override
        public void send(Frame f) {
            send(f.client(), f.socket(), f.text(), f.bytes(), f.messages(), f.stateKind(), f.stateSeq(), f.stateBytes(),
                    f.echoSentNanos(), f.pongId(), f.phase(), f.turn());
        }

        @Override
        public void send(int client, int socket, String text, int bytes, int messages, int stateKind, long stateSeq,
                         int stateBytes, long echoSentNanos, long pongId, int phase, int turn) {
            frames.awaitCpu(client, socket, text, bytes, messages, stateKind, stateSeq, stateBytes, echoSentNanos, pongId,
                    phase, turn);
            framesThisJob++;
        }
    }

    @Override
    public void completed(int jobTag, long waitNanos, long sojournNanos) {
        if (context.measuring()) {
            cpuWaitMs.add(waitNanos / 1e6);
        }
        int n = framesPerJob.dequeueInt();
        for (int i = 0; i < n; i++) {
            transmit(frames.pollAwaiting());
        }
    }

    private void transmit(int slot) {
        if (context.measuring()) {
            traffic.count(frames, slot);
        }
        if (scenario.dropRate() > 0 && drops.nextBoolean(scenario.dropRate())) {
            if (context.measuring()) {
                framesDropped++;
            }
            frames.free(slot);
            return;
        }
        int c = frames.client(slot);
        long arrival = Math.max(downstreamArrival[c], sim.now() + latency());
        downstreamArrival[c] = arrival;
        frames.sendToClient(slot);
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
        if (context.measuring() && type != Upstream.CLOSE) {
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
        return context.measuring();
    }

    // ------------------------------------------------------------------ results

    @Override
    public void windowStarted(long nowNanos) {
        observations.clear();
        resyncsAtStart = server.resyncRequests();
        busyAtStart = core.busyNanos();
        busyLastSecond = busyAtStart;
        nextSecond = sim.scheduleAfter(ONE_SECOND, this, SECOND, 0);
    }

    @Override
    public void windowEnded(long nowNanos) {
        // The window-end event runs before model events at the same instant, so a second that
        // ends exactly with the window is sampled here instead of by its own event.
        if (nextSecond != Simulator.NO_EVENT && sim.isPending(nextSecond) && sim.timeOf(nextSecond) == nowNanos) {
            sampleCpuSecond();
        }
    }

    /** CPU % of the simulated second that ends now. */
    private void sampleCpuSecond() {
        long busy = core.busyNanos();
        seriesTimes.add(sim.now() / 1e9);
        seriesCpu.add(100.0 * (busy - busyLastSecond) / ONE_SECOND);
        busyLastSecond = busy;
    }

    private RunOutput output() {
        double seconds = context.window().durationSeconds();
        int users = scenario.users();
        MetricSet.Recorder m = RoomModel.METRICS.recorder();
        Tally rtt = observations.pingRttMs;
        Tally echo = observations.inputEchoMs;
        m.put(RoomMetrics.USERS, users);
        m.put(RoomMetrics.ROOMS, server.rooms());
        m.put(RoomMetrics.PING_RTT_P50, quantile(rtt, 0.50));
        m.put(RoomMetrics.PING_RTT_P95, quantile(rtt, 0.95));
        m.put(RoomMetrics.PING_RTT_P99, quantile(rtt, 0.99));
        m.put(RoomMetrics.PING_RTT_MEAN, rtt.mean());
        m.put(RoomMetrics.PING_RTT_MAX, rtt.max());
        m.put(RoomMetrics.INPUT_ECHO_P50, quantile(echo, 0.50));
        m.put(RoomMetrics.INPUT_ECHO_P95, quantile(echo, 0.95));
        m.put(RoomMetrics.INPUT_ECHO_P99, quantile(echo, 0.99));
        m.put(RoomMetrics.CPU_PCT, 100.0 * (core.busyNanos() - busyAtStart) / context.window().durationNanos());
        m.put(RoomMetrics.CPU_WAIT_MEAN, cpuWaitMs.mean());
        TrafficCounter.Totals sent = traffic.totals();
        m.put(RoomMetrics.FRAMES_PER_S, sent.frames() / seconds);
        m.put(RoomMetrics.SOCKET_WRITES_PER_S, cpu.socketWrites() / seconds);
        m.put(RoomMetrics.MESSAGES_PER_S, sent.messages() / seconds);
        m.put(RoomMetrics.STATE_MESSAGES_PER_S, sent.stateMessages() / seconds);
        m.put(RoomMetrics.UPSTREAM_MESSAGES_PER_S, upstreamMessages / seconds);
        m.put(RoomMetrics.BYTES_PER_S, sent.bytes() / seconds);
        m.put(RoomMetrics.BYTES_PER_USER_S, sent.bytes() / seconds / users);
        m.put(RoomMetrics.FULL_STATE_BYTES_PER_USER_S, sent.fullStateBytes() / seconds / users);
        m.put(RoomMetrics.DELTA_BYTES_PER_USER_S, sent.deltaBytes() / seconds / users);
        m.put(RoomMetrics.RESYNCS, server.resyncRequests() - resyncsAtStart);
        m.put(RoomMetrics.DELTAS_DISCARDED, observations.deltasDiscarded);
        m.put(RoomMetrics.FRAMES_DROPPED, framesDropped);
        m.put(RoomMetrics.ENCODER_US_PER_FLUSH, cpu.flushes() == 0 ? 0.0 : cpu.encoderNanos() / 1e3 / cpu.flushes());
        m.put(RoomMetrics.FLUSHES_PER_S, cpu.flushes() / seconds);
        for (Metric metric : RoomMetrics.LOAD_STEP) {
            if (!m.values().containsKey(metric.name())) {
                throw new IllegalStateException("metric " + metric.name() + " not produced");
            }
        }
        List<Quantiles> distributions = List.of(distribution(RoomMetrics.PING_RTT, rtt),
                distribution(RoomMetrics.INPUT_ECHO, echo));
        List<TimeSeries> series = List.of(new TimeSeries(RoomMetrics.CPU_BY_SECOND.name(), seriesTimes.toDoubleArray(),
                seriesCpu.toDoubleArray()));
        return new RunOutput(m.values(), context.timers(), context.fingerprint().value(), series, distributions);
    }

    private static double quantile(Tally t, double p) {
        return t.count() == 0 ? Double.NaN : t.quantile(p);
    }

    private static Quantiles distribution(Metric metric, Tally t) {
        double[] values = new double[PROBABILITIES.length];
        for (int i = 0; i < values.length; i++) {
            values[i] = quantile(t, PROBABILITIES[i]);
        }
        return new Quantiles(metric.name(), PROBABILITIES.clone(), values);
    }

    /** What the clients saw (tests read it after {@link #run}). */
    ClientObservations observations() {
        return observations;
    }

    /** Kernel events this model handled itself (clients, network, flush ticks, game timers, CPU seconds). */
    long eventsHandled() {
        return eventsHandled;
    }

    /** CPU jobs completed: each completion is one kernel event of the model's FIFO core. */
    long jobsCompleted() {
        return core.completedJobs();
    }
}
