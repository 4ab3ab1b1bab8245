package org.repsim.experiments.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class RepsimCommandTest {

    /** Exit code plus what the command printed on stdout and stderr. */
    record Outcome(int exitCode, String out, String err) {
    }

    static Outcome execute(String... args) {
        CommandLine cli = RepsimCommand.commandLine();
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        int code = cli.execute(args);
        return new Outcome(code, out.toString(), err.toString());
    }

    @Test
    void versionIsTheFilteredMavenProjectVersion() {
        Outcome o = execute("--version");
        assertEquals(0, o.exitCode());
        // Filtering must have replaced the placeholder with a real version like 0.1.0.
        assertTrue(o.out().strip().matches("repsim \\d+\\.\\d+\\.\\d+(-SNAPSHOT)?"), o.out());
        assertFalse(o.out().contains("${"), o.out());
    }

    @Test
    void helpListsTheSubcommands() {
        Outcome o = execute("--help");
        assertEquals(0, o.exitCode());
        assertTrue(o.out().contains("selftest"), o.out());
        assertTrue(o.out().contains("bench"), o.out());
    }

    @Test
    void noSubcommandIsAUsageErrorWithoutStackTrace() {
        Outcome o = execute();
        assertEquals(CommandLine.ExitCode.USAGE, o.exitCode());
        assertTrue(o.err().contains("Missing subcommand"), o.err());
        assertFalse(o.err().contains("\tat "), "no stack trace: " + o.err());
    }

    @Test
    void unknownSubcommandIsAUsageError() {
        Outcome o = execute("frobnicate");
        assertEquals(CommandLine.ExitCode.USAGE, o.exitCode());
        assertFalse(o.err().contains("\tat "), o.err());
    }
}
