package org.repsim.models.room.server;

/**
 * The room server's unit CPU costs in nanoseconds (and the heap bytes a send and a receive
 * allocate), resolved once from the run's cost profile (the keys and their provenance are
 * declared in {@code RoomCosts}) so that the per-operation charging in {@link ServerCpu} is a
 * multiply, not a profile look-up.
 */
public record UnitCosts(double loopTurnNanos, double receivePerMessageNanos, double receivePerByteNanos,
                        double stateChangeNanos, double timerNanos, double flushNanos, double stringifyPerByteNanos,
                        double comparePerFieldNanos, double temporaryNanos, double sendPerFrameNanos,
                        double socketWriteNanos, double sendPerByteNanos, double gcPerByteNanos,
                        double sendHeapBytesPerFrame, double receiveHeapBytesPerMessage) {
}
