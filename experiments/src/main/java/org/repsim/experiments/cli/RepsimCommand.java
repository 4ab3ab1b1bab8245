package org.repsim.experiments.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.IVersionProvider;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * The {@code repsim} command line: the entry point of the runnable jar (see the {@code ./repsim}
 * launcher). It only dispatches to subcommands; each subcommand is one class in this package.
 */
@Command(name = "repsim",
        mixinStandardHelpOptions = true,
        versionProvider = RepsimCommand.Version.class,
        description = "RepSim: deterministic discrete-event simulator of game-server state replication.",
        subcommands = {
                // Add new subcommands here, one class each (planned: run, validate, list, schema,
                // verify, charts). Order here is the order in --help.
                RunCommand.class,
                SensitivityCommand.class,
                CrossoverCommand.class,
                ValidateCommand.class,
                ListCommand.class,
                SchemaCommand.class,
                VerifyCommand.class,
                CalibrationReportCommand.class,
                ChartsCommand.class,
                SelftestCommand.class,
                BenchCommand.class,
                CalibrateCommand.class,
                ExportCommand.class,
                CommandLine.HelpCommand.class,
        })
public final class RepsimCommand implements Runnable {

    @Spec
    CommandSpec spec;

    public static void main(String[] args) {
        System.exit(execute(commandLine(), args));
    }

    /**
     * Runs the command line; the JVM running out of memory or stack in any command (which picocli
     * lets through, being an Error) becomes one message with a hint and exit code 1.
     */
    public static int execute(CommandLine cli, String... args) {
        try {
            return cli.execute(args);
        } catch (OutOfMemoryError | StackOverflowError e) {
            cli.getErr().println(ResourceExhaustion.message(null, e));
            cli.getErr().flush();
            return 1;
        }
    }

    /** The configured command line (also used by tests, which call execute without exiting). */
    public static CommandLine commandLine() {
        return configure(new CommandLine(new RepsimCommand()));
    }

    /** Installs the one-line error reporting on {@code cli} (tests use it on a single subcommand). */
    public static CommandLine configure(CommandLine cli) {
        // Errors reach the user as one line, never as a stack trace (docs/engineering.md).
        cli.setExecutionExceptionHandler((ex, cmd, parseResult) -> {
            String exhausted = ResourceExhaustion.message(ex);
            if (exhausted != null) {
                cmd.getErr().println(exhausted);
                return 1;
            }
            String message = ex.getMessage() != null ? ex.getMessage() : ex.getClass().getSimpleName();
            cmd.getErr().println(cmd.getCommandName() + ": error: " + message);
            return 1;
        });
        return cli;
    }

    @Override
    public void run() {
        throw new ParameterException(spec.commandLine(), "Missing subcommand (see: repsim --help)");
    }

    /** "repsim &lt;version&gt;", the version being the Maven project version (filtered resource). */
    static final class Version implements IVersionProvider {
        @Override
        public String[] getVersion() throws IOException {
            return new String[] {"repsim " + projectVersion()};
        }

        static String projectVersion() throws IOException {
            try (InputStream in = RepsimCommand.class.getResourceAsStream("version.properties")) {
                if (in == null) {
                    throw new IOException("version.properties missing from the class path (build with Maven)");
                }
                Properties p = new Properties();
                p.load(in);
                return p.getProperty("version", "unknown");
            }
        }
    }
}
