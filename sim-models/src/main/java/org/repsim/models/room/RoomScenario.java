package org.repsim.models.room;

import org.repsim.engine.param.Param;
import org.repsim.models.room.client.ClientBehaviour;

import org.repsim.models.room.game.GameCatalog;
import org.repsim.models.room.transport.TransportMode;

/**
 * One load step of the room-server model: how many virtual users, how the server sends, and how the
 * virtual clients behave (the write-up's load-test tool, docs/sources.md#room-load-test). Times in
 * seconds unless named otherwise.
 *
 * @param users                   virtual users (the load step)
 * @param seatsPerRoom            users per room, at most 6
 * @param transport               old / batching / deltas / deltas_cheap / new
 * @param flushHz                 flush ticks per second per room (batching)
 * @param pingIntervalSeconds     ping period of every client (published: 5 s)
 * @param pickDelayMinSeconds     a client picks a game this long after its turn comes (published: 1-3 s)
 * @param pickDelayMaxSeconds     upper end of the pick delay
 * @param playAgainMinSeconds     "play again" this long after a round ends ("a few seconds")
 * @param playAgainMaxSeconds     upper end of the play-again delay
 * @param chatMeanSeconds         mean time between one client's chat lines (exponential)
 * @param reactionMeanSeconds     mean time between one client's reactions (exponential)
 * @param reconnectsPerUserHour   socket drops per user per hour (each followed by a reconnect)
 * @param reconnectDelayMinSeconds a dropped client comes back after a uniform delay in [min, max]
 * @param reconnectDelayMaxSeconds upper end of the reconnect delay
 * @param dropRate                probability that a server-to-client frame is lost (seq gaps)
 * @param networkOneWayMs         one-way network latency
 * @param networkJitterMs         extra uniform one-way latency in [0, jitter] (order per socket kept)
 * @param joinSpreadSeconds       clients join uniformly over this span at the start
 * @param resyncThrottleSeconds   at most one resync request per client per this span (published: 2 s)
 * @param decodeStates            clients parse every frame and rebuild the state (slower; for checks)
 * @param corkSockets             the server corks a socket for the rest of a job at its first send
 *                                (socket.cork, uncork on the next tick), so one job's frames to one
 *                                socket share one write; {@code ws} does not, so the default is off
 * @param catalog                 state shape and the 24 games
 */
