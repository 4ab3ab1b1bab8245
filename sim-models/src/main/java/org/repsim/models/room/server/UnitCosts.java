package org.repsim.models.room.server;

/**
 * The room server's unit CPU costs in nanoseconds, resolved once from the run's cost profile
 * (the keys and their provenance are declared in {@code RoomCosts}) so that the per-operation
 * charging in {@link ServerCpu} is a multiply, not a profile look-up.
 */
public record UnitCosts(double receivePerMessageNanos, double receivePerByteNanos, double stateChangeNanos,
                        double flushNanos, double stringifyPerByteNanos, double comparePerFieldNanos,
                        double temporaryNanos, double sendPerFrameNanos, double sendPerByteNanos) {
}
