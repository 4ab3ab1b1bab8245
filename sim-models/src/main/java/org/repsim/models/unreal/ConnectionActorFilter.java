package org.repsim.models.unreal;

/**
 * Optional per-(connection, actor) veto consulted by {@link NetDriver} for every relevant, due
 * actor of a connection before it is prioritized and replicated this frame. A scenario uses it to
 * replicate some pairs less often than the engine would (e.g. the battle-royale model's
 * distance-based interleaving). With no filter set the pass is unchanged and pays nothing.
 * Added for org.repsim.models.battleroyale (issue 6).
 */
@FunctionalInterface
public interface ConnectionActorFilter {
    /** True to replicate {@code actor} to connection {@code connection} on {@code frame}, false to skip it. */
    boolean replicate(int connection, int actor, int frame);
}