public record RoomScenario(
        @Param(doc = "virtual users (load step)", dflt = "120", min = 1, max = 100_000) int users,
        @Param(doc = "users per room", dflt = "6", min = 1, max = 6) int seatsPerRoom,
        @Param(doc = "old (frame per message, full state), batching, deltas, deltas_cheap, new (all three)", dflt = "new")
        TransportMode transport,
        @Param(doc = "flush ticks per second per room (batching)", dflt = "20", min = Param.POSITIVE) double flushHz,
        @Param(key = "ping_interval_s", doc = "ping period per client", dflt = "5", min = Param.POSITIVE)
        double pingIntervalSeconds,
        @Param(key = "pick_delay_min_s", doc = "game pick delay after the turn comes, min", dflt = "1", min = 0)
        double pickDelayMinSeconds,
        @Param(key = "pick_delay_max_s", doc = "game pick delay, max", dflt = "3", min = 0) double pickDelayMaxSeconds,
        @Param(key = "play_again_min_s", doc = "play-again delay after a round, min", dflt = "2", min = 0)
        double playAgainMinSeconds,
        @Param(key = "play_again_max_s", doc = "play-again delay, max", dflt = "5", min = 0) double playAgainMaxSeconds,
        @Param(key = "chat_mean_s", doc = "mean time between a client's chat lines", dflt = "20", min = Param.POSITIVE)
        double chatMeanSeconds,
        @Param(key = "reaction_mean_s", doc = "mean time between a client's reactions", dflt = "10", min = Param.POSITIVE)
        double reactionMeanSeconds,
        @Param(doc = "socket drops per user-hour", dflt = "2", min = 0) double reconnectsPerUserHour,
        @Param(key = "reconnect_delay_min_s", doc = "reconnect delay, min", dflt = "0.5", min = Param.POSITIVE)
        double reconnectDelayMinSeconds,
        @Param(key = "reconnect_delay_max_s", doc = "reconnect delay, max", dflt = "3", min = Param.POSITIVE)
        double reconnectDelayMaxSeconds,
        @Param(doc = "probability a server frame is lost (seq gaps)", dflt = "0", min = 0, max = 0.999) double dropRate,
        @Param(doc = "one-way network latency", dflt = "5", min = 0) double networkOneWayMs,
        @Param(doc = "extra uniform one-way latency [0, jitter]", dflt = "1", min = 0) double networkJitterMs,
        @Param(key = "join_spread_s", doc = "clients join uniformly over this span", dflt = "5", min = 0)
        double joinSpreadSeconds,
        @Param(key = "resync_throttle_s", doc = "at most one resync request per client per span", dflt = "2", min = 0)
        double resyncThrottleSeconds,
        @Param(doc = "clients parse every frame and rebuild the state (slower)", dflt = "false") boolean decodeStates,
        @Param(doc = "the server corks each socket for the rest of a job: one job's frames to one socket share a write "
                + "(ws does not)", dflt = "false")
        boolean corkSockets,
        @Param(key = "games", doc = "game catalog: 'shipped' (24 games) or a YAML file relative to the experiment file",
                dflt = "shipped")
        GameCatalog catalog) implements ClientBehaviour {
    public RoomScenario {
        require(users >= 1, "users must be >= 1");
        require(seatsPerRoom >= 1 && seatsPerRoom <= 6, "seats_per_room must be 1..6");
        require(flushHz > 0, "flush_hz must be > 0");
        require(pingIntervalSeconds > 0, "ping_interval_s must be > 0");
        require(pickDelayMinSeconds >= 0 && pickDelayMaxSeconds >= pickDelayMinSeconds, "pick delay: 0 <= min <= max");
        require(playAgainMinSeconds >= 0 && playAgainMaxSeconds >= playAgainMinSeconds, "play-again delay: 0 <= min <= max");
        require(chatMeanSeconds > 0 && reactionMeanSeconds > 0, "chat and reaction means must be > 0");
        require(reconnectsPerUserHour >= 0, "reconnects_per_user_hour must be >= 0");
        require(reconnectDelayMinSeconds > 0 && reconnectDelayMaxSeconds >= reconnectDelayMinSeconds,
                "reconnect delay: 0 < min <= max");
        require(dropRate >= 0 && dropRate < 1, "drop_rate must be in [0, 1)");
        require(networkOneWayMs >= 0 && networkJitterMs >= 0, "network latency and jitter must be >= 0");
        require(joinSpreadSeconds >= 0, "join_spread_s must be >= 0");
        require(resyncThrottleSeconds >= 0, "resync_throttle_s must be >= 0");
        if (catalog == null) {
            throw new IllegalArgumentException("a game catalog is required");
        }
    }

    /**
     * The published load-test behaviour (docs/sources.md#room-load-test) with the shipped 24 games;
     * assumptions documented in docs/room-model.md.
     */
    public static RoomScenario defaults(int users, TransportMode transport) {
        return new RoomScenario(users, 6, transport, 20, 5, 1, 3, 2, 5, 20, 10, 2, 0.5, 3, 0, 5, 1, 5, 2, false, false,
                GameCatalog.shipped());
    }

    public RoomScenario withUsers(int u) {
        return new RoomScenario(u, seatsPerRoom, transport, flushHz, pingIntervalSeconds, pickDelayMinSeconds,
                pickDelayMaxSeconds, playAgainMinSeconds, playAgainMaxSeconds, chatMeanSeconds, reactionMeanSeconds,
                reconnectsPerUserHour, reconnectDelayMinSeconds, reconnectDelayMaxSeconds, dropRate, networkOneWayMs,
                networkJitterMs, joinSpreadSeconds, resyncThrottleSeconds, decodeStates, corkSockets, catalog);
    }

    public RoomScenario withTransport(TransportMode t) {
        return new RoomScenario(users, seatsPerRoom, t, flushHz, pingIntervalSeconds, pickDelayMinSeconds,
                pickDelayMaxSeconds, playAgainMinSeconds, playAgainMaxSeconds, chatMeanSeconds, reactionMeanSeconds,
                reconnectsPerUserHour, reconnectDelayMinSeconds, reconnectDelayMaxSeconds, dropRate, networkOneWayMs,
                networkJitterMs, joinSpreadSeconds, resyncThrottleSeconds, decodeStates, corkSockets, catalog);
    }

    /** Fault injection: socket drops per user-hour and frame loss. */
    public RoomScenario withFaults(double reconnectsPerHour, double frameDropRate) {
        return new RoomScenario(users, seatsPerRoom, transport, flushHz, pingIntervalSeconds, pickDelayMinSeconds,
                pickDelayMaxSeconds, playAgainMinSeconds, playAgainMaxSeconds, chatMeanSeconds, reactionMeanSeconds,
                reconnectsPerHour, reconnectDelayMinSeconds, reconnectDelayMaxSeconds, frameDropRate, networkOneWayMs,
                networkJitterMs, joinSpreadSeconds, resyncThrottleSeconds, decodeStates, corkSockets, catalog);
    }

    public RoomScenario withDecoding(boolean decode) {
        return new RoomScenario(users, seatsPerRoom, transport, flushHz, pingIntervalSeconds, pickDelayMinSeconds,
                pickDelayMaxSeconds, playAgainMinSeconds, playAgainMaxSeconds, chatMeanSeconds, reactionMeanSeconds,
                reconnectsPerUserHour, reconnectDelayMinSeconds, reconnectDelayMaxSeconds, dropRate, networkOneWayMs,
                networkJitterMs, joinSpreadSeconds, resyncThrottleSeconds, decode, corkSockets, catalog);
    }

    public RoomScenario withCorkedSockets(boolean cork) {
        return new RoomScenario(users, seatsPerRoom, transport, flushHz, pingIntervalSeconds, pickDelayMinSeconds,
                pickDelayMaxSeconds, playAgainMinSeconds, playAgainMaxSeconds, chatMeanSeconds, reactionMeanSeconds,
                reconnectsPerUserHour, reconnectDelayMinSeconds, reconnectDelayMaxSeconds, dropRate, networkOneWayMs,
                networkJitterMs, joinSpreadSeconds, resyncThrottleSeconds, decodeStates, cork, catalog);
    }

    public int rooms() {
        return (users + seatsPerRoom - 1) / seatsPerRoom;
    }

    private static void require(boolean ok, String message) {
        if (!ok) {
            throw new IllegalArgumentException(message);
        }
    }
}
