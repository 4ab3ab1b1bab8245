package org.repsim.models.unreal;

/**
 * What the pass settles once per actor per frame, before any connection replicates it (the
 * engine's {@code PreReplication} slot): whether every replicator of the actor is skippable
 * whatever the connection ({@link SkipRule}). Nothing the pass does can make a skippable
 * replicator unskippable (it only compares, which clears dirt), so the answer holds for every
 * connection of the frame.
 */
final class PreReplication {
    final boolean[] skippableEverywhere;
    private final SkipRule skip;

    PreReplication(int actors, SkipRule skip) {
        this.skippableEverywhere = new boolean[actors];
        this.skip = skip;
    }

    void run(int actor) {
        skippableEverywhere[actor] = skip.enabled() && skip.actorSkippableEverywhere(actor);
    }
}
