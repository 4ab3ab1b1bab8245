package org.repsim.models.unreal.replication;

import org.repsim.engine.param.Param;

import java.util.Objects;

/**
 * Server-side replication switches and limits.
 *
 * @param pushModel          {@code net.IsPushModelEnabled}
 * @param skipUndirtied      {@code net.PushModelSkipUndirtiedReplication} (needs push model)
 * @param validation         {@code net.PushModelValidateProperties}: compare every push property
 *                           anyway and report changes made without a mark
 * @param replayDriver       also run a replay (demo) net driver with its own dirty bits
 * @param maxTickRateHz      {@code NetServerMaxTickRate}
 * @param clientRateBytesPerSecond {@code ConfiguredInternetSpeed} asked by each client
 * @param serverRateBytesPerSecond {@code MaxClientRate} allowed by the server
 * @param adaptiveNetUpdateFrequency stretch idle actors' update interval toward MinNetUpdateFrequency
 * @param frameClock         how frame length follows from work
 * @param worldSizeMeters    side of the square map over which actors and viewers are placed
 *                           (0: everything at the origin)
 * @param strategy           the replication pass: legacy, the replication graph or Iris
 * @param graph              the replication graph's nodes (used with {@link ReplicationStrategy#REPLICATION_GRAPH})
 * @param iris               the Iris replication system's set-up (used with {@link ReplicationStrategy#IRIS})
 */
