package org.repsim.experiments;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine;

/** Runs one subcommand in-process, capturing exit code, stdout and stderr. */
public record TestCli(int exit, String out, String err) {
    public static TestCli run(Callable<Integer> command, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cli = new CommandLine(command);
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        int code = cli.execute(args);
        return new TestCli(code, out.toString(), err.toString());
    }
}
