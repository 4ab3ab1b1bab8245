package org.repsim.models.room.server;

/**
 * The room server's unit CPU costs in nanoseconds, resolved once from the run's cost profile
 * (the keys and their provenance are declared in {@code RoomCosts}) so that the per-operation
 * charging in {@link ServerCpu} is a multiply, not a profile look-up.
 */
public record UnitCosts(double receivePerMessageNanos, double receivePerByteNanos, double stateChangeNanos,
                        double flushNanos, double stringifyPerByteNanos, double comparePerFieldNanos,
                        double temporaryNanos, double sendPerFrameNanos, double sendPerByteNanos) {
    public UnitCosts {
        double[] all = {receivePerMessageNanos, receivePerByteNanos, stateChangeNanos, flushNanos,
                stringifyPerByteNanos, comparePerFieldNanos, temporaryNanos, sendPerFrameNanos, sendPerByteNanos};
        for (double v : all) {
            if (!(v >= 0) || Double.isInfinite(v)) {
                throw new IllegalArgumentException("unit costs must be finite and >= 0: " + java.util.Arrays.toString(all));
            }
        }
    }
}
