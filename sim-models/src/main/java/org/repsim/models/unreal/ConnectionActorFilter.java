package org.repsim.models.unreal;

/**
 * Optional per-(connection, actor) veto consulted by the replication pass for every relevant, due
 * actor of a connection before it is prioritized and replicated this frame (see
 * {@link UnrealServer#setConnectionActorFilter}). A model uses it to replicate some pairs less
 * often than the engine would (the scenario's distance interleaving, the battle-royale model's
 * interleaving). With no filter set the pass is unchanged and pays nothing.
 */
@FunctionalInterface
public interface ConnectionActorFilter {
    /** True to replicate {@code actor} to connection {@code connection} on {@code frame}, false to skip it. */
    boolean replicate(int connection, int actor, int frame);
}
