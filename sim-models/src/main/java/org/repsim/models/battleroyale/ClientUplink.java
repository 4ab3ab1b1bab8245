package org.repsim.models.battleroyale;

import org.repsim.engine.random.RandomStream;

/**
 * What clients send to the server. Each client sends a movement message every 1/inputRate
 * seconds (phase drawn at start); shots are fired at Poisson times ("shots" stream) and leave
 * with the client's next message. A connection delivers in order, so a message never arrives
 * before the one sent earlier on the same connection, even when jitter would say so.
 *
 * <p>Each client's next message (with the shots riding on it) is kept pending until it has
 * arrived; {@link #collectArrived} hands over everything arrived by a frame's start.
 */
final class ClientUplink {
    private final World world;
    private final ClientLinks links;
    private final RandomStream shots;
    private final double inputPeriodS;
    private final double meanShotGapS;
    private final double[] pendingSentS;
    private final double[] pendingArrivalS;
    private final int[] pendingShots;
    private final double[] nextShotS;

    ClientUplink(World world, ClientLinks links, ClientLinkSpec spec, RandomStream shots, double startS) {
        this.world = world;
        this.links = links;
        this.shots = shots;
        this.inputPeriodS = 1.0 / spec.inputRateHz();
        this.meanShotGapS = spec.shotsPerSecond() > 0.0 ? 1.0 / spec.shotsPerSecond() : Double.POSITIVE_INFINITY;
        int n = world.players;
        pendingSentS = new double[n];
        pendingArrivalS = new double[n];
        pendingShots = new int[n];
        nextShotS = new double[n];
        for (int c = 0; c < n; c++) {
            nextShotS[c] = startS + drawShotGap();
            double firstSend = startS + links.stream().nextDouble() * inputPeriodS;
            schedule(c, firstSend, Double.NEGATIVE_INFINITY);
        }
    }

    private double drawShotGap() {
        return Double.isInfinite(meanShotGapS) ? Double.POSITIVE_INFINITY : shots.exponential(meanShotGapS);
    }

    /** Makes the message sent at {@code sentS} client {@code c}'s pending one. */
    private void schedule(int c, double sentS, double previousArrivalS) {
        int fired = 0;
        while (nextShotS[c] <= sentS) {
            fired++;
            nextShotS[c] += drawShotGap();
        }
        pendingSentS[c] = sentS;
        pendingShots[c] = fired;
        pendingArrivalS[c] = Math.max(previousArrivalS, sentS + links.nextPacketDelayS(c));
    }

    /** Moves every alive client's messages that arrived by {@code nowS} into {@code into}. */
    void collectArrived(double nowS, IncomingMessages into) {
        into.clear();
        int alive = world.aliveCount();
        for (int k = 0; k < alive; k++) {
            int c = world.aliveId(k);
            while (pendingArrivalS[c] <= nowS) {
                double sent = pendingSentS[c];
                double arrived = pendingArrivalS[c];
                into.add(c, IncomingMessages.MOVEMENT, sent, arrived);
                for (int s = 0; s < pendingShots[c]; s++) {
                    into.add(c, IncomingMessages.SHOT, sent, arrived);
                }
                schedule(c, sent + inputPeriodS, arrived);
            }
        }
        into.sortForDispatch();
    }
}
