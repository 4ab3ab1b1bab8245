package org.repsim.experiments.runner;

import java.io.PrintWriter;
import java.util.Locale;

/**
 * Progress on stderr: a live bar (cells done/total, elapsed, ETA) redrawn in place on a
 * terminal, one line per finished cell otherwise (CI logs). Only stderr: never in result files.
 */
public final class Progress {
    private final PrintWriter err;
    private final boolean live;
    private final long startNanos = System.nanoTime();
    private int total;
    private int done;
    private java.util.concurrent.ScheduledExecutorService ticker;

    public Progress(PrintWriter err, boolean live) {
        this.err = err;
        this.live = live;
    }

    /** A progress reporter for this process: live when a console is attached. */
    public static Progress forStderr(PrintWriter err) {
        return new Progress(err, System.console() != null);
    }

    public synchronized void start(int totalCells, int reused) {
        total = totalCells;
        done = reused;
        if (reused > 0) {
            err.println("resuming: " + reused + " of " + totalCells + " cells already done");
        }
        draw();
        if (live) {
            // Redraw every second so elapsed/ETA move even while long cells run.
            ticker = java.util.concurrent.Executors.newSingleThreadScheduledExecutor(r -> {
                Thread t = new Thread(r, "repsim-progress");
                t.setDaemon(true);
                return t;
            });
            ticker.scheduleAtFixedRate(this::redraw, 1, 1, java.util.concurrent.TimeUnit.SECONDS);
        }
    }

    private synchronized void redraw() {
        draw();
    }

    public synchronized void cellDone(String experiment, String cell, int replications, double seconds) {
        done++;
        if (live) {
            draw();
        } else {
            err.printf(Locale.ROOT, "[%d/%d] %s %s (%d replication%s, %.1fs)%n", done, total, experiment, cell,
                    replications, replications == 1 ? "" : "s", seconds);
        }
    }

    public synchronized void finish() {
        if (ticker != null) {
            ticker.shutdownNow();
            ticker = null;
        }
        if (live) {
            err.println();   // keep the last bar on screen
        }
    }

    private void draw() {
        if (!live || total == 0) {
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
