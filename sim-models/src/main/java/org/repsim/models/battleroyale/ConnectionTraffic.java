package org.repsim.models.battleroyale;

/**
 * Bytes and packets sent to each connection in the measured window. A send of {@code payload}
 * bytes becomes ceil(payload / 1024) packets, each with 28 bytes of IP/UDP overhead
 * (docs/sources.md#unreal-consider).
 */
final class ConnectionTraffic {
    static final int MAX_PACKET_BYTES = 1024;
    static final int PACKET_OVERHEAD_BYTES = 28;

    private final long[] bytes;
    private final long[] packets;
    private long sends;

    ConnectionTraffic(int connections) {
        bytes = new long[connections];
        packets = new long[connections];
    }

    /** Records one send of {@code payloadBytes} to connection {@code c} (nothing when empty). */
    void send(int c, long payloadBytes, boolean measuring) {
        if (payloadBytes <= 0 || !measuring) {
            return;
        }
        long p = (payloadBytes + MAX_PACKET_BYTES - 1) / MAX_PACKET_BYTES;
        packets[c] += p;
        bytes[c] += payloadBytes + p * PACKET_OVERHEAD_BYTES;
        sends++;
    }

    /**
     * Records Net Flush's send to connection {@code c}: the replication pass's packets
     * ({@code replicationWireBytes}, headers and overhead included) with the queued RPCs riding
     * in them, or the RPCs alone in packets of their own when nothing was replicated.
     */
    void sendWithReplication(int c, long replicationWireBytes, long rpcBytes, boolean measuring) {
        if (replicationWireBytes <= 0) {
            send(c, rpcBytes, measuring);
            return;
        }
        if (measuring) {
            bytes[c] += replicationWireBytes + rpcBytes;
            sends++;
        }
    }

    long totalBytes() {
        long sum = 0;
        for (long b : bytes) {
            sum += b;
        }
        return sum;
    }

    long totalPackets() {
        long sum = 0;
        for (long p : packets) {
            sum += p;
        }
        return sum;
    }

    /** Number of (connection, send) pairs that carried data. */
    long sends() {
        return sends;
    }
}
