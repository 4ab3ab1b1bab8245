package org.repsim.models.room.client;

/** What a virtual client can do in the simulation: read the clock, set timers, send messages. */
public interface ClientActions {
    long now();

    /** Schedules the client's timer {@code timer} after {@code delayNanos}; returns a handle. */
    int schedule(long delayNanos, int timer, int client);

    void cancel(int handle);

    /** Sends a message of {@code bytes} UTF-8 bytes to the server; {@code arg} is its payload index. */
    void send(int client, int type, int bytes, int arg);

    /** Mean inputs per second per player of the game the client's room is playing. */
    double inputsPerSecond(int client);

    /** Observations are recorded only inside the measured window. */
    boolean measuring();
}
