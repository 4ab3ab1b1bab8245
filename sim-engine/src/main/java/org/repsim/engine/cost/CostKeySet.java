package org.repsim.engine.cost;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The declared keys of one model's cost profiles: every profile of the model has exactly these
 * keys, overrides may set only these, and {@code repsim schema} lists them.
 */
public final class CostKeySet {
    private final String model;
    private final List<CostKey> keys;
    private final TreeMap<String, Integer> index = new TreeMap<>();

    public CostKeySet(String model, List<CostKey> keys) {
        this.model = model;
        this.keys = List.copyOf(keys);
        for (int i = 0; i < this.keys.size(); i++) {
            if (index.put(this.keys.get(i).name(), i) != null) {
                throw new IllegalArgumentException("cost key declared twice: " + this.keys.get(i).name());
            }
        }
    }

    /** The model these keys price, e.g. {@code unreal}. */
    public String model() {
        return model;
    }

    /** The keys in declaration order. */
    public List<CostKey> keys() {
        return keys;
    }

    public int size() {
        return keys.size();
    }

    public Optional<CostKey> find(String name) {
        Integer i = index.get(name);
        return i == null ? Optional.empty() : Optional.of(keys.get(i));
    }

    /** Position of a declared key; throws for a key of another set. */
    int indexOf(CostKey key) {
        Integer i = index.get(key.name());
        if (i == null || !keys.get(i).equals(key)) {
            throw new IllegalArgumentException("cost key " + key.name() + " is not one of " + model + "'s");
        }
        return i;
    }

    /** Key names in declaration order (for messages). */
    public List<String> names() {
        List<String> n = new ArrayList<>(keys.size());
        for (CostKey k : keys) {
            n.add(k.name());
        }
        return n;
    }
}