public record ReplicationSettings(
        @Param(doc = "net.IsPushModelEnabled.", dflt = "false") boolean pushModel,
        @Param(doc = "net.PushModelSkipUndirtiedReplication (needs push_model).", dflt = "false") boolean skipUndirtied,
        @Param(doc = "net.PushModelValidateProperties.", dflt = "false") boolean validation,
        @Param(doc = "Also run a replay net driver with its own dirty bits.", dflt = "false") boolean replayDriver,
        @Param(doc = "NetServerMaxTickRate.", dflt = "30", min = 1, max = 1000) double maxTickRateHz,
        // Experiment files default to the raised caps of the measured lab
        // (docs/sources.md#unreal-consider), not the engine's 100000.
        @Param(key = "client_rate_bytes_per_s", doc = "ConfiguredInternetSpeed asked by each client (engine default 100000).",
                dflt = "1e8", shown = "1e8", min = 1, max = 1e12)
        double clientRateBytesPerSecond,
        @Param(key = "server_rate_bytes_per_s", doc = "MaxClientRate allowed by the server (engine default 100000).",
                dflt = "1e8", shown = "1e8", min = 1, max = 1e12)
        double serverRateBytesPerSecond,
        @Param(doc = "Adaptive net update frequency.", dflt = "false") boolean adaptiveNetUpdateFrequency,
        @Param(doc = "sequential: frame = game work + replication; overlapped: max of the two.", dflt = "sequential")
        FrameClock frameClock,
        @Param(key = "world_size_m", doc = "Side of the square map (0: all at the origin).", dflt = "0", min = 0)
        double worldSizeMeters,
        @Param(doc = "Replication pass: legacy, replication_graph or iris.", dflt = "legacy")
        ReplicationStrategy strategy,
        @Param(doc = "Replication graph nodes (strategy replication_graph).", dflt = "{}") GraphSettings graph,
        @Param(doc = "Iris replication system (strategy iris).", dflt = "{}") IrisSettings iris) {

    /** Why skip_undirtied is refused with Iris (also the binding's message, located at the key). */
    public static final String IRIS_HAS_NO_SKIP = "skip_undirtied is the legacy pass's CanSkipUpdate; Iris writes"
            + " nothing for an unchanged object anyway: set it false with strategy iris";

    /** UE default byte rate of both sides (docs/sources.md#unreal-consider). */
    public static final double DEFAULT_RATE_BYTES_PER_SECOND = 100_000.0;
    /** The rate both sides were raised to in the measured experiments (docs/sources.md#unreal-consider). */
    public static final double RAISED_RATE_BYTES_PER_SECOND = 100_000_000.0;

    public ReplicationSettings {
        Objects.requireNonNull(frameClock, "frameClock");
        Objects.requireNonNull(strategy, "strategy");
        Objects.requireNonNull(graph, "graph");
        Objects.requireNonNull(iris, "iris");
        if (skipUndirtied && !pushModel) {
            throw new IllegalArgumentException("skipUndirtied needs pushModel");
        }
        if (skipUndirtied && strategy == ReplicationStrategy.IRIS) {
            throw new IllegalArgumentException(IRIS_HAS_NO_SKIP);
        }
        if (!(maxTickRateHz > 0)) {
            throw new IllegalArgumentException("maxTickRateHz must be > 0");
        }
        if (!(clientRateBytesPerSecond > 0) || !(serverRateBytesPerSecond > 0)) {
            throw new IllegalArgumentException("byte rates must be > 0");
        }
        if (worldSizeMeters < 0) {
            throw new IllegalArgumentException("worldSizeMeters must be >= 0");
        }
    }

    /** Engine defaults: push model off, 30 Hz, 100,000 B/s caps. */
    public static ReplicationSettings defaults() {
        return new ReplicationSettings(false, false, false, false, 30.0, DEFAULT_RATE_BYTES_PER_SECOND,
                DEFAULT_RATE_BYTES_PER_SECOND, false, FrameClock.SEQUENTIAL, 0.0, ReplicationStrategy.LEGACY,
                GraphSettings.basic(), IrisSettings.defaults());
    }

    /**
     * The measured lab's setup (docs/sources.md#ue58-main-condition) under one push condition: caps
     * raised to 100 MB/s.
     */
    public static ReplicationSettings measured(PushCondition condition) {
        return defaults().withPush(condition).withRates(RAISED_RATE_BYTES_PER_SECOND, RAISED_RATE_BYTES_PER_SECOND);
    }

    public ReplicationSettings withPush(PushCondition c) {
        return new ReplicationSettings(c != PushCondition.PUSH_OFF, c == PushCondition.PUSH_SKIP, validation, replayDriver,
                maxTickRateHz, clientRateBytesPerSecond, serverRateBytesPerSecond, adaptiveNetUpdateFrequency, frameClock,
                worldSizeMeters, strategy, graph, iris);
    }

    public ReplicationSettings withRates(double client, double server) {
        return new ReplicationSettings(pushModel, skipUndirtied, validation, replayDriver, maxTickRateHz, client, server,
                adaptiveNetUpdateFrequency, frameClock, worldSizeMeters, strategy, graph, iris);
    }

    public ReplicationSettings withValidation(boolean v) {
        return new ReplicationSettings(pushModel, skipUndirtied, v, replayDriver, maxTickRateHz, clientRateBytesPerSecond,
                serverRateBytesPerSecond, adaptiveNetUpdateFrequency, frameClock, worldSizeMeters, strategy, graph, iris);
    }

    public ReplicationSettings withReplayDriver(boolean r) {
        return new ReplicationSettings(pushModel, skipUndirtied, validation, r, maxTickRateHz, clientRateBytesPerSecond,
                serverRateBytesPerSecond, adaptiveNetUpdateFrequency, frameClock, worldSizeMeters, strategy, graph, iris);
    }

    public ReplicationSettings withMaxTickRate(double hz) {
        return new ReplicationSettings(pushModel, skipUndirtied, validation, replayDriver, hz, clientRateBytesPerSecond,
                serverRateBytesPerSecond, adaptiveNetUpdateFrequency, frameClock, worldSizeMeters, strategy, graph, iris);
    }

    public ReplicationSettings withAdaptiveNetUpdateFrequency(boolean a) {
        return new ReplicationSettings(pushModel, skipUndirtied, validation, replayDriver, maxTickRateHz,
                clientRateBytesPerSecond, serverRateBytesPerSecond, a, frameClock, worldSizeMeters, strategy, graph, iris);
    }

    public ReplicationSettings withFrameClock(FrameClock f) {
        return new ReplicationSettings(pushModel, skipUndirtied, validation, replayDriver, maxTickRateHz,
                clientRateBytesPerSecond, serverRateBytesPerSecond, adaptiveNetUpdateFrequency, f, worldSizeMeters, strategy, graph, iris);
    }

    public ReplicationSettings withWorldSize(double meters) {
        return new ReplicationSettings(pushModel, skipUndirtied, validation, replayDriver, maxTickRateHz,
                clientRateBytesPerSecond, serverRateBytesPerSecond, adaptiveNetUpdateFrequency, frameClock, meters, strategy, graph, iris);
    }

    /** The pass's gather/prioritize stage and, for the graph, its nodes. */
    public ReplicationSettings withStrategy(ReplicationStrategy s, GraphSettings g) {
        return new ReplicationSettings(pushModel, skipUndirtied, validation, replayDriver, maxTickRateHz,
                clientRateBytesPerSecond, serverRateBytesPerSecond, adaptiveNetUpdateFrequency, frameClock, worldSizeMeters,
                s, g, iris);
    }

    /** The replication pass and its set-up ({@link PassStrategy}, e.g. a battle-royale file's). */
    public ReplicationSettings withPass(PassStrategy p) {
        return new ReplicationSettings(pushModel, skipUndirtied, validation, replayDriver, maxTickRateHz,
                clientRateBytesPerSecond, serverRateBytesPerSecond, adaptiveNetUpdateFrequency, frameClock, worldSizeMeters,
                p.strategy(), p.graph(), p.iris());
    }

    /** The per-connection byte rate: the lower of what the client asks and the server allows. */
    public double connectionRateBytesPerSecond() {
        return Math.min(clientRateBytesPerSecond, serverRateBytesPerSecond);
    }
}
