package org.repsim.experiments;

import java.io.PrintWriter;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicInteger;
import org.repsim.experiments.cli.ChartsCommand;
import org.repsim.experiments.cli.RunCommand;
import org.repsim.results.WriteSteps;
import picocli.CommandLine;

/**
 * The child process of {@link CrashSafetyTest}: {@code repsim run} or {@code repsim charts}
 * ({@code args[1]}) with the fake model, which dies ({@link Runtime#halt}: no finally block, no
 * shutdown hook, like kill -9) just before write step {@code args[0]}; with 0 it never halts and
 * prints the number of steps it took.
 */
public final class HaltingRun {
    private HaltingRun() {
    }

    public static void main(String[] args) {
        int haltAt = Integer.parseInt(args[0]);
        AtomicInteger steps = new AtomicInteger();
        WriteSteps.observe(step -> {
            if (steps.incrementAndGet() == haltAt) {
                System.out.println("halted before step " + haltAt + ": " + step);
                System.out.flush();
                Runtime.getRuntime().halt(137);
            }
        });
        var registry = FakeBinding.registry(new FakeBinding());
        CommandLine cli = new CommandLine(args[1].equals("charts") ? new ChartsCommand(registry) : new RunCommand(registry));
        cli.setErr(new PrintWriter(System.err, true));
        int code = cli.execute(Arrays.copyOfRange(args, 2, args.length));
        System.out.println("steps " + steps.get());
        System.out.flush();
        Runtime.getRuntime().halt(code);
    }
}
