package org.repsim.models.unreal;

import org.repsim.engine.random.RandomStream;

/**
 * Packs a connection's bunches into packets of at most {@code max_packet_bytes} (header
 * included), charging the bandwidth bucket for each bunch and for every packet's header and
 * IP/UDP overhead, and draws each packet's loss. Packets leave at the end of the frame.
 */
final class PacketWriter {
    private final int capacityBits;
    private final int headerBits;
    private final int overheadBytes;
    private final double lossProbability;
    private final RandomStream loss;
    private int openBits;
    private boolean openLost;
    private long packets;
    private long payloadBits;

    PacketWriter(int maxPacketBytes, int headerBits, int overheadBytes, double lossProbability, RandomStream loss) {
        this.capacityBits = maxPacketBytes * 8 - headerBits;
        this.headerBits = headerBits;
        this.overheadBytes = overheadBytes;
        this.lossProbability = lossProbability;
        this.loss = loss;
    }

    /**
     * The largest budget charge one bunch of at most {@code bits} can cause: its bytes plus the
     * header and overhead of every packet it can open.
     */
    static double largestCharge(int bits, UnitCosts costs) {
        int capacityBits = costs.maxPacketBytes * 8 - costs.packetHeaderBits;
        int packetsPerBunch = (bits + capacityBits - 1) / capacityBits + 1;
        return bits / 8.0 + packetsPerBunch * (costs.packetOverheadBytes + costs.packetHeaderBits / 8.0);
    }

    /**
     * Appends a bunch of {@code bits}; returns the bytes charged to the budget, and sets
     * {@link #lastBunchLost()} when any packet carrying it is lost.
     */
    double append(int bits, BandwidthBucket bucket) {
        double charged = bits / 8.0;
        boolean lost = false;
        int remaining = bits;
        while (remaining > 0) {
            if (openBits == 0 || openBits == capacityBits) {
                openBits = 0;
                packets++;
                openLost = lossProbability > 0 && loss.nextDouble() < lossProbability;
                charged += headerBits / 8.0 + overheadBytes;
            }
            int take = Math.min(capacityBits - openBits, remaining);
            openBits += take;
            remaining -= take;
            lost |= openLost;
        }
        payloadBits += bits;
        bucket.spend(charged);
        lastLost = lost;
        return charged;
    }

    private boolean lastLost;

    boolean lastBunchLost() {
        return lastLost;
    }

    /** The open packet is sent at the end of the frame; the next bunch starts a new one. */
    void endFrame() {
        openBits = 0;
    }

    /** Packets started so far. */
    long packets() {
        return packets;
    }

    long payloadBits() {
        return payloadBits;
    }
}
