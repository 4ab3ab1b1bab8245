package org.repsim.experiments.calibrate;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.repsim.engine.cost.CostKey;
import org.repsim.engine.cost.CostProfile;
import org.repsim.engine.fingerprint.ContentDigest;
import org.repsim.engine.random.RandomStreams;
import org.repsim.engine.run.RunOutput;
import org.repsim.engine.run.RunWindow;
import org.repsim.experiments.bindings.CostEstimate;
import org.repsim.experiments.bindings.PreparedCell;
import org.repsim.experiments.input.CellPlan;
import org.repsim.experiments.input.ExperimentSpec;
import org.repsim.experiments.schema.file.UserFile;
import org.repsim.experiments.schema.problem.InvalidInputException;
import org.repsim.experiments.schema.problem.Mark;
import org.repsim.experiments.schema.problem.Problem;

/**
 * {@code repsim run --profile-uncertainty}: each replication of a cell priced by a calibrated
 * profile runs with one of the calibration's bootstrap draws ({@code PROFILE.draws.csv} beside
 * the profile, see {@link FittedProfileFile}) instead of the point values, chosen by the
 * replication's own stream {@code profile-uncertainty} (so it is fixed by the run seed and the
 * replication, whatever the thread count), so a predicted effect's interval carries the
 * calibration's uncertainty too. Keys set by the experiment's {@code overrides:} keep their
 * values. The option changes every affected cell's identity, so {@code --resume} never mixes
 * runs with and without it.
 */
public final class ProfileUncertainty {
    static final String STREAM = "profile-uncertainty";

    private ProfileUncertainty() {
    }

    /** {@code spec} with every cell's profile drawn per replication; fails for a profile without draws. */
    public static ExperimentSpec apply(ExperimentSpec spec) {
        List<CellPlan> cells = new ArrayList<>();
        for (CellPlan p : spec.cells()) {
            CostProfile profile = p.prepared().profile().orElseThrow(() -> new CalibrationException(
                    "--profile-uncertainty: model " + spec.model().id() + " of experiment " + spec.name()
                            + " has no cost profile"));
            Draws draws = Draws.of(profile);
            PreparedCell cell = new DrawnCell(p.prepared(), profile, draws);
            String hash = ContentDigest.sha256Hex(p.configHash() + "\n" + cell.identity());
            cells.add(new CellPlan(p.cell(), p.window(), cell, p.seed(), p.references(), hash));
        }
        return spec.withCells(cells);
    }

    /** A draws file's size limit: 10,000 draws of 100 keys fit some five times. */
    static final long MAX_DRAWS_BYTES = 64L << 20;

    /** The bootstrap draws of one profile file, read through {@link UserFile}; its problems are located in it. */
    record Draws(List<String> keys, List<double[]> rows, String digest) {
        static Draws of(CostProfile profile) {
            Path file = FittedProfileFile.drawsFile(Path.of(profile.origin()));
            if (!Files.exists(file)) {
                throw new CalibrationException("--profile-uncertainty: profile " + profile.origin() + " has no "
                        + "calibration draws (" + file + "): use a profile written by repsim calibrate from per-frame"
                        + " captures or several captures");
            }
            String origin = file.toString();
            String text = UserFile.text(file, origin, "", MAX_DRAWS_BYTES);
            String[] lines = text.split("\n");
            List<String> keys = List.of(lines[0].strip().split(","));
            for (String k : keys) {
                if (profile.keys().find(k).isEmpty()) {
                    throw located(origin, 1, k, "unknown cost key '" + k + "' for model " + profile.keys().model());
                }
            }
            List<double[]> rows = new ArrayList<>();
            for (int i = 1; i < lines.length; i++) {
                if (lines[i].isBlank()) {
                    continue;
                }
                String[] cells = lines[i].strip().split(",");
                if (cells.length != keys.size()) {
                    throw located(origin, i + 1, "", cells.length + " values for " + keys.size() + " keys");
                }
                double[] v = new double[cells.length];
                for (int j = 0; j < v.length; j++) {
                    try {
                        v[j] = Double.parseDouble(cells[j]);
                    } catch (NumberFormatException e) {
                        throw located(origin, i + 1, keys.get(j), "'" + cells[j] + "' is not a number");
                    }
                }
                rows.add(v);
            }
            if (rows.isEmpty()) {
                throw located(origin, 1, "", "no draws");
            }
            return new Draws(keys, rows, ContentDigest.sha256Hex(text));
        }

        private static InvalidInputException located(String origin, int line, String key, String message) {
            return new InvalidInputException(List.of(new Problem(new Mark(origin, line, 1), key, message)));
        }

        CostProfile draw(CostProfile profile, int row) {
            Map<String, Double> values = new LinkedHashMap<>();
            for (int j = 0; j < keys.size(); j++) {
                CostKey k = profile.keys().find(keys.get(j)).orElseThrow();
                if (!CostProfile.OVERRIDE_SOURCE.equals(profile.source(k))) {
                    values.put(keys.get(j), rows.get(row)[j]);
                }
            }
            return profile.withOverrides(values);
        }
    }

    /** A cell whose replications each run under one drawn profile. */
    private record DrawnCell(PreparedCell inner, CostProfile point, Draws draws) implements PreparedCell {
        @Override
        public RunOutput run(RunWindow window, RandomStreams streams) {
            int row = streams.stream(STREAM).nextInt(draws.rows().size());
            return inner.withProfile(draws.draw(point, row)).run(window, streams);
        }

        @Override
        public String identity() {
            return inner.identity() + " profile-uncertainty=" + draws.digest();
        }

        @Override
        public CostEstimate estimate(RunWindow window) {
            return inner.estimate(window);
        }

        @Override
        public long minFramePeriodNanos() {
            return inner.minFramePeriodNanos();
        }

        @Override
        public Optional<CostProfile> profile() {
            return Optional.of(point);
        }

        @Override
        public PreparedCell withProfile(CostProfile other) {
            return inner.withProfile(other);
        }
    }
}
