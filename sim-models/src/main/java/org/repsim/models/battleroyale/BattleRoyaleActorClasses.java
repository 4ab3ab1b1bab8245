package org.repsim.models.battleroyale;

import java.util.List;
import org.repsim.models.unreal.object.ActorClassSpec;
import org.repsim.models.unreal.object.DormancyMode;
import org.repsim.models.unreal.object.PropertySpec;
import org.repsim.models.unreal.object.WireType;

/**
 * The battle-royale actors as Unreal actor classes, so that the Unreal model's replication pass
 * replicates them with its own mechanisms (compare, serialization, channels, dormancy, bandwidth).
 */
final class BattleRoyaleActorClasses {
    static final String CHARACTER = "BattleRoyaleCharacter";

    private BattleRoyaleActorClasses() {
    }

    /**
     * A player character: engine AActor properties (its ReplicatedMovement marked every frame by
     * the engine since it moves) plus one polled property standing for the ones ACharacter
     * registers as polled (docs/sources.md#unreal-objects: anything derived from ACharacter is
     * Partial); their values are taken never to change. ACharacter defaults: NetUpdateFrequency
     * 100 Hz, MinNetUpdateFrequency 2 Hz, NetPriority 3 (pawns); relevant within cull distance.
     */
    static ActorClassSpec character(double cullDistanceM) {
        List<PropertySpec> own = List.of(PropertySpec.polled("CharacterPolledState", WireType.INT32).notWritable());
        return new ActorClassSpec(CHARACTER, own, List.of(), 100.0, 2.0, 3.0, false, cullDistanceM,
                DormancyMode.AWAKE, true, true);
    }

    /**
     * A vehicle, door or loot item: dormant until game code changes its one int32 state (wake
     * first, then write), standing still, default NetUpdateFrequency 100 Hz and NetPriority 1.
     */
    static ActorClassSpec otherActor(OtherActorKind kind) {
        return new ActorClassSpec(className(kind), List.of(PropertySpec.push("State", WireType.INT32)), List.of(),
                100.0, 2.0, 1.0, false, kind.cullDistanceM(), DormancyMode.DORMANT_ALL, true, false);
    }

    static String className(OtherActorKind kind) {
        return "BattleRoyale_" + kind.name();
    }
}
