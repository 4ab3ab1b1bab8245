package org.repsim.experiments.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.repsim.experiments.selftest.QueueModel;
import org.repsim.experiments.selftest.QueueRunLength;
import org.repsim.experiments.selftest.QueueValidation;
import org.repsim.experiments.selftest.TheoryComparison;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * Runs the M/M/1 and M/D/1 queues on the event kernel and compares them with queueing theory:
 * a quick check that the kernel, the random streams and the statistics are honest.
 */
@Command(name = "selftest", mixinStandardHelpOptions = true,
        description = {"Simulates M/M/1 and M/D/1 queues and compares them with their closed forms.",
                "Exit code 0 if every quantity is within --tolerance half-widths of its 95% "
                        + "confidence interval, else 1."})
public final class SelftestCommand implements Callable<Integer> {
    private static final QueueValidation.Settings DEFAULTS = QueueValidation.Settings.DEFAULT;

    @Spec
    CommandSpec spec;

    @Option(names = "--seed", description = "Run seed (default: ${DEFAULT-VALUE}).")
    long seed = DEFAULTS.seed();

    @Option(names = "--replications", description = "Independent replications per model (default: ${DEFAULT-VALUE}).")
    int replications = DEFAULTS.replications();

    @Option(names = "--customers", description = "Measured customers per replication (default: ${DEFAULT-VALUE}).")
    int customers = DEFAULTS.length().measuredCustomers();

    @Option(names = "--warmup-customers", description = "Discarded customers per replication (default: ${DEFAULT-VALUE}).")
    int warmupCustomers = DEFAULTS.length().warmupCustomers();

    @Option(names = "--tolerance", description = "Allowed |deviation| in 95% half-widths (default: ${DEFAULT-VALUE}).")
    double tolerance = 3.0;

    @Override
    public Integer call() {
        QueueValidation.Settings settings =
                new QueueValidation.Settings(seed, replications, new QueueRunLength(warmupCustomers, customers));
        PrintWriter out = spec.commandLine().getOut();
        out.println("RepSim self-test: single-server FIFO queues on the event kernel vs queueing theory");
        for (QueueModel model : QueueValidation.standardModels()) {
            out.println(String.format(Locale.ROOT, "  %s  lambda = %.0f/s, mu = %.0f/s, rho = %.2f",
                    model.name(), model.arrivalRate(), model.serviceRate(), model.theory().utilisation()));
        }
        out.println(String.format(Locale.ROOT,
                "  %d replications x %,d customers (after %,d warm-up), seed %d", replications, customers,
                warmupCustomers, seed));
        out.println();
        List<TheoryComparison> rows = QueueValidation.compareAll(settings);
        printTable(out, rows);
        int failed = (int) rows.stream().filter(r -> !r.withinHalfWidths(tolerance)).count();
        out.println();
        if (failed == 0) {
            out.println(String.format(Locale.ROOT, "PASS: all %d quantities within %.1f half-widths of theory",
                    rows.size(), tolerance));
        } else {
            out.println(String.format(Locale.ROOT, "FAIL: %d of %d quantities deviate by more than %.1f half-widths",
                    failed, rows.size(), tolerance));
        }
        out.flush();
        return exitCode(rows, tolerance);
    }

    /** 0 if every row is within {@code tolerance} half-widths of theory, else 1. */
    static int exitCode(List<TheoryComparison> rows, double tolerance) {
        return rows.stream().allMatch(r -> r.withinHalfWidths(tolerance)) ? 0 : 1;
    }

    private void printTable(PrintWriter out, List<TheoryComparison> rows) {
        String format = "%-24s %12s %12s %12s %12s  %s";
        out.println(String.format(Locale.ROOT, format, "quantity", "simulated", "95% +/-", "analytical",
                "deviation", "").stripTrailing());
        for (TheoryComparison row : rows) {
            out.println(String.format(Locale.ROOT, format,
                    row.quantity() + " (" + row.unit() + ")",
                    String.format(Locale.ROOT, "%.4f", row.simulated().mean()),
                    String.format(Locale.ROOT, "%.4f", row.simulated().halfWidth()),
                    String.format(Locale.ROOT, "%.4f", row.analytical()),
                    String.format(Locale.ROOT, "%+.2f hw", row.deviationInHalfWidths()),
                    row.withinHalfWidths(tolerance) ? "ok" : "OUT"));
        }
    }
}
