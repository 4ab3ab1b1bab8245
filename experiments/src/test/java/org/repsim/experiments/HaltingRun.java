package org.repsim.experiments;

import java.io.PrintWriter;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicInteger;
import org.repsim.experiments.cli.RunCommand;
import org.repsim.results.WriteSteps;
import picocli.CommandLine;

/**
 * The child process of {@link CrashSafetyTest}: {@code repsim run} with the fake model that dies
 * ({@link Runtime#halt}: no finally block, no shutdown hook, like kill -9) just before write step
 * {@code args[0]}; with 0 it never halts and prints the number of steps it took.
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
        CommandLine cli = new CommandLine(new RunCommand(FakeBinding.registry(new FakeBinding())));
        cli.setErr(new PrintWriter(System.err, true));
        int code = cli.execute(Arrays.copyOfRange(args, 1, args.length));
        System.out.println("steps " + steps.get());
        System.out.flush();
        Runtime.getRuntime().halt(code);
    }
}
