package org.repsim.experiments.analysis;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.repsim.engine.cost.CostKey;
import org.repsim.engine.cost.CostKeySet;
import org.repsim.engine.cost.CostLedger;
import org.repsim.engine.cost.CostProfile;
import org.repsim.engine.fingerprint.Fingerprint;
import org.repsim.engine.random.RandomStream;
import org.repsim.engine.run.Metric;
import org.repsim.engine.run.MetricSet;
import org.repsim.engine.run.RunOutput;
import org.repsim.experiments.bindings.BindingException;
import org.repsim.experiments.bindings.CellInput;
import org.repsim.experiments.bindings.CostEstimate;
import org.repsim.experiments.bindings.ModelBinding;
import org.repsim.experiments.bindings.ModelRegistry;
import org.repsim.experiments.bindings.PreparedCell;
import org.repsim.experiments.bindings.ProfileResolver;
import org.repsim.experiments.schema.EnumSchema;
import org.repsim.experiments.schema.Field;
import org.repsim.experiments.schema.IntSchema;
import org.repsim.experiments.schema.NumberSchema;
import org.repsim.experiments.schema.ObjectSchema;

/**
 * A model with answers known in closed form, for the analyses. Line {@code a}:
 * {@code value = slope × x + warm_us / 100 + noise}; line {@code b}: {@code value = offset + noise},
 * the noise normal(0, {@code noise}) from a stream of each line's own, so the two lines cross at
 * {@code x = (offset - warm_us / 100) / slope}, and line a's elasticity to slope is
 * {@code slope x / value}. Operation counts: slope is charged in the window, warm_us only in
 * warm-up (so the window counts none, yet it moves the value), idle_us is counted and never
 * charged (its value is never used), offset and spread are not counted at all.
 */
final class LineBinding implements ModelBinding {
    static final CostKey SLOPE = new CostKey("slope", "1", "value per unit of x, line a");
    static final CostKey OFFSET = new CostKey("offset", "1", "value of line b");
    static final CostKey WARM_US = new CostKey("warm_us", "us", "work of the warm-up, line a");
    static final CostKey IDLE_US = new CostKey("idle_us", "us", "work never done");
    static final CostKey SPREAD = new CostKey("spread", "1", "unused");
    private static final CostKeySet KEYS = new CostKeySet("line", List.of(SLOPE, OFFSET, WARM_US, IDLE_US, SPREAD));
    private static final ProfileResolver PROFILES = new ProfileResolver(KEYS, List.of("basic"),
            name -> CostProfile.of(name, KEYS, Map.of("slope", 2.0, "offset", 6.0, "warm_us", 100.0, "idle_us", 3.0,
                    "spread", 1.0), "assumption: test profile"));

    static ModelRegistry registry() {
        return new ModelRegistry(List.of(new LineBinding()));
    }

    @Override
    public String id() {
        return "line";
    }

    @Override
    public String summary() {
        return "two noisy lines";
    }

    @Override
    public ObjectSchema scenarioSchema() {
        return new ObjectSchema("", List.of(
                Field.optional("x", NumberSchema.atLeast(0), 1.0, "position"),
                Field.optional("n", new IntSchema(0, 100), 0L, "an integer added to x"),
                Field.optional("line", new EnumSchema(List.of("a", "b")), "a", "which line"),
                Field.optional("noise", NumberSchema.atLeast(0), 0.5, "noise sd")));
    }

    @Override
    public MetricSet metrics() {
        return new MetricSet(List.of(Metric.scalar("value", "units", "the line's value"),
                Metric.scalar("zero", "units", "always 0")));
    }

    @Override
    public List<String> keyMetrics() {
        return List.of("value");
    }

    @Override
    public ProfileResolver profiles() {
        return PROFILES;
    }

    @Override
    public PreparedCell prepare(CellInput input) throws BindingException {
        CostProfile p = PROFILES.resolve("profile", input.profile(), input.baseDir(), input.overrides());
        double x = ((Number) input.scenario().get("x")).doubleValue() + (Long) input.scenario().get("n");
        boolean a = "a".equals(input.scenario().get("line"));
        double noise = ((Number) input.scenario().get("noise")).doubleValue();
        return new PreparedCell() {
            @Override
            public RunOutput run(org.repsim.engine.run.RunWindow window, org.repsim.engine.random.RandomStreams streams) {
                Fingerprint fp = new Fingerprint();
                RandomStream s = streams.stream(a ? "line-a" : "line-b");
                s.setListener(fp);
                CostLedger ledger = new CostLedger();
                int frame = ledger.scope("Frame");
                int slope = ledger.operation(frame, SLOPE);
                int warm = ledger.operation(frame, WARM_US);
                ledger.operation(frame, IDLE_US);
                if (a) {
                    ledger.countOperations(warm, 1);
                    ledger.charge(frame, 1, p.nanos(WARM_US));
                }
                ledger.setMeasuring(true);
                double value;
                if (a) {
                    ledger.countOperations(slope, x);
                    ledger.charge(frame, 1, 1000 * p.value(SLOPE) * x);
                    value = p.value(SLOPE) * x + p.value(WARM_US) / 100 + s.normal(0, noise);
                } else {
                    ledger.charge(frame, 1, 1000);
                    value = p.value(OFFSET) + s.normal(0, noise);
                }
                TreeMap<String, Double> metrics = new TreeMap<>(Map.of("value", value, "zero", 0.0));
                return new RunOutput(metrics, ledger.snapshot(1, window.durationSeconds()), fp.value(), List.of(),
                        List.of());
            }

            @Override
            public CostEstimate estimate(org.repsim.engine.run.RunWindow window) {
                return CostEstimate.of("1", 1);
            }

            @Override
            public long minFramePeriodNanos() {
                return 1_000_000L;
            }
        };
    }
}
