package org.repsim.models.battleroyale;

import org.repsim.engine.param.Param;

/**
 * Replicated actors other than characters (vehicles, loot, doors), given as a count per area.
 * They stand still and are dormant until game code changes them; each change replicates the
 * actor once to every alive connection within {@code cullDistanceM}. They are not interleaved
 * (the diary's rule is for characters).
 *
 * @param name            label used in metrics, e.g. "door"
 * @param perKm2          actors per square kilometre, placed uniformly
 * @param changesPerSecond mean changes per actor per second
 * @param cullDistanceM   relevancy distance for this kind
 */
public record OtherActorKind(
        @Param(doc = "kind name", pattern = "[a-z][a-z0-9_]*", patternDoc = "lower-case word") String name,
        @Param(doc = "actors per square kilometre", min = 0) double perKm2,
        @Param(key = "changes_per_s", doc = "changes per actor per second", min = 0) double changesPerSecond,
        @Param(doc = "relevancy distance", min = Param.POSITIVE) double cullDistanceM) {
    public OtherActorKind {
        if (name == null || name.isBlank() || perKm2 < 0.0 || changesPerSecond < 0.0 || !(cullDistanceM > 0.0)) {
            throw new IllegalArgumentException("other actor kind needs a name, density >= 0, rate >= 0, cull > 0");
        }
    }
}
