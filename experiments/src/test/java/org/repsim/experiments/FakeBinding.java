package org.repsim.experiments;

import java.util.List;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.repsim.engine.cost.CostKey;
import org.repsim.engine.cost.CostKeySet;
import org.repsim.engine.cost.CostLedger;
import org.repsim.engine.cost.CostProfile;
import org.repsim.engine.fingerprint.Fingerprint;
import org.repsim.engine.random.RandomStream;
import org.repsim.engine.run.Quantiles;
import org.repsim.engine.run.RunOutput;
import org.repsim.engine.run.TimeSeries;
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
 * A tiny model for testing the experiment machinery fast: a value = rate × count plus seeded
 * noise, a two-scope timer tree, one series and one distribution. {@link #failOn} injects a
 * failure into one cell (by a scenario value) without changing any cell's configuration, to
 * simulate a batch killed mid-run.
 */
public final class FakeBinding implements ModelBinding {
    public volatile double failOnRate = Double.NaN;
    /** When false, frame_ms is reported by every run but not declared (a model bug the writer must catch). */
    public volatile boolean declaresFrameMs = true;
    /** When true, every run's window holds no frame and no charged work (frames longer than the window). */
    public volatile boolean idleWindow;
    public final AtomicInteger runs = new AtomicInteger();
    /** Runs with this rate wait (at most 30 s) until {@link #release} is counted down. */
    public volatile double holdOnRate = Double.NaN;
    public final java.util.concurrent.CountDownLatch release = new java.util.concurrent.CountDownLatch(1);
    /** A cell of this rate runs the JVM out of memory while it is prepared (the loader's Error handling). */
    public volatile double exhaustOnRate = Double.NaN;
    /** Frames at most every 10 ms (100 Hz): a shorter measurement window measures nothing. */
    static final long FRAME_NANOS = 10_000_000L;

    public static ModelRegistry registry(FakeBinding b) {
        return new ModelRegistry(List.of(b));
    }

    @Override
    public String id() {
        return "fake";
    }

    @Override
    public String summary() {
        return "test model";
    }

    @Override
    public ObjectSchema scenarioSchema() {
        return new ObjectSchema("", List.of(
                Field.optional("rate", NumberSchema.atLeast(0), 1.0, "writes per second"),
                Field.optional("count", new IntSchema(1, 100), 4L, "objects"),
                Field.optional("mode", new EnumSchema(List.of("push", "poll")), "poll", "mode"),
                Field.optional("net", new ObjectSchema("", List.of(
                        Field.optional("rtt_ms", NumberSchema.atLeast(0), 10.0, "round trip"))), null, "network")));
    }

    @Override
    public org.repsim.engine.run.MetricSet metrics() {
        List<org.repsim.engine.run.Metric> m = new java.util.ArrayList<>();
        m.add(org.repsim.engine.run.Metric.scalar("value", "units", "rate × count + noise"));
        if (declaresFrameMs) {
            m.add(org.repsim.engine.run.Metric.scalar("frame_ms", "ms", "frame time"));
        }
        m.add(org.repsim.engine.run.Metric.series("tick_series", "Hz", "ticks"));
        m.add(org.repsim.engine.run.Metric.distribution("latency", "ms", "latency"));
        return new org.repsim.engine.run.MetricSet(m);
    }

    @Override
    public List<String> keyMetrics() {
        return List.of("value", "frame_ms");
    }

    /** One cost key; the shipped profiles "basic" (1) and "fancy" (2). */
    static final CostKey UNIT_COST = new CostKey("unit_cost", "1", "cost multiplier");
    private static final CostKeySet KEYS = new CostKeySet("fake", List.of(UNIT_COST));
    private static final ProfileResolver PROFILES = new ProfileResolver(KEYS, List.of("basic", "fancy"),
            name -> CostProfile.of(name, KEYS, java.util.Map.of("unit_cost", name.equals("fancy") ? 2.0 : 1.0),
                    "assumption: test profile"));

    @Override
    public ProfileResolver profiles() {
        return PROFILES;
    }

    @Override
    public List<String> timerScopes() {
        return List.of("Frame", "Frame/Work");
    }

    @Override
    public PreparedCell prepare(CellInput input) throws BindingException {
        CostProfile profile = PROFILES.resolve("profile", input.profile(), input.baseDir(), input.overrides());
        double rate = ((Number) input.scenario().get("rate")).doubleValue();
        long count = (Long) input.scenario().get("count");
        boolean push = "push".equals(input.scenario().get("mode"));
        double unit = profile.value(UNIT_COST);
        if (push && count > 50) {
            throw new BindingException("scenario.count", "push mode supports at most 50 objects");
        }
        if (rate == exhaustOnRate) {
            throw new OutOfMemoryError("Java heap space (injected)");
        }
        return new PreparedCell() {
            @Override
            public RunOutput run(org.repsim.engine.run.RunWindow window, org.repsim.engine.random.RandomStreams streams) {
                return runFake(rate, count, push, unit, window, streams);
            }

            /** One unit per object per 10 ms frame. */
            @Override
            public CostEstimate estimate(org.repsim.engine.run.RunWindow window) {
                double frames = Math.ceil((double) window.endNanos() / FRAME_NANOS);
                return CostEstimate.of((long) frames + " frames × " + count + " objects", frames, count);
            }

            @Override
            public long minFramePeriodNanos() {
                return FRAME_NANOS;
            }
        };
    }

    private RunOutput runFake(double rate, long count, boolean push, double unit,
                              org.repsim.engine.run.RunWindow window, org.repsim.engine.random.RandomStreams streams) {
        if (rate == failOnRate) {
            throw new IllegalStateException("injected failure");
        }
        if (rate == holdOnRate) {
            try {
                release.await(30, java.util.concurrent.TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        runs.incrementAndGet();
        Fingerprint fp = new Fingerprint();
        RandomStream noise = streams.stream("noise");
        noise.setListener(fp);
        double value = rate * count * unit + noise.normal(0, 1);
        CostLedger ledger = new CostLedger();
        int root = ledger.scope("Frame");
        int child = ledger.scope("Work", root);
        if (idleWindow) {
            TreeMap<String, Double> zeros = new TreeMap<>(java.util.Map.of("value", 0.0, "frame_ms", 0.0));
            return new RunOutput(zeros, ledger.snapshot(0, window.durationSeconds()), fp.value(), List.of(), List.of());
        }
        ledger.setMeasuring(true);
        for (int f = 0; f < 3; f++) {
            ledger.count(root, 1);
            ledger.chargeCalls(child, count, 1000.0 * unit * (push ? 0.5 : 1.0));
        }
        TreeMap<String, Double> metrics = new TreeMap<>();
        metrics.put("value", value);
        metrics.put("frame_ms", count * unit * (push ? 0.5 : 1.0) / 1000.0);
        TimeSeries s = new TimeSeries("tick_series", new double[] {0, 1}, new double[] {30, 29 + noise.nextDouble()});
        Quantiles q = new Quantiles("latency", new double[] {0.5, 0.99}, new double[] {value, value * 2});
        return new RunOutput(metrics, ledger.snapshot(3, 0.1), fp.value(), List.of(s), List.of(q));
    }
}
