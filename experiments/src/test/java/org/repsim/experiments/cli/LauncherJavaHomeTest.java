package org.repsim.experiments.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code repsim} launcher runs the JVM of {@code JAVA_HOME} when it is set; one that has no
 * {@code bin/java} is refused with one message and exit 2, before any build is attempted.
 */
class LauncherJavaHomeTest {
    @Test
    void aJavaHomeWithoutAJavaIsRefusedBeforeAnythingIsBuilt(@TempDir Path empty) throws Exception {
        Path launcher = Path.of("..", "repsim").toAbsolutePath().normalize();
        assertTrue(Files.isExecutable(launcher), "the launcher is at the repo root: " + launcher);
        ProcessBuilder pb = new ProcessBuilder("bash", launcher.toString(), "--version").redirectErrorStream(true);
        pb.environment().put("JAVA_HOME", empty.toString());
        Process p = pb.start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the launcher ended");
        assertEquals(2, p.exitValue(), output);
        assertEquals("repsim: JAVA_HOME is " + empty + ", which has no bin/java; unset it or point it at a JDK 17 or"
                + " later\n", output, "one message, no build output");
    }
}
