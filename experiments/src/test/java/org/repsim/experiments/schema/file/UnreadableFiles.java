package org.repsim.experiments.schema.file;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

/** Files a test's reader may not read, even when the tests run as root (as CI does). */
public final class UnreadableFiles {
    /** Mode 0200 in procfs: refused to a reader even when it is root (procfs checks the owner bits). */
    private static final Path WRITE_ONLY = Path.of("/proc/sys/vm/drop_caches");

    private UnreadableFiles() {
    }

    /**
     * A file at {@code path} whose read is refused: mode 000, or, where that does not stop the
     * reader (root), a link to a write-only file; a test is skipped where there is neither.
     */
    public static Path make(Path path) throws IOException {
        Files.writeString(path, "a: 1\n");
        Files.setPosixFilePermissions(path, PosixFilePermissions.fromString("---------"));
        if (Files.isReadable(path)) {
            Files.delete(path);
            assumeTrue(Files.exists(WRITE_ONLY) && !Files.isReadable(WRITE_ONLY),
                    "running as root without a file root cannot read");
            Files.createSymbolicLink(path, WRITE_ONLY);
        }
        return path;
    }
}
