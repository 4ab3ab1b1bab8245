package org.repsim.experiments.runner;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Progress on stderr: a live bar (cells done/total, elapsed, ETA) redrawn in place when stderr is
 * a terminal, one line per finished or failed cell otherwise (CI logs), plus a heartbeat line for
 * every cell that has been running for another {@code heartbeat}: wall time so far and how far the
 * latest replication's simulated clock has got (reported through the engine's {@code RunProgress}
 * about once per simulated second). Only stderr: never in result files.
 */
public final class Progress {
    private static final long HEARTBEAT_NANOS = TimeUnit.SECONDS.toNanos(10);

    private final PrintWriter err;
    private final boolean live;
    private final long heartbeatNanos;
    private final long startNanos = System.nanoTime();
    /**
     * Running cells (experiment + cell) → start and last report (wall nanos), then the latest
     * simulated clock and window end reported by a replication; insertion (start) order.
     */
    private final Map<String, long[]> running = new LinkedHashMap<>();
    private int total;
    private int done;
    private ScheduledExecutorService ticker;
    // After finish(), notes (an engine's closing line) are plain lines: no bar is drawn again.
    private boolean finished;

    public Progress(PrintWriter err, boolean live) {
        this(err, live, HEARTBEAT_NANOS);
    }

    public Progress(PrintWriter err, boolean live, long heartbeatNanos) {
        this.err = err;
        this.live = live;
        this.heartbeatNanos = heartbeatNanos;
    }

    /** A progress reporter for this process: live when stderr is a terminal. */
    public static Progress forStderr(PrintWriter err) {
        return new Progress(err, stderrIsTerminal());
    }

    /**
     * Whether file descriptor 2 is a terminal. Java 17 can only ask whether stdin and stdout are
     * ({@code System.console()}), which is wrong for {@code repsim run ... > table.txt}; on Linux
     * the descriptor's link names its device.
     */
    static boolean stderrIsTerminal() {
        try {
            String target = Files.readSymbolicLink(Path.of("/proc/self/fd/2")).toString();
            return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return System.console() != null;
        }
    }

    public synchronized void start(int totalCells, int reused) {
        total = totalCells;
        done = reused;
        if (reused > 0) {
            err.println("resuming: " + reused + " of " + totalCells + " cells already done");
        }
        draw();
        // Every second: redraw the bar (elapsed/ETA move while long cells run) or write heartbeats.
        ticker = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "repsim-progress");
            t.setDaemon(true);
            return t;
        });
        long period = Math.max(1, Math.min(TimeUnit.SECONDS.toMillis(1), TimeUnit.NANOSECONDS.toMillis(heartbeatNanos) / 2));
        ticker.scheduleAtFixedRate(this::tick, period, period, TimeUnit.MILLISECONDS);
    }

    /** A remark outside the bar (e.g. a stored cell --resume will not reuse). */
    public synchronized void note(String text) {
        if (live) {
            err.print("\r\033[K");
        }
        err.println(text);
        draw();
    }

    public synchronized void cellStarted(String experiment, String cell) {
        long now = System.nanoTime();
        running.put(experiment + " " + cell, new long[] {now, now, -1, 0});
    }

    /** A replication of a running cell has simulated up to {@code nanos} of {@code endNanos}. */
    public synchronized void simulated(String experiment, String cell, long nanos, long endNanos) {
        long[] t = running.get(experiment + " " + cell);
        if (t != null) {
            t[2] = nanos;
            t[3] = endNanos;
        }
    }

    /** A cell ended: {@code failure} is null when it finished and was saved, else the reason. */
    public synchronized void cellEnded(String experiment, String cell, int replications, double seconds,
                                       String failure) {
        running.remove(experiment + " " + cell);
        done++;
        if (live) {
            if (failure != null) {
                err.print("\r\033[K");
                err.println("failed: " + experiment + " " + cell + ": " + failure);
            }
            draw();
        } else {
            err.printf(Locale.ROOT, "[%d/%d] %s %s %s (%d replication%s, %.1fs)%s%n", done, total,
                    failure == null ? "done" : "failed", experiment, cell, replications, replications == 1 ? "" : "s",
                    seconds, failure == null ? "" : ": " + failure);
        }
    }

    public synchronized void finish() {
        finished = true;
        if (ticker != null) {
            ticker.shutdownNow();
            ticker = null;
        }
        if (live) {
            err.println();   // keep the last bar on screen
        }
        err.flush();
    }

    private synchronized void tick() {
        if (live) {
            draw();
            return;
        }
        long now = System.nanoTime();
        for (Map.Entry<String, long[]> e : running.entrySet()) {
            long[] t = e.getValue();
            if (now - t[1] >= heartbeatNanos) {
                t[1] = now;
                String simulated = t[2] < 0 || t[3] <= 0 ? "" : String.format(Locale.ROOT,
                        ", simulated %.1f of %.1f s, %.0f%%", t[2] / 1e9, t[3] / 1e9, 100.0 * t[2] / t[3]);
                err.printf(Locale.ROOT, "[%d/%d] running %s (%.0fs so far%s)%n", done, total, e.getKey(),
                        (now - t[0]) / 1e9, simulated);
            }
        }
        err.flush();
    }

    private void draw() {
        if (!live || total == 0 || finished) {
            return;
        }
        double elapsed = (System.nanoTime() - startNanos) / 1e9;
        int width = 30;
        int filled = (int) Math.round(width * (double) done / total);
        String eta = done == 0 ? "?" : String.format(Locale.ROOT, "%.0fs", elapsed / done * (total - done));
        err.printf(Locale.ROOT, "\r[%s%s] %d/%d cells  %.0fs elapsed  ETA %s   ", "#".repeat(filled),
                " ".repeat(width - filled), done, total, elapsed, eta);
        err.flush();
    }
}
