package org.repsim.experiments;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.RunOutput;
import org.repsim.experiments.bindings.ModelRegistry;
import org.repsim.experiments.runner.CellResult;
import org.repsim.experiments.input.CellPlan;
import org.repsim.experiments.input.ExperimentLoader;
import org.repsim.experiments.input.ExperimentSpec;
import org.repsim.experiments.input.SetOverride;

/**
 * Pins the fingerprints of a representative subset of catalog cells (one replication each):
 * any change to a model, a profile or the experiment machinery that changes what those cells
 * compute fails here. When the change is intended, refresh with
 * {@code mvn -o -pl experiments -am test -Dtest=GoldenFingerprintTest -Dsurefire.failIfNoSpecifiedTests=false -Drepsim.golden.update=true}
 * and commit the new golden file with the change that explains it.
 */
class GoldenFingerprintTest {
    private static final Path GOLDEN = Path.of("src/test/resources/golden/catalog-fingerprints.txt");

    /** experiment file, cell id: one cell per mechanism the catalog exercises. */
    private static final List<String[]> CELLS = List.of(
            new String[] {"main-condition", "condition=push-off"},
            new String[] {"main-condition", "condition=push+skip"},
            new String[] {"classes", "class=Carrier,condition=push+skip"},
            new String[] {"dormancy", "dormancy=dormant,rate=1"},
            new String[] {"default-caps", "caps=default-100KB/s,condition=push"},
            new String[] {"multicast", "multicast=at-10s,condition=push+skip"},
            new String[] {"missing-mark", "marking=missing,condition=push"},
            new String[] {"component-heavy", "condition=push+skip"},
            new String[] {"br-net-send-flush", "send-flush=on,alive=25"},
            new String[] {"room-resync", "loss=0.01"},
            new String[] {"graph-main-condition", "condition=push+skip,strategy=graph"},
            new String[] {"graph-battle-royale", "strategy=graph-grid+dsf+fastshared,alive=50"},
            new String[] {"iris-main-condition", "strategy=iris"},
            new String[] {"iris-component-heavy", "strategy=iris"},
            new String[] {"iris-battle-royale", "strategy=iris"});

    @Test
    void catalogCellFingerprintsMatchTheGoldenFile() throws IOException {
        ExperimentLoader loader = new ExperimentLoader(ModelRegistry.standard());
        List<String> lines = new ArrayList<>();
        lines.add("# experiment  cell  fingerprint (1 replication) — refresh: see GoldenFingerprintTest");
        for (String[] c : CELLS) {
            ExperimentSpec spec = loader.load(CatalogTest.CATALOG.resolve(c[0] + ".yaml"),
                    List.of(SetOverride.parse("replications=1")));
            CellPlan plan = spec.cells().stream().filter(p -> p.cell().id().equals(c[1])).findFirst().orElseThrow();
            RunOutput out = plan.prepared().run(plan.window(), new RandomStreams(plan.seed(), 0));
            lines.add(c[0] + "  " + c[1] + "  " + new CellResult(plan, List.of(out)).fingerprint());
        }
        String actual = String.join("\n", lines) + "\n";
        if (Boolean.getBoolean("repsim.golden.update")) {
            Files.createDirectories(GOLDEN.getParent());
            Files.writeString(GOLDEN, actual, StandardCharsets.UTF_8);
        }
        assertEquals(Files.readString(GOLDEN, StandardCharsets.UTF_8), actual,
                "catalog fingerprints changed; if intended, refresh with -Drepsim.golden.update=true (see class comment)");
    }
}
