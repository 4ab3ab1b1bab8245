package org.repsim.experiments.bindings;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The models known to {@code repsim}, in a fixed order (a plain list: deterministic, no discovery magic). */
public final class ModelRegistry {
    private final List<ModelBinding> bindings;

    public ModelRegistry(List<ModelBinding> bindings) {
        this.bindings = List.copyOf(bindings);
    }

    /** The shipped models. Adding a model = one line here. */
    public static ModelRegistry standard() {
        return new ModelRegistry(List.of(
                new UnrealBinding(),
                new BattleRoyaleBinding(),
                new RoomBinding()
        ));
    }

    public List<ModelBinding> bindings() {
        return bindings;
    }

    public List<String> ids() {
        List<String> ids = new ArrayList<>();
        bindings.forEach(b -> ids.add(b.id()));
        return ids;
    }

    public Optional<ModelBinding> find(String id) {
        return bindings.stream().filter(b -> b.id().equals(id)).findFirst();
    }
}
