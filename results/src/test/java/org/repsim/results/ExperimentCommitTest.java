package org.repsim.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each state an interrupted commit can leave, and what recovery makes of it. */
class ExperimentCommitTest {
    @TempDir
    Path out;

    private void folder(String name, String content) throws IOException {
        Files.createDirectories(out.resolve(name));
        Files.writeString(out.resolve(name).resolve("summary.csv"), content);
    }

    private String content(String name) throws IOException {
        return Files.readString(out.resolve(name).resolve("summary.csv"));
    }

    @Test
    void aCommitReplacesTheWholeFolder() throws IOException {
        folder("e", "old");
        Files.writeString(out.resolve("e/stale.svg"), "x");
        Path staging = ExperimentCommit.stage(out, "e");
        Files.writeString(staging.resolve("summary.csv"), "new");
        ExperimentCommit.commit(out, "e");
        assertEquals("new", content("e"));
        assertFalse(Files.exists(out.resolve("e/stale.svg")), "nothing of the old folder survives");
        assertEquals(List.of(), ExperimentCommit.interrupted(out));
        assertEquals(List.of("e"), list());
    }

    @Test
    void beforeTheCommitPointRecoveryRollsBack() throws IOException {
        folder("e", "old");
        folder(".e.repsim-staging", "half");
        assertEquals("an unfinished write was left in .e.repsim-staging", ExperimentCommit.interrupted(out).get(0).state());
        ExperimentCommit.recover(out);
        assertEquals("old", content("e"));
        assertEquals(List.of("e"), list());
    }

    @Test
    void betweenTheRenamesRecoveryRollsForward() throws IOException {
        folder(".e.repsim-old", "old");
        folder(".e.repsim-staging", "new");   // .old exists only once staging was complete
        ExperimentCommit.recover(out);
        assertEquals("new", content("e"));
        assertEquals(List.of("e"), list());
    }

    @Test
    void afterTheCommitPointTheOldFolderIsDeleted() throws IOException {
        folder("e", "new");
        folder(".e.repsim-old", "old");
        Files.writeString(out.resolve(".index.html123.tmp"), "half a report");
        ExperimentCommit.recover(out);
        assertEquals("new", content("e"));
        assertEquals(List.of("e"), list());
    }

    @Test
    void aFolderMovedAsideAloneIsRestoredAndAFirstUnfinishedWriteDiscarded() throws IOException {
        folder(".e.repsim-old", "old");
        folder(".f.repsim-staging", "half");
        List<ExperimentCommit.Interrupted> found = ExperimentCommit.recover(out);
        assertEquals(List.of("e", "f"), found.stream().map(ExperimentCommit.Interrupted::experiment).toList());
        assertEquals("old", content("e"));
        assertTrue(found.get(1).message().startsWith("f: an unfinished first write"), found.get(1).message());
        assertEquals(List.of("e"), list());
    }

    private List<String> list() throws IOException {
        try (var s = Files.list(out)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
