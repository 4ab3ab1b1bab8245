package org.repsim.engine.run;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.repsim.engine.cost.CostLedger;
import org.repsim.engine.event.EventHandler;
import org.repsim.engine.event.Simulator;

/**
 * A server's frames as kernel events: each frame is one event at its start time that runs the
 * frame's {@link FramePhase}s in their order (ties keep registration order, like the orderings
 * of MASON's {@code Schedule}) and schedules the next frame at start + the frame's length.
 *
 * <p>The length emerges from the work: by default it is the simulated time the phases charged to
 * the ledger, never less than the minimum interval ({@code 1 / NetServerMaxTickRate}: a frame
 * never starts sooner than that after the previous one). A model whose frame length is another
 * function of its work sets a {@link FrameLength}. Frames that start while the measurement
 * window is open are the measured frames; the timer tree is normalised by their count.
 *
 * <p>No allocation per frame: the {@link Frame} handed to phases is one reused view.
 */
public final class FrameLoop implements EventHandler {
    /** Event kind of a frame (folded into the fingerprint). */
    static final int FRAME = 2;
    /** Priority of frame events: after the window events, before a model's default events. */
    public static final int FRAME_PRIORITY = RunContext.WINDOW_PRIORITY + 1;

    /** The frame being run, as phases and listeners see it. Valid only during the call. */
    public final class Frame {
        private Frame() {
        }

        /** Frame number, from 0. */
        public int index() {
            return index;
        }

        /** Simulated time at which the frame started. */
        public long startNanos() {
            return startNanos;
        }

        /** Time since the previous frame started (one minimum interval for frame 0). */
        public long sinceLastNanos() {
            return sinceLastNanos;
        }

        public double dtSeconds() {
            return sinceLastNanos / 1e9;
        }

        /** Work charged so far in this frame, in simulated nanoseconds. */
        public double workNanos() {
            return ledger.lapNanos();
        }

        /** Simulated time at which the current phase starts: frame start + work so far. */
        public double nowNanos() {
            return startNanos + ledger.lapNanos();
        }

        /** Whether this frame is measured (started inside the measurement window). */
        public boolean measured() {
            return measured;
        }

        /** The frame's length; valid for {@link FrameEndListener}s only. */
        public long lengthNanos() {
            return lengthNanos;
        }
    }

    /** How a frame's length follows from its charged work (before the minimum interval). */
    @FunctionalInterface
    public interface FrameLength {
        double nanos(Frame frame, double chargedNanos);
    }

    /** Told after each frame, with its length known. */
    @FunctionalInterface
    public interface FrameEndListener {
        void frameEnded(Frame frame);
    }

    private record Ordered(int ordering, int sequence, FramePhase phase) {
    }

    private final RunContext context;
    private final Simulator simulator;
    private final CostLedger ledger;
    private final long minIntervalNanos;
    private final List<Ordered> registered = new ArrayList<>();
    private FramePhase[] phases = new FramePhase[0];
    // An array, not the list's iterator: a for-each over a List allocates an Iterator per frame
    // whenever escape analysis does not remove it (FrameLoopAllocationTest caught ~28 bytes/frame).
    private FrameEndListener[] endListeners = new FrameEndListener[0];
    private FrameLength length = (frame, charged) -> charged;
    private final Frame view = new Frame();

    private int index;
    private long startNanos;
    private long sinceLastNanos;
    private long lengthNanos;
    private boolean measured;
    private long measuredFrames;
    private long measuredNanos;
    private long totalFrames;

    /**
     * A loop capped at {@code maxTickRateHz}: the minimum interval is 1/rate rounded up to
     * whole nanoseconds, so a measured tick rate can never round above the cap. The first frame
     * is scheduled at time 0.
     */
    public static FrameLoop capped(RunContext context, double maxTickRateHz) {
        if (!(maxTickRateHz > 0)) {
            throw new IllegalArgumentException("max tick rate must be > 0, was " + maxTickRateHz);
        }
        return new FrameLoop(context, (long) Math.ceil(1e9 / maxTickRateHz));
    }

    public FrameLoop(RunContext context, long minIntervalNanos) {
        if (minIntervalNanos <= 0) {
            throw new IllegalArgumentException("minimum frame interval must be > 0");
        }
        this.context = context;
        this.simulator = context.simulator();
        this.ledger = context.ledger();
        this.minIntervalNanos = minIntervalNanos;
        context.attach(this);
        // As if a previous frame had started one interval earlier: frame 0's dt is one interval.
        startNanos = -minIntervalNanos;
        simulator.schedule(0L, FRAME_PRIORITY, this, FRAME, 0);
    }

    /** Adds a phase; phases run in ascending {@code ordering}, ties in the order added. */
    public FrameLoop phase(int ordering, FramePhase phase) {
        registered.add(new Ordered(ordering, registered.size(), phase));
        registered.sort(Comparator.comparingInt(Ordered::ordering).thenComparingInt(Ordered::sequence));
        phases = registered.stream().map(Ordered::phase).toArray(FramePhase[]::new);
        return this;
    }

    /** Replaces the length rule (default: the charged work). */
    public FrameLoop length(FrameLength rule) {
        this.length = rule;
        return this;
    }

    public FrameLoop onFrameEnd(FrameEndListener listener) {
        endListeners = Arrays.copyOf(endListeners, endListeners.length + 1);
        endListeners[endListeners.length - 1] = listener;
        return this;
    }

    public long minIntervalNanos() {
        return minIntervalNanos;
    }

    /** Frames that started inside the measurement window. */
    public long measuredFrames() {
        return measuredFrames;
    }

    /** Summed length of the measured frames (the last may end after the window). */
    public long measuredNanos() {
        return measuredNanos;
    }

    /** Frames run, warm-up included. */
    public long frames() {
        return totalFrames;
    }

    @Override
    public void handle(int kind, int arg) {
        long now = simulator.now();
        sinceLastNanos = now - startNanos;
        startNanos = now;
        index = arg;
        measured = context.measuring();
        ledger.resetLap();
        for (FramePhase p : phases) {
            p.run(view);
        }
        lengthNanos = Math.max(minIntervalNanos, Math.round(length.nanos(view, ledger.lapNanos())));
        totalFrames++;
        if (measured) {
            measuredFrames++;
            measuredNanos += lengthNanos;
        }
        for (FrameEndListener l : endListeners) {
            l.frameEnded(view);
        }
        simulator.schedule(now + lengthNanos, FRAME_PRIORITY, this, FRAME, arg + 1);
    }
}
