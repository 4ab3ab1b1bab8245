package org.repsim.experiments.schema.file;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Named pipes for tests: made with mkfifo; a test is skipped where there is none. */
public final class Fifos {
    private Fifos() {
    }

    /** A FIFO at {@code path} (nothing ever writes to it: opening it to read would block). */
    public static Path make(Path path) throws IOException, InterruptedException {
        Process p;
        try {
            p = new ProcessBuilder("mkfifo", path.toString()).redirectErrorStream(true).start();
        } catch (IOException e) {
            assumeTrue(false, "no mkfifo here: " + e.getMessage());
            throw e;
        }
        assumeTrue(p.waitFor() == 0 && Files.exists(path) && !Files.isRegularFile(path), "mkfifo failed");
        return path;
    }
}
