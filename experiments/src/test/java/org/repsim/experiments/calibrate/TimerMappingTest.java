package org.repsim.experiments.calibrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repsim.experiments.schema.problem.InvalidInputException;
import org.repsim.experiments.bindings.ModelRegistry;

/** The shipped table and a user's table. */
class TimerMappingTest {
    static final List<String> SCOPES = ModelRegistry.standard().find("unreal").orElseThrow().timerScopes();

    @TempDir
    Path dir;

    @Test
    void theShippedTableMapsOnlyScopesTheModelHasAndNamesTheIssuesTimers() {
        TimerMapping m = TimerMapping.of("unreal", SCOPES, null);
        List<String> names = m.entries().stream().flatMap(e -> e.names().stream()).toList();
        for (String t : List.of("ServerReplicateActors", "Replicate Actor Time", "Dynamic Property Compare Time",
                "Dynamic Property Rep Time", "STAT_NetDeletedSubObjects", "NetConnection TickChannels",
                "FlushNetDormancy", "NetBroadcastTickTime")) {
            assertTrue(names.contains(t), t);
        }
    }

    @Test
    void aUserTableComesFirstSoItsNamesWin() throws IOException {
        Path user = dir.resolve("mine.yaml");
        Files.writeString(user, """
                model: unreal
                timers:
                  - names: [MyGame_ReplicateActors]
                    scopes: [ServerReplicateActors]
                    time: inclusive
                    counts: frames
                """);
        TimerMapping m = TimerMapping.of("unreal", SCOPES, user);
        assertEquals("MyGame_ReplicateActors", m.entries().get(0).label());
        assertEquals(TimerMapping.Time.INCLUSIVE, m.entries().get(0).time());
        assertTrue(m.entries().size() > 1, "the shipped table still applies");
    }

    @Test
    void anUnknownScopeIsNamedWithItsLine() throws IOException {
        Path user = dir.resolve("bad.yaml");
        Files.writeString(user, """
                model: unreal
                timers:
                  - names: [ServerReplicateActors]
                    scopes: [ServerReplicateActors]
                  - names: [MyTimer]
                    scopes: [ServerReplicateActors/NoSuchScope]
                """);
        String msg = assertThrows(InvalidInputException.class, () -> TimerMapping.of("unreal", SCOPES, user)).getMessage();
        assertTrue(msg.startsWith(user + ":5:5: scopes: timer 'MyTimer' maps to unknown model scope "
                + "'ServerReplicateActors/NoSuchScope'"), msg);
    }

    @Test
    void aTimerMappedTwiceAnotherModelAndBadValuesAreRefused() throws IOException {
        Path twice = dir.resolve("twice.yaml");
        Files.writeString(twice, "model: unreal\ntimers:\n  - {names: [A], scopes: [SendPackets]}\n"
                + "  - {names: [A], scopes: [TickChannels]}\n");
        assertTrue(assertThrows(InvalidInputException.class, () -> TimerMapping.of("unreal", SCOPES, twice))
                .getMessage().contains("timer 'A' is mapped twice"));
        Path model = dir.resolve("model.yaml");
        Files.writeString(model, "model: room\ntimers: []\n");
        assertTrue(assertThrows(InvalidInputException.class, () -> TimerMapping.of("unreal", SCOPES, model))
                .getMessage().contains("the experiment's model is 'unreal'"));
        Path time = dir.resolve("time.yaml");
        Files.writeString(time, "model: unreal\ntimers:\n  - {names: [A], scopes: [SendPackets], time: total}\n");
        assertTrue(assertThrows(InvalidInputException.class, () -> TimerMapping.of("unreal", SCOPES, time))
                .getMessage().contains("'total' is not one of exclusive, inclusive"));
    }

    @Test
    void anExclusiveTimerCoversItsScopesLessThePresentTimersBelowIt() {
        TimerMapping m = TimerMapping.of("unreal", SCOPES, null);
        TimerMapping.Entry sra = entry(m, "ServerReplicateActors");
        TimerMapping.Entry ra = entry(m, "ReplicateActor");
        TimerMapping.Entry compare = entry(m, "Dynamic Property Compare Time");
        // Only SRA and ReplicateActor traced: SRA's exclusive time holds gather and channel open.
        List<String> cover = ScopeCover.of(sra, true, List.of(sra, ra), SCOPES);
        assertTrue(cover.contains("ServerReplicateActors/GatherPrioritize/Consider"));
        assertTrue(!cover.contains("ServerReplicateActors/ReplicateActor"));
        // ReplicateActor's exclusive time without a traced compare timer holds the compare.
        assertTrue(ScopeCover.of(ra, true, List.of(sra, ra), SCOPES)
                .contains("ServerReplicateActors/ReplicateActor/CompareProperties"));
        assertTrue(!ScopeCover.of(ra, true, List.of(sra, ra, compare), SCOPES)
                .contains("ServerReplicateActors/ReplicateActor/CompareProperties"));
    }

    private static TimerMapping.Entry entry(TimerMapping m, String name) {
        return m.entries().stream().filter(e -> e.names().contains(name)).findFirst().orElseThrow();
    }
}
