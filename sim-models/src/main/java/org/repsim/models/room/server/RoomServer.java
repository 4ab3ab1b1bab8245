package org.repsim.models.room.server;

import org.repsim.engine.random.RandomStream;
import org.repsim.models.room.game.GameCatalog;
import org.repsim.models.room.game.GameDefinition;
import org.repsim.models.room.game.RoomContent;
import org.repsim.models.room.json.JsonWriter;
import org.repsim.models.room.state.RoomState;
import org.repsim.models.room.state.StateLayouts;

/**
 * The room server's message handlers. Client {@code c} sits in room {@code c / seatsPerRoom},
 * seat {@code c % seatsPerRoom}. Each handler is one CPU job's work: it charges the receive cost,
 * applies the rules ({@link RoomLogic}), queues events and state through the {@link Transport};
 * the caller ends the job ({@link ServerCpu#takeJobNanos}) and queues it on the core.
 */
public final class RoomServer {
    private final Room[] rooms;
    private final int seatsPerRoom;
    private final RoomLogic logic;
    private final RoomContent content;
    private final Transport transport;
    private final ServerCpu cpu;
    private final JsonWriter event = new JsonWriter();
    private long resyncRequests;

    /** @param transport how output reaches the sockets; it charges its sends to the same {@code cpu} */
    public RoomServer(GameCatalog catalog, int users, int seatsPerRoom, Transport transport, ServerCpu cpu,
                      RandomStream games) {
        if (users < 1) {
            throw new IllegalArgumentException("users must be >= 1, was " + users);
        }
        if (seatsPerRoom < 1 || seatsPerRoom > RoomState.MAX_SEATS) {
            throw new IllegalArgumentException("seats per room must be 1.." + RoomState.MAX_SEATS + ", was " + seatsPerRoom);
        }
        this.seatsPerRoom = seatsPerRoom;
        this.content = catalog.content();
        this.logic = new RoomLogic(catalog.shape(), content, games);
        this.cpu = cpu;
        this.transport = transport;
        this.rooms = new Room[(users + seatsPerRoom - 1) / seatsPerRoom];
        // One set of section layouts for the server: every room's sections share them.
        StateLayouts layouts = new StateLayouts(catalog.shape());
        for (int r = 0; r < rooms.length; r++) {
            int first = r * seatsPerRoom;
            rooms[r] = new Room(r, layouts, first, Math.min(seatsPerRoom, users - first));
            logic.open(rooms[r]);
        }
    }

    public int rooms() {
        return rooms.length;
    }

    public Room room(int r) {
        return rooms[r];
    }

    public Seat seatOf(int client) {
        return rooms[client / seatsPerRoom].seat(client % seatsPerRoom);
    }

    public Transport transport() {
        return transport;
    }

    /** Resync requests received so far. */
    public long resyncRequests() {
        return resyncRequests;
    }

    /** A guest joins (first time) or comes back on a new socket: either way a full state follows. */
    public void join(int client, int bytes) {
        cpu.receive(bytes);
        Seat seat = seatOf(client);
        Room room = seat.room();
        boolean first = !room.state().isMember(seat.index());
        seat.connect();
        if (first) {
            logic.seat(room, seat);
        } else {
            logic.online(room, seat, true);
        }
        cpu.stateChange();
        notice(room, name(room, seat) + (first ? " joined" : " is back"));
        transport.stateChanged(room);
    }

    /** The server noticed the socket closed. */
    public void disconnect(int client) {
        cpu.receive(0);
        Seat seat = seatOf(client);
        seat.disconnect();
        if (logic.online(seat.room(), seat, false)) {
            cpu.stateChange();
            transport.stateChanged(seat.room());
        }
    }

    /** Ping: the pong goes back at once, whatever the transport. */
    public void ping(int client, int bytes, long id) {
        cpu.receive(bytes);
        event.reset().beginObject().key("t").value("pong").key("id").value(id).endObject();
        String pong = event.text();
        cpu.eventStringified(event.utf8Length());
        transport.pong(seatOf(client), pong, event.utf8Length(), id);
    }

    public void input(int client, int bytes, long clientSentNanos) {
        cpu.receive(bytes);
        Seat seat = seatOf(client);
        if (logic.input(seat.room(), seat)) {
            cpu.stateChange();
            // The sender's next state message is this input's echo.
            seat.inputApplied(clientSentNanos);
            transport.stateChanged(seat.room());
        }
    }

    public void chat(int client, int bytes, int line) {
        cpu.receive(bytes);
        Seat seat = seatOf(client);
        Room room = seat.room();
        event.reset().beginObject().key("t").value("chat").key("seat").value(seat.index())
                .key("text").value(content.chat().get(line)).endObject();
        broadcast(room);
        logic.chat(room);
        cpu.stateChange();
        transport.stateChanged(room);
    }

    public void react(int client, int bytes, int emoji) {
        cpu.receive(bytes);
        Seat seat = seatOf(client);
        event.reset().beginObject().key("t").value("react").key("seat").value(seat.index())
                .key("emoji").value(content.reactions().get(emoji)).endObject();
        broadcast(seat.room());
    }

    /** The turn's player picks a game; returns it (to time its end), or null if the pick was not valid. */
    public GameDefinition pick(int client, int bytes, int gameIndex) {
        cpu.receive(bytes);
        Seat seat = seatOf(client);
        Room room = seat.room();
        GameDefinition game = logic.pick(room, seat, gameIndex);
        if (game != null) {
            cpu.stateChange();
            notice(room, game.id() + "!");
            transport.stateChanged(room);
        }
        return game;
    }

    /** Play again: a new round, and everyone gets a full state. */
    public void playAgain(int client, int bytes) {
        cpu.receive(bytes);
        Room room = seatOf(client).room();
        if (logic.playAgain(room)) {
            cpu.stateChange();
            for (int s = 0; s < room.seatCount(); s++) {
                room.seat(s).requireFull();
            }
            notice(room, "round " + room.state().room().num(room.state().shape().roomIndex("round")));
            transport.stateChanged(room);
        }
    }

    /** A client saw a seq gap and asks for a full state. */
    public void resync(int client, int bytes) {
        cpu.receive(bytes);
        resyncRequests++;
        Seat seat = seatOf(client);
        if (seat.connected()) {
            transport.requestFull(seat);
        }
    }

    /** The room's game timer ran out. */
    public void gameOver(int r) {
        cpu.timer();
        Room room = rooms[r];
        int loser = logic.gameOver(room);
        if (loser >= 0) {
            cpu.stateChange();
            notice(room, name(room, room.seat(loser)) + " drinks milk");
            transport.stateChanged(room);
        }
    }

    /** The room's flush timer fired (a batching transport's tick). */
    public void flushTick(int r) {
        cpu.timer();
        transport.flushTick(rooms[r]);
    }

    private void notice(Room room, String text) {
        event.reset().beginObject().key("t").value("notice").key("text").value(text).endObject();
        broadcast(room);
    }

    /** Sends the event in {@link #event}, stringified once for all seats. */
    private void broadcast(Room room) {
        cpu.eventStringified(event.utf8Length());
        transport.broadcast(room, event.text(), event.utf8Length());
    }

    private String name(Room room, Seat seat) {
        return (String) room.state().player(seat.index()).ref(room.state().shape().playerIndex("name"));
    }
}
