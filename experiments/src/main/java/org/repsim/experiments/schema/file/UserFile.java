package org.repsim.experiments.schema.file;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.List;
import org.repsim.experiments.schema.problem.InvalidInputException;
import org.repsim.experiments.schema.problem.Mark;
import org.repsim.experiments.schema.problem.Problem;

/**
 * The one way RepSim opens a file that a user named: an experiment file and what it extends, a
 * cost profile, a game catalog, a timer mapping, a capture, a profile's draws, a manifest to
 * verify. The file's type is checked before it is opened, because opening a FIFO blocks until
 * something writes to it and a device such as {@code /dev/zero} never ends: a missing file, a
 * folder, anything but a regular file, an unreadable file and a file over the caller's size
 * limit are each refused with one {@link Problem} at {@code file:1:1}, before a byte is read.
 * What is read is bounded too (a file that grows while it is read stops at the limit), and text
 * must be valid UTF-8. Messages never carry a Java class name.
 *
 * <p>{@code display} is how messages name the file; {@code key} is the problem's key path ("" for
 * a file named by a path argument, else e.g. {@code --mapping}).
 */
public final class UserFile {
    private UserFile() {
    }

    /** The file's bytes, at most {@code maxBytes}. */
    public static byte[] bytes(Path file, String display, String key, long maxBytes) {
        checkBeforeOpening(file, display, key, maxBytes);
        try (InputStream in = Files.newInputStream(file)) {
            byte[] b = in.readNBytes((int) Math.min(maxBytes + 1, Integer.MAX_VALUE - 16));
            if (b.length > maxBytes) {
                throw tooLarge(display, key, maxBytes);
            }
            return b;
        } catch (IOException e) {
            throw problem(e, display, key);
        }
    }

    /** The file's text, at most {@code maxBytes} of UTF-8. */
    public static String text(Path file, String display, String key, long maxBytes) {
        return utf8(bytes(file, display, key, maxBytes), display, key);
    }

    /** Bytes as UTF-8 text; malformed input is refused rather than replaced. */
    public static String utf8(byte[] bytes, String display, String key) {
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw fail(display, key, "file is not valid UTF-8");
        }
    }

    /**
     * The file as a stream, for files read in one pass rather than held (captures). Reading past
     * {@code maxBytes} fails with an {@link IOException} that {@link #problem} turns into the
     * size message, so a file that grows while it is read is refused like one that was too large;
     * so does reading more than {@code maxRecordBytes} since the last {@link Input#recordEnded()}
     * (a reader that builds a whole record before it returns it would fill the heap on a file
     * without record ends).
     */
    public static Input open(Path file, String display, String key, long maxBytes, long maxRecordBytes) {
        checkBeforeOpening(file, display, key, maxBytes);
        try {
            return new Input(Files.newInputStream(file), maxBytes, maxRecordBytes);
        } catch (IOException e) {
            throw problem(e, display, key);
        }
    }

    /**
     * A failure while reading a file (opened here or not) as one located problem: the size
     * limit, permission, invalid UTF-8, a missing file, else the system's reason.
     */
    public static InvalidInputException problem(IOException e, String display, String key) {
        if (e instanceof LimitExceeded limit) {
            return limit.record ? fail(display, key, "a record longer than " + size(limit.maxBytes)
                    + "; refusing to read it") : tooLarge(display, key, limit.maxBytes);
        }
        if (e instanceof CharacterCodingException) {
            return fail(display, key, "file is not valid UTF-8");
        }
        if (e instanceof NoSuchFileException) {
            return fail(display, key, "file not found");
        }
        if (e instanceof AccessDeniedException) {
            return fail(display, key, "permission denied: cannot read the file");
        }
        String reason = e instanceof FileSystemException fs ? fs.getReason() : e.getMessage();
        return fail(display, key, "cannot read the file" + (reason == null || reason.isBlank() ? "" : ": " + reason));
    }

    /** "3 MB", "1 GB": how messages and docs state a size limit. */
    public static String size(long bytes) {
        if (bytes >= 1L << 30 && bytes % (1L << 30) == 0) {
            return (bytes >> 30) + " GB";
        }
        if (bytes >= 1L << 20 && bytes % (1L << 20) == 0) {
            return (bytes >> 20) + " MB";
        }
        if (bytes >= 1L << 10 && bytes % (1L << 10) == 0) {
            return (bytes >> 10) + " KB";
        }
        return bytes + " bytes";
    }

    private static void checkBeforeOpening(Path file, String display, String key, long maxBytes) {
        BasicFileAttributes a;
        try {
            a = Files.readAttributes(file, BasicFileAttributes.class);
        } catch (IOException e) {
            throw problem(e, display, key);
        }
        if (a.isDirectory()) {
            throw fail(display, key, "is a folder, not a file");
        }
        if (!a.isRegularFile()) {
            throw fail(display, key, "is not a regular file (a device, FIFO or socket, which may never end);"
                    + " refusing to read it");
        }
        if (a.size() > maxBytes) {
            throw tooLarge(display, key, maxBytes);
        }
        if (!Files.isReadable(file)) {
            throw fail(display, key, "permission denied: cannot read the file");
        }
    }

    private static InvalidInputException tooLarge(String display, String key, long maxBytes) {
        return fail(display, key, "file is larger than " + size(maxBytes) + "; refusing to read it");
    }

    private static InvalidInputException fail(String display, String key, String message) {
        return new InvalidInputException(List.of(new Problem(new Mark(display, 1, 1), key, message)));
    }

    /** Reading past the file's limit, or a record's. */
    private static final class LimitExceeded extends IOException {
        private final long maxBytes;
        private final boolean record;

        LimitExceeded(long maxBytes, boolean record) {
            super((record ? "a record is longer than " : "file is larger than ") + size(maxBytes), null);
            this.maxBytes = maxBytes;
            this.record = record;
        }
    }

    /** A file's stream that fails once more than its limits have been read. */
    public static final class Input extends FilterInputStream {
        private final long maxBytes;
        private final long maxRecordBytes;
        private long read;
        private long atRecordEnd;

        Input(InputStream in, long maxBytes, long maxRecordBytes) {
            super(in);
            this.maxBytes = maxBytes;
            this.maxRecordBytes = maxRecordBytes;
        }

        /**
         * A record ended: the record limit counts from here. Readers buffer ahead of the record
         * they return, so a record may be shorter than the limit by their buffers when refused.
         */
        public void recordEnded() {
            atRecordEnd = read;
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            if (b >= 0) {
                count(1);
            }
            return b;
        }

        @Override
        public int read(byte[] buf, int off, int len) throws IOException {
            int n = super.read(buf, off, len);
            if (n > 0) {
                count(n);
            }
            return n;
        }

        private void count(int n) throws IOException {
            read += n;
            if (read > maxBytes) {
                throw new LimitExceeded(maxBytes, false);
            }
            if (read - atRecordEnd > maxRecordBytes) {
                throw new LimitExceeded(maxRecordBytes, true);
            }
        }
    }
}
