package org.repsim.experiments.calibrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repsim.engine.cost.CostKey;
import org.repsim.engine.cost.CostProfile;
import org.repsim.engine.cost.CostProfileException;
import org.repsim.experiments.input.CellPlan;
import org.repsim.experiments.input.ExperimentSpec;
import org.repsim.models.unreal.UnrealCosts;

/**
 * Issue 12's round trip: every key of ue58-editor perturbed by a seeded factor in [0.5, 2], the
 * main condition simulated with it and written as an Insights export, then calibrated from the
 * unperturbed profile: every key the fit calls identifiable comes back within 2%.
 */
class RoundTripTest {
    @TempDir
    Path dir;

    @Test
    void identifiableKeysComeBackWithinTwoPercent() throws IOException {
        CostProfile base = UnrealCosts.shipped("ue58-editor");
        CostProfile truth = perturbed(base, new SplittableRandom(20261201L));
        ExperimentSpec spec = experimentWith(truth, "main.yaml", "");
        CellPlan plan = spec.cells().get(0);
        CostProfile loaded = plan.prepared().profile().orElseThrow();
        assertEquals(truth.values(), loaded.values(), "the experiment runs the perturbed profile");
        Path capture = dir.resolve("capture.csv");
        InsightsExport.write(capture, "unreal", Setups.UNREAL.timerScopes(), Setups.timersPerFrame(plan, truth, 2), 1000);

        CalibrationResult r = Calibration.calibrate(Setups.UNREAL, spec.name(), plan.cell().id(), plan, List.of(), base,
                List.of(capture), new Calibration.Options(2, 0, 0, null, List.of()));

        List<String> identified = new ArrayList<>();
        for (KeyFit k : r.keys()) {
            if (k.status() != KeyFit.Status.FITTED) {
                continue;
            }
            identified.add(k.key());
            double expected = truth.value(UnrealCosts.KEYS.find(k.key()).orElseThrow());
            assertEquals(expected, k.value(), 0.02 * expected, k.key() + " (base " + k.base() + ")\n"
                    + FitReport.render(r));
        }
        assertTrue(identified.size() >= 4, "the main condition identifies the large keys: " + identified + "\n"
                + FitReport.render(r));
        assertTrue(identified.containsAll(List.of("consider_us", "prioritize_us", "deleted_subobject_check_us")),
                identified.toString());
        for (TimerFit t : r.timers()) {
            assertEquals(t.measuredMs(), t.fittedMs(), 0.01 * Math.max(0.05, t.measuredMs()), t.timer());
        }
    }

    /**
     * The same round trip for an Iris cell (docs/iris.md): the main condition at 100% under Iris,
     * exported with the shipped mapping's Iris timer names and calibrated from them; Iris's keys
     * that sit alone in their scope come back within 2%.
     */
    @Test
    void irisKeysComeBackWithinTwoPercent() throws IOException {
        CostProfile base = UnrealCosts.shipped("ue58-editor");
        CostProfile truth = perturbed(base, new SplittableRandom(20261202L));
        ExperimentSpec spec = experimentWith(truth, "iris.yaml", """
                scenario:
                  replication: {strategy: iris, push_model: true}
                  writer: {rate: 1.0}
                """);
        CellPlan plan = spec.cells().get(0);
        Path capture = dir.resolve("iris-capture.csv");
        InsightsExport.write(capture, "unreal", Setups.UNREAL.timerScopes(), Setups.timersPerFrame(plan, truth, 2), 1000);
        String exported = Files.readString(capture);
        assertTrue(exported.contains("ReplicationSystem_PreSendUpdate") && exported.contains("ReplicationWriter_Write"),
                "the export names Iris's scopes by their engine timers");

        CalibrationResult r = Calibration.calibrate(Setups.UNREAL, spec.name(), plan.cell().id(), plan, List.of(), base,
                List.of(capture), new Calibration.Options(2, 0, 0, null, List.of()));
        List<String> identified = new ArrayList<>();
        for (KeyFit k : r.keys()) {
            if (k.status() == KeyFit.Status.FITTED) {
                identified.add(k.key());
                double expected = truth.value(UnrealCosts.KEYS.find(k.key()).orElseThrow());
                assertEquals(expected, k.value(), 0.02 * expected, k.key() + "\n" + FitReport.render(r));
            }
        }
        assertTrue(identified.containsAll(List.of("iris_change_mask_us", "iris_prioritize_us", "iris_write_object_us",
                "iris_serialize_member_us")), identified + "\n" + FitReport.render(r));
    }

    /** An experiment file {@code name} running the profile {@code truth} on the main condition plus {@code more}. */
    private ExperimentSpec experimentWith(CostProfile truth, String name, String more) throws IOException {
        Setups.write(dir.resolve("perturbed.yaml"), "perturbed", truth);
        Path experiment = dir.resolve(name);
        Files.writeString(experiment, """
                model: unreal
                seed: 5
                replications: 2
                warmup: 4s
                duration: 6s
                profile: perturbed.yaml
                """ + more);
        return Setups.load(experiment);
    }

    /** Every key × a factor in [0.5, 2] (log-uniform), redrawn while the model refuses the result. */
    static CostProfile perturbed(CostProfile base, SplittableRandom rng) {
        for (int attempt = 0; attempt < 100; attempt++) {
            Map<String, Double> v = new LinkedHashMap<>();
            for (CostKey k : base.keys().keys()) {
                double factor = Math.exp(Math.log(0.5) + rng.nextDouble() * Math.log(4));
                v.put(k.name(), base.value(k) * factor);
            }
            CostProfile p = CostProfile.of("perturbed", base.keys(), v, "test");
            try {
                org.repsim.models.unreal.UnrealModel.run(org.repsim.models.unreal.UnrealScenario.mainCondition(
                        org.repsim.models.unreal.replication.PushCondition.PUSH_OFF), p,
                        org.repsim.engine.run.RunWindow.ofSeconds(0.1, 0.1), new org.repsim.engine.random.RandomStreams(1, 0));
                return p;
            } catch (CostProfileException e) {
                // e.g. frame_work_level_max below its min: draw again
            }
        }
        throw new AssertionError("no valid perturbation");
    }
}
