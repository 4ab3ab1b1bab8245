package org.repsim.models.unreal;

/**
 * A connection's byte budget (docs/sources.md#unreal-consider): refilled each frame by {@code rate
 * × min(dt, 1/tickRate)}, holding at most two frames of credit; every byte sent (plus per-packet
 * overhead) is taken from it and the credit may go negative by the last packet, which the next
 * refills repay.
 */
final class BandwidthBucket {
    private final double bytesPerSecond;
    private final double maxFrameSeconds;
    private final double maxCredit;
    private double credit;

    BandwidthBucket(double bytesPerSecond, double maxTickRateHz) {
        this.bytesPerSecond = bytesPerSecond;
        this.maxFrameSeconds = 1.0 / maxTickRateHz;
        this.maxCredit = 2.0 * bytesPerSecond * maxFrameSeconds;
        this.credit = 0.0;
    }

    void refill(double dtSeconds) {
        credit = Math.min(maxCredit, credit + bytesPerSecond * Math.min(dtSeconds, maxFrameSeconds));
    }

    /** Checked before each actor: no credit left. */
    boolean saturated() {
        return credit <= 0.0;
    }

    void spend(double bytes) {
        credit -= bytes;
    }

    double credit() {
        return credit;
    }
}
