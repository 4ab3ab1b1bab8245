package org.repsim.experiments.schema.file;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.RandomAccessFile;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.api.io.TempDir;
import org.repsim.experiments.schema.problem.InvalidInputException;

/**
 * The one reader of user files refuses, before reading a byte and without blocking, an endless
 * device, a folder, a FIFO, a missing file, an unreadable file and one over the limit, each with
 * one located message; and stops a file that is larger than it says at the limit.
 */
class UserFileTest {
    private static final Duration NEVER_BLOCKS = Duration.ofSeconds(20);

    @TempDir
    Path dir;

    /** Refused by all three ways of reading, each with exactly {@code expected}. */
    private static void refused(Path file, String expected) {
        String display = file.toString();
        for (Executable read : new Executable[] {
                () -> UserFile.bytes(file, display, "k", 1024),
                () -> UserFile.text(file, display, "k", 1024),
                () -> UserFile.open(file, display, "k", 1024, 1024).close()}) {
            InvalidInputException e = assertTimeoutPreemptively(NEVER_BLOCKS,
                    () -> assertThrows(InvalidInputException.class, read));
            assertEquals(1, e.problems().size());
            assertEquals(display + ":1:1: k: " + expected, e.getMessage());
        }
    }

    @Test
    void anEndlessDeviceIsRefusedUnread() {
        Path zero = Path.of("/dev/zero");
        assumeTrue(Files.exists(zero), "no /dev/zero here");
        refused(zero, "is not a regular file (a device, FIFO or socket, which may never end); refusing to read it");
    }

    @Test
    void aFolderIsRefused() {
        refused(dir, "is a folder, not a file");
    }

    @Test
    void aFifoIsRefusedWithoutOpeningIt() throws Exception {
        Path fifo = Fifos.make(dir.resolve("pipe.yaml"));
        refused(fifo, "is not a regular file (a device, FIFO or socket, which may never end); refusing to read it");
    }

    @Test
    void aMissingFileIsRefused() {
        refused(dir.resolve("absent.yaml"), "file not found");
    }

    @Test
    void anUnreadableFileIsRefused() throws IOException {
        refused(UnreadableFiles.make(dir.resolve("secret.yaml")), "permission denied: cannot read the file");
    }

    @Test
    void aFileOverTheLimitIsRefusedFromItsSize() throws IOException {
        Path huge = dir.resolve("huge.yaml");
        try (RandomAccessFile raf = new RandomAccessFile(huge.toFile(), "rw")) {
            raf.setLength(5L << 30);   // sparse: 5 GB that take no disk
        }
        refused(huge, "file is larger than 1 KB; refusing to read it");
        Path exact = Files.write(dir.resolve("exact.yaml"), new byte[1024]);
        assertEquals(1024, UserFile.bytes(exact, "exact.yaml", "", 1024).length, "the limit itself is accepted");
    }

    @Test
    void aFileLargerThanItSaysStopsAtTheLimit() throws IOException {
        // /proc files report size 0 and have content: like a file growing while it is read.
        Path maps = Path.of("/proc/self/maps");
        assumeTrue(Files.isRegularFile(maps) && Files.size(maps) == 0, "no /proc here");
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> UserFile.bytes(maps, "maps", "", 16));
        assertEquals("maps:1:1: file is larger than 16 bytes; refusing to read it", e.getMessage());
        try (InputStream in = UserFile.open(maps, "maps", "", 16, Long.MAX_VALUE)) {
            IOException past = assertThrows(IOException.class, in::readAllBytes);
            assertEquals("maps:1:1: file is larger than 16 bytes; refusing to read it",
                    UserFile.problem(past, "maps", "").getMessage());
        }
    }

    @Test
    void aStreamRefusesARecordOverItsLimitFromTheLastRecordEnd() throws IOException {
        Path f = Files.write(dir.resolve("records.csv"), new byte[100]);
        try (UserFile.Input in = UserFile.open(f, "r.csv", "", 1024, 40)) {
            in.readNBytes(30);
            in.recordEnded();
            in.readNBytes(40);   // 40 since the record end: at the limit
            IOException past = assertThrows(IOException.class, in::read);
            assertEquals("r.csv:1:1: a record longer than 40 bytes; refusing to read it",
                    UserFile.problem(past, "r.csv", "").getMessage());
        }
    }

    @Test
    void textMustBeUtf8() throws IOException {
        Path f = Files.write(dir.resolve("latin1.yaml"), new byte[] {'a', ':', ' ', (byte) 0xE9, '\n'});
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> UserFile.text(f, "l.yaml", "", 1024));
        assertEquals("l.yaml:1:1: file is not valid UTF-8", e.getMessage());
        assertArrayEquals(Files.readAllBytes(f), UserFile.bytes(f, "l.yaml", "", 1024), "bytes are bytes");
    }

    @Test
    void readFailuresAreWordedWithoutClassNames() {
        assertEquals("f:1:1: k: permission denied: cannot read the file",
                UserFile.problem(new AccessDeniedException("/x"), "f", "k").getMessage());
        assertEquals("f:1:1: k: cannot read the file: Input/output error",
                UserFile.problem(new FileSystemException("/x", null, "Input/output error"), "f", "k").getMessage());
        assertEquals("f:1:1: k: cannot read the file", UserFile.problem(new IOException(), "f", "k").getMessage());
    }

    @Test
    void sizesAreStatedInTheLargestWholeUnit() {
        assertEquals("3 MB", UserFile.size(3 << 20));
        assertEquals("1 GB", UserFile.size(1L << 30));
        assertEquals("64 KB", UserFile.size(64 << 10));
        assertEquals("1000 bytes", UserFile.size(1000));
    }
}
