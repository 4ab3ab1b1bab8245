package org.repsim.models.unreal.replication;

/**
 * How a frame's length follows from its simulated work.
 */
public enum FrameClock {
    /**
     * Frame = non-replication work + replication + channel tick, never shorter than {@code
     * 1/maxTickRate} (docs/sources.md#unreal-frame: replication cost that grows lowers the tick
     * rate).
     */
    SEQUENTIAL,
    /**
     * Frame = max(non-replication work, replication + channel tick), never shorter than
     * {@code 1/maxTickRate}: the non-replication work runs in parallel and the game thread
     * waits for it at frame end. Replication then lowers the tick rate only once it exceeds the
     * parallel work, and conditions that differ only in replication CPU keep the same frame
     * schedule (hence identical bytes per frame for the same seed).
     */
    OVERLAPPED;

    public static FrameClock parse(String text) {
        return valueOf(text.trim().toUpperCase(java.util.Locale.ROOT));
    }
}
