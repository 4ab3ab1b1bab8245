package org.repsim.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.util.ArrayList;
import java.util.List;
import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.RunContext;
import org.repsim.engine.run.RunWindow;
import org.repsim.models.unreal.UnrealCosts;
import org.repsim.models.unreal.UnrealServer;
import org.repsim.models.unreal.object.ActorClasses;
import org.repsim.models.unreal.object.ActorGroup;
import org.repsim.models.unreal.replication.ReplicationSettings;

/**
 * Memory of the Unreal server's state per actor and per (actor, connection) pair, measured (not
 * counted from the code): heap in use after a full GC while servers of A Full actors and C
 * connections are held, for several (A, C), fitted as heap = base + perActor * A + perPair * A * C
 * (least squares). Twice: every pair relevant (the server's own relevancy, a world of size 0), and
 * no pair relevant yet ({@code relevancyByModel}: per-pair state exists only for pairs that are
 * or have been relevant, so an irrelevant pair costs only its slot-table entry). Client views are
 * off, as in large scenarios. Run from the repo root after packaging:
 *   java -cp experiments/target/repsim.jar org.repsim.bench.Footprint
 * (docs/performance.md quotes its output.)
 */
public class Footprint {
    private static final MemoryMXBean MEMORY = ManagementFactory.getMemoryMXBean();

    public static void main(String[] args) {
        fit("every pair relevant", false);
        fit("no pair relevant", true);
    }

    private static void fit(String label, boolean noneRelevant) {
        System.out.println(label + ":");
        int[][] sizes = {{10_000, 1}, {10_000, 10}, {10_000, 40}, {40_000, 1}, {40_000, 10}, {40_000, 40}};
        List<double[]> rows = new ArrayList<>();
        var costs = UnrealCosts.shipped("ue58-editor");
        var full = ActorClasses.full();
        for (int[] s : sizes) {
            long before = used();
            List<Object> keep = new ArrayList<>();
            // Four servers, so the per-server difference stands out of GC noise.
            for (int k = 0; k < 4; k++) {
                RunContext ctx = new RunContext(RunWindow.ofSeconds(1, 1), new RandomStreams(1, k));
                var b = UnrealServer.builder(ctx, costs, List.of(full), List.of(new ActorGroup(full.name(), s[0])), s[1],
                        ReplicationSettings.defaults()).trackClientViews(false);
                keep.add((noneRelevant ? b.relevancyByModel() : b).build());
            }
            double bytes = (used() - before) / 4.0;
            rows.add(new double[] {s[0], s[1], bytes});
            System.out.printf("actors %6d  connections %3d  heap %8.1f MiB per server%n", s[0], s[1], bytes / 1048576);
            keep.clear();
        }
        // Least squares for heap = b0 + b1 * A + b2 * A * C.
        double[][] xtx = new double[3][3];
        double[] xty = new double[3];
        for (double[] r : rows) {
            double[] x = {1, r[0], r[0] * r[1]};
            for (int i = 0; i < 3; i++) {
                for (int j = 0; j < 3; j++) {
                    xtx[i][j] += x[i] * x[j];
                }
                xty[i] += x[i] * r[2];
            }
        }
        double[] b = solve(xtx, xty);
        System.out.printf("fit (%s): %.0f B per server + %.1f B per actor + %.1f B per (actor, connection) pair%n", label, b[0], b[1], b[2]);
    }

    private static long used() {
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        return MEMORY.getHeapMemoryUsage().getUsed();
    }

    private static double[] solve(double[][] a, double[] y) {
        int n = y.length;
        for (int p = 0; p < n; p++) {
            for (int r = p + 1; r < n; r++) {
                double f = a[r][p] / a[p][p];
                for (int c = p; c < n; c++) {
                    a[r][c] -= f * a[p][c];
                }
                y[r] -= f * y[p];
            }
        }
        double[] x = new double[n];
        for (int r = n - 1; r >= 0; r--) {
            double s = y[r];
            for (int c = r + 1; c < n; c++) {
                s -= a[r][c] * x[c];
            }
            x[r] = s / a[r][r];
        }
        return x;
    }
}
