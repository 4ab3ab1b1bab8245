package org.repsim.models.room.client;

import it.unimi.dsi.fastutil.longs.LongArrayFIFOQueue;
import java.util.List;
import java.util.Map;
import org.repsim.engine.event.Simulator;
import org.repsim.engine.random.RandomStream;
import org.repsim.models.room.encode.StateEncoder;
import org.repsim.models.room.game.GameCatalog;
import org.repsim.models.room.json.JsonReader;
import org.repsim.models.room.server.RoomLogic;
import org.repsim.models.room.transport.FramesInFlight;

/**
 * One virtual user of the load-test tool: joins as a guest, pings every few seconds, picks a game
 * 1-3 s after its turn comes, sends random inputs during a game, chats and reacts at random
 * intervals, presses "play again" a few seconds after a round it picked ends, loses its socket
 * now and then and comes back. It acts on what the state messages it receives say (phase, turn),
 * so a lost state delays its reaction just as it would a person's.
 */
public final class VirtualClient {
    static final int T_JOIN = 1;
    static final int T_PING = 2;
    static final int T_INPUT = 3;
    static final int T_CHAT = 4;
    static final int T_REACT = 5;
    static final int T_PICK = 6;
    static final int T_AGAIN = 7;
    static final int T_DISCONNECT = 8;
    static final int T_RECONNECT = 9;

    private static final int INPUT_KEYS = 10;
    private static final int INPUT_VALUES = 1000;

    private final int id;
    private final int seat;
    private final ClientBehaviour behaviour;
    private final GameCatalog catalog;
    private final RandomStream random;
    private final ClientActions actions;
    private final ClientObservations observations;
    private final Upstream upstream;
    private final SeqTracker seq;
    private final ClientDecoder decoder;
    private final LongArrayFIFOQueue pingsInFlight = new LongArrayFIFOQueue();

    private boolean connected;
    private int socket = -1;
    private long nextPingId;
    private int phase = -1;
    private int turn = -1;
    private int inputTimer = Simulator.NO_EVENT;
    private boolean pickPending;
    private boolean againPending;

    public VirtualClient(int id, ClientBehaviour behaviour, RandomStream random, ClientActions actions,
                         ClientObservations observations, Upstream upstream) {
        this.id = id;
        this.seat = id % behaviour.seatsPerRoom();
        this.behaviour = behaviour;
        this.catalog = behaviour.catalog();
        this.random = random;
        this.actions = actions;
        this.observations = observations;
        this.upstream = upstream;
        this.seq = new SeqTracker(Math.round(behaviour.resyncThrottleSeconds() * 1e9));
        this.decoder = behaviour.decodeStates() ? new ClientDecoder() : null;
    }

    /** Schedules the first join, somewhere in the join spread. */
    public void start() {
        actions.schedule(seconds(random.uniform(0, behaviour.joinSpreadSeconds())), T_JOIN, id);
    }

    public void timer(int kind) {
        switch (kind) {
            case T_JOIN -> {
                connect();
                actions.schedule(seconds(random.uniform(0, behaviour.pingIntervalSeconds())), T_PING, id);
                actions.schedule(seconds(random.exponential(behaviour.chatMeanSeconds())), T_CHAT, id);
                actions.schedule(seconds(random.exponential(behaviour.reactionMeanSeconds())), T_REACT, id);
                scheduleDisconnect();
            }
            case T_PING -> {
                if (connected) {
                    long now = actions.now();
                    pingsInFlight.enqueue(nextPingId);
                    pingsInFlight.enqueue(now);
                    actions.send(id, Upstream.PING, upstream.ping(nextPingId, now / 1_000_000), (int) nextPingId);
                    nextPingId++;
                }
                actions.schedule(seconds(behaviour.pingIntervalSeconds()), T_PING, id);
            }
            case T_CHAT -> {
                if (connected) {
                    int line = random.nextInt(catalog.content().chat().size());
                    actions.send(id, Upstream.CHAT, upstream.chat(catalog.content().chat().get(line)), line);
                }
                actions.schedule(seconds(random.exponential(behaviour.chatMeanSeconds())), T_CHAT, id);
            }
            case T_REACT -> {
                if (connected) {
                    int emoji = random.nextInt(catalog.content().reactions().size());
                    actions.send(id, Upstream.REACT, upstream.react(catalog.content().reactions().get(emoji)), emoji);
                }
                actions.schedule(seconds(random.exponential(behaviour.reactionMeanSeconds())), T_REACT, id);
            }
            case T_INPUT -> {
                inputTimer = Simulator.NO_EVENT;
                if (connected && phase == RoomLogic.PLAY) {
                    actions.send(id, Upstream.INPUT, upstream.input(random.nextInt(INPUT_KEYS), random.nextInt(INPUT_VALUES)), 0);
                    scheduleInput();
                }
            }
            case T_PICK -> {
                pickPending = false;
                if (connected && phase == RoomLogic.PICK && turn == seat) {
                    int game = random.nextInt(catalog.shape().games().size());
                    actions.send(id, Upstream.PICK, upstream.pick(catalog.shape().games().get(game).id()), game);
                }
            }
            case T_AGAIN -> {
                againPending = false;
                if (connected && phase == RoomLogic.RESULT) {
                    actions.send(id, Upstream.AGAIN, upstream.again(), 0);
                }
            }
            case T_DISCONNECT -> {
                if (connected) {
                    connected = false;
                    pingsInFlight.clear(); // their pongs will never come
                    cancelInput();
                    actions.send(id, Upstream.CLOSE, 0, 0);
                    actions.schedule(seconds(random.uniform(behaviour.reconnectDelayMinSeconds(),
                            behaviour.reconnectDelayMaxSeconds())), T_RECONNECT, id);
                }
            }
            case T_RECONNECT -> {
                connect();
                scheduleDisconnect();
            }
            default -> throw new IllegalStateException("unknown client timer " + kind);
        }
    }

