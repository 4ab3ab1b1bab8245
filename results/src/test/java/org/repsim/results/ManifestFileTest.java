package org.repsim.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ManifestFileTest {
    static Manifest sample() {
        Map<String, Object> config = new LinkedHashMap<>();
        config.put("seed", 7L);
        config.put("rate", 0.1 + 0.2);
        config.put("whole", 4.0);
        config.put("name", "say \"hi\"\n");
        config.put("on", true);
        config.put("none", null);
        config.put("empty", Map.of());
        config.put("list", List.of(1L, "two", List.of()));
        return new Manifest("0.1.0", "sweep", "fake", "abc", 7, 3, List.of("rate"), config,
                List.of(new Manifest.CellEntry("rate=1", 11, "h1", "00ff"), new Manifest.CellEntry("rate=2", 12, "h2", "0a0b")));
    }

    @Test
    void readingWhatWasWrittenGivesItBack(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("manifest.json");
        ManifestFile.write(f, sample());
        Manifest back = ManifestFile.read(f);
        assertEquals(sample(), back);
        assertEquals(Map.of("rate=1", "00ff", "rate=2", "0a0b"), back.fingerprints());
    }

    @Test
    void keysAreSortedAndTheLayoutIsFixed(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("manifest.json");
        ManifestFile.write(f, new Manifest("0.1.0", "e", "m", "h", 1, 2, List.of(), Map.of("b", 1.5, "a", List.of()),
                List.of(new Manifest.CellEntry("c", 3, "x", "y"))));
        assertEquals("""
                {
                  "axes": [],
                  "cells": [
                    {
                      "cell": "c",
                      "config_hash": "x",
                      "fingerprint": "y",
                      "seed": 3
                    }
                  ],
                  "config": {
                    "a": [],
                    "b": 1.5
                  },
                  "experiment": "e",
                  "input_hash": "h",
                  "model": "m",
                  "replications": 2,
                  "repsim_version": "0.1.0",
                  "seed": 1
                }
                """, Files.readString(f));
    }

    @Test
    void aFileThatIsNotAManifestIsRejectedNamingIt(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("manifest.json");
        Files.writeString(f, "{\"cells\": 3");
        ResultFileException cut = assertThrows(ResultFileException.class, () -> ManifestFile.read(f));
        assertEquals(f + ":1:12: not JSON (Unexpected end-of-input: expected close marker for Object)", cut.getMessage());
        Files.writeString(f, "{\"axes\": []}");
        assertTrue(assertThrows(ResultFileException.class, () -> ManifestFile.read(f)).getMessage().contains("missing key"));
    }
}
