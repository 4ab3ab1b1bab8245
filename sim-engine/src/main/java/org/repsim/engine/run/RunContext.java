package org.repsim.engine.run;

import java.util.ArrayList;
import java.util.List;
import org.repsim.engine.cost.CostLedger;
import org.repsim.engine.cost.TimerTree;
import org.repsim.engine.event.EventHandler;
import org.repsim.engine.event.Simulator;
import org.repsim.engine.fingerprint.Fingerprint;
import org.repsim.engine.random.RandomStream;
import org.repsim.engine.random.RandomStreams;

/**
 * Everything one run of any model shares: the event kernel, the run's named random streams,
 * its fingerprint, the cost ledger and the measurement window.
 *
 * <p>The window is two kernel events: <em>window start</em> at the end of the warm-up and
 * <em>window end</em> at warm-up + duration, both at {@link #WINDOW_PRIORITY} so that they run
 * before any model event at the same instant (a frame starting exactly at the end of the
 * warm-up is measured; one starting exactly at the end of the window is not run). At window
 * start the ledger starts accumulating and the registered {@link MeasurementListener}s are
 * told; at window end they are told again and the kernel stops.
 *
 * <p>Every stream handed out by {@link #stream} and every kernel event is folded into the
 * fingerprint, so two runs with equal fingerprints drew the same numbers and executed the same
 * events at the same times. One context per run; not thread-safe.
 */
public final class RunContext implements EventHandler {
    /** Priority of the window events: before every model event at the same time. */
    public static final int WINDOW_PRIORITY = Simulator.MIN_PRIORITY;
    /** Event kinds of the window events (folded into the fingerprint like any other). */
    static final int WINDOW_START = 0;
    static final int WINDOW_END = 1;

    private final RunWindow window;
    private final RandomStreams streams;
    private final Simulator simulator;
    private final Fingerprint fingerprint = new Fingerprint();
    private final CostLedger ledger = new CostLedger();
    private final List<MeasurementListener> listeners = new ArrayList<>();
    private FrameLoop frames;
    private boolean measuring;
    private boolean ran;
    private boolean stopped;
    /** Simulated time between two progress reports. */
    private static final long PROGRESS_SLICE_NANOS = 1_000_000_000L;
    private long windowStartNanos = -1;

    /** Told when the measurement window opens and closes. */
    public interface MeasurementListener {
        /** The warm-up is over: reset whatever counts only the measured window. */
        void windowStarted(long nowNanos);

        /** The window is over; nothing runs after this. */
        default void windowEnded(long nowNanos) {
        }
    }

    public RunContext(RunWindow window, RandomStreams streams) {
        this(window, streams, 256);
    }

    /** @param expectedPendingEvents initial capacity of the kernel's queue */
    public RunContext(RunWindow window, RandomStreams streams, int expectedPendingEvents) {
        this.window = window;
        this.streams = streams;
        this.simulator = new Simulator(expectedPendingEvents);
        simulator.setFingerprint(fingerprint);
    }

    public Simulator simulator() {
        return simulator;
    }

    public CostLedger ledger() {
        return ledger;
    }

    public Fingerprint fingerprint() {
        return fingerprint;
    }

    public RunWindow window() {
        return window;
    }

    public RandomStreams streams() {
        return streams;
    }

    /** The named stream of this run (see {@link RandomStreams}), its draws folded into the fingerprint. */
    public RandomStream stream(String name) {
        RandomStream s = streams.stream(name);
        s.setListener(fingerprint);
        return s;
    }

    /** Registers a listener of the window events (in registration order). */
    public void onMeasurement(MeasurementListener listener) {
        listeners.add(listener);
    }

    /** Whether the measurement window is open. */
    public boolean measuring() {
        return measuring;
    }

    /** Simulated time at which the window opened, or -1 before. */
    public long windowStartNanos() {
        return windowStartNanos;
    }

    /** Called by a {@link FrameLoop} created on this context; a run has at most one. */
    void attach(FrameLoop loop) {
        if (frames != null) {
            throw new IllegalStateException("a run has one frame loop");
        }
        frames = loop;
    }

    /** The frame loop of this run, or null for a purely event-driven model. */
    public FrameLoop frameLoop() {
        return frames;
    }

    /**
     * Runs the model's events from time 0 through the measurement window. The model has
     * scheduled its first events (a {@link FrameLoop} schedules its own on creation).
     */
    public void run() {
        if (ran) {
            throw new IllegalStateException("a run context runs once");
        }
        ran = true;
        simulator.schedule(window.warmupNanos(), WINDOW_PRIORITY, this, WINDOW_START, 0);
        simulator.schedule(window.endNanos(), WINDOW_PRIORITY, this, WINDOW_END, 0);
        // In slices of one simulated second, so that a progress display can show how far a long
        // run has got. Between slices the clock moves to the slice end with no event due, which
        // no handler can see: the executed events, their order and the fingerprint are those of
        // one runUntil(end).
        java.util.function.LongConsumer progress = RunProgress.current();
        long end = window.endNanos();
        long t = simulator.now();
        while (!stopped && t < end) {
            t = Math.min(end, t + PROGRESS_SLICE_NANOS);
            simulator.runUntil(t);
            progress.accept(simulator.now());
            if (simulator.now() < t) {
                break;   // a model stopped the kernel itself
            }
        }
    }

    @Override
    public void handle(int kind, int arg) {
        long now = simulator.now();
        if (kind == WINDOW_START) {
            measuring = true;
            windowStartNanos = now;
            ledger.setMeasuring(true);
            for (MeasurementListener l : listeners) {
                l.windowStarted(now);
            }
        } else {
            for (MeasurementListener l : listeners) {
                l.windowEnded(now);
            }
            measuring = false;
            ledger.setMeasuring(false);
            stopped = true;
            simulator.stop();
        }
    }

    /**
     * The timer tree of the measured window: per-frame figures over the frame loop's measured
     * frames when the model has one, per-second figures over the window otherwise.
     */
    public TimerTree timers() {
        long measuredFrames = frames == null ? 0 : frames.measuredFrames();
        return ledger.snapshot(measuredFrames, window.durationSeconds());
    }
}
