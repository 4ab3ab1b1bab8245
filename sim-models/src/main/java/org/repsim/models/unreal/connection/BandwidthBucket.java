package org.repsim.models.unreal.connection;

/**
 * A connection's byte budget (brief §3): refilled each frame by {@code rate × min(dt, 1/tickRate)},
 * holding at most two frames of credit; every byte sent (plus per-packet overhead) is taken from
 * it and the credit may go negative by the last packet, which the next refills repay.
 */
public final class BandwidthBucket {
    private final double bytesPerSecond;
    private final double maxFrameSeconds;
    private final double maxCredit;
    private double credit;

    public BandwidthBucket(double bytesPerSecond, double maxTickRateHz) {
        this.bytesPerSecond = bytesPerSecond;
        this.maxFrameSeconds = 1.0 / maxTickRateHz;
        this.maxCredit = 2.0 * bytesPerSecond * maxFrameSeconds;
        this.credit = 0.0;
    }

    public void refill(double dtSeconds) {
        credit = Math.min(maxCredit, credit + bytesPerSecond * Math.min(dtSeconds, maxFrameSeconds));
    }

    /** Checked before each actor: no credit left. */
    public boolean saturated() {
        return credit <= 0.0;
    }

    public void spend(double bytes) {
        credit -= bytes;
    }

    public double credit() {
        return credit;
    }

    public double bytesPerSecond() {
        return bytesPerSecond;
    }
}
