package org.repsim.charts.render;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

import org.repsim.charts.ChartException;

/**
 * Writes a file via a temporary sibling and a move, so a reader (or a browser refreshing the
 * report) never sees half a chart and a crash never leaves a truncated file behind.
 */
public final class AtomicFile {
    private AtomicFile() {
    }

    public static void write(Path target, byte[] bytes) {
        Path dir = target.toAbsolutePath().getParent();
        Path tmp = null;
        try {
            Files.createDirectories(dir);
            // A fixed sibling name rather than createTempFile: that one is created owner-only (0600),
            // which would make charts unreadable when the result directory is served or shared.
            tmp = dir.resolve("." + target.getFileName() + ".tmp");
            Files.write(tmp, bytes);
            try {
                Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            if (tmp != null) {
                try {
                    Files.deleteIfExists(tmp);
                } catch (IOException ignored) {
                    // the original failure is the one worth reporting
                }
            }
            throw new ChartException(target + ": cannot write (" + e.getMessage() + ")", e);
        }
    }
}
