package org.repsim.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicFileTest {
    @Test
    void whileTheContentIsWrittenTheTargetStillHoldsTheOldFile(@TempDir Path dir) throws IOException {
        Path target = dir.resolve("summary.csv");
        Files.writeString(target, "old\n");
        String[] seenMidWrite = new String[1];
        AtomicFile.write(target, out -> {
            out.write("new first half\n".getBytes(StandardCharsets.UTF_8));
            out.flush();
            seenMidWrite[0] = Files.readString(target);
            out.write("new second half\n".getBytes(StandardCharsets.UTF_8));
        });
        assertEquals("old\n", seenMidWrite[0], "a reader never sees half of the new content");
        assertEquals("new first half\nnew second half\n", Files.readString(target));
        assertEquals(List.of(target), list(dir), "no temporary file left");
    }

    @Test
    void aWriteThatFailsHalfWayLeavesTheOldFileAndNoTemporary(@TempDir Path dir) throws IOException {
        Path target = dir.resolve("cells.csv");
        Files.writeString(target, "complete old content\n");
        assertThrows(IOException.class, () -> AtomicFile.write(target, out -> {
            out.write("half of the new".getBytes(StandardCharsets.UTF_8));
            throw new IOException("disk full");
        }));
        assertEquals("complete old content\n", Files.readString(target));
        assertEquals(List.of(target), list(dir));
    }

    @Test
    void aFailedFirstWriteLeavesNoFileAtAll(@TempDir Path dir) throws IOException {
        Path target = dir.resolve("sub/manifest.json");
        assertThrows(IOException.class, () -> AtomicFile.write(target, out -> {
            throw new IOException("boom");
        }));
        assertFalse(Files.exists(target));
        assertEquals(List.of(), list(target.getParent()));
    }

    @Test
    void theWrittenFileIsReadableByOthers(@TempDir Path dir) throws IOException {
        Path target = dir.resolve("index.html");
        AtomicFile.write(target, "x");
        if (Files.getFileStore(dir).supportsFileAttributeView("posix")) {
            assertEquals("rw-r--r--", java.nio.file.attribute.PosixFilePermissions.toString(
                    Files.getPosixFilePermissions(target)));
        }
    }

    private static List<Path> list(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.sorted().toList();
        }
    }
}