    /** The frame in slot {@code f} of {@code frames} arrived from the server. */
    public void receive(FramesInFlight frames, int f) {
        if (!connected || frames.socket(f) != socket) {
            observations.framesLost++; // sent to a socket that is gone
            return;
        }
        long now = actions.now();
        if (frames.pong(f)) {
            // (id, sent time) pairs in id order: pings older than this pong lost their pongs.
            while (!pingsInFlight.isEmpty()) {
                long id = pingsInFlight.dequeueLong();
                long sent = pingsInFlight.dequeueLong();
                if (id == frames.pongId(f)) {
                    if (actions.measuring()) {
                        observations.pingRttMs.add((now - sent) / 1e6);
                    }
                    break;
                }
            }
            return;
        }
        if (frames.stateKind(f) == StateEncoder.NOTHING) {
            return;
        }
        int verdict = seq.onState(frames.stateKind(f) == StateEncoder.FULL, frames.stateSeq(f), now);
        if (verdict != SeqTracker.ACCEPT) {
            if (actions.measuring()) {
                observations.deltasDiscarded++;
            }
            if (verdict == SeqTracker.DISCARD_AND_REQUEST) {
                if (actions.measuring()) {
                    observations.resyncRequestsSent++;
                }
                actions.send(id, Upstream.RESYNC, upstream.resync(seq.lastSeq()), 0);
            }
            return;
        }
        if (decoder != null) {
            decode(frames.text(f), frames.stateSeq(f));
        }
        if (frames.echoSentNanos(f) >= 0 && actions.measuring()) {
            observations.inputEchoMs.add((now - frames.echoSentNanos(f)) / 1e6);
        }
        phase = frames.phase(f);
        turn = frames.turn(f);
        react();
    }

    private void react() {
        if (phase == RoomLogic.PICK && turn == seat && !pickPending) {
            pickPending = true;
            actions.schedule(seconds(random.uniform(behaviour.pickDelayMinSeconds(), behaviour.pickDelayMaxSeconds())),
                    T_PICK, id);
        }
        if (phase == RoomLogic.PLAY && inputTimer == Simulator.NO_EVENT) {
            scheduleInput();
        }
        if (phase != RoomLogic.PLAY) {
            cancelInput();
        }
        if (phase == RoomLogic.RESULT && turn == seat && !againPending) {
            againPending = true;
            actions.schedule(seconds(random.uniform(behaviour.playAgainMinSeconds(), behaviour.playAgainMaxSeconds())),
                    T_AGAIN, id);
        }
    }

    @SuppressWarnings("unchecked")
    private void decode(String text, long stateSeq) {
        Object parsed = JsonReader.parse(text);
        List<Object> messages = parsed instanceof List<?> l ? (List<Object>) l : List.of(parsed);
        for (Object m : messages) {
            Map<String, Object> message = (Map<String, Object>) m;
            if ("state".equals(message.get("t"))) {
                if (((Long) message.get("seq")) != stateSeq) {
                    throw new IllegalStateException("frame says seq " + stateSeq + ", text says " + message.get("seq"));
                }
                decoder.apply(message);
                observations.statesDecoded++;
            }
        }
    }

    private void connect() {
        connected = true;
        socket++;
        seq.newSocket();
        phase = -1;
        turn = -1;
        actions.send(id, Upstream.JOIN, upstream.join(), 0);
    }

    private void scheduleDisconnect() {
        if (behaviour.reconnectsPerUserHour() > 0) {
            actions.schedule(seconds(random.exponential(3600.0 / behaviour.reconnectsPerUserHour())), T_DISCONNECT, id);
        }
    }

    private void scheduleInput() {
        double rate = actions.inputsPerSecond(id);
        if (rate > 0) {
            inputTimer = actions.schedule(seconds(random.exponential(1.0 / rate)), T_INPUT, id);
        }
    }

    private void cancelInput() {
        if (inputTimer != Simulator.NO_EVENT) {
            actions.cancel(inputTimer);
            inputTimer = Simulator.NO_EVENT;
        }
    }

    private static long seconds(double s) {
        return Math.round(s * 1e9);
    }
}
