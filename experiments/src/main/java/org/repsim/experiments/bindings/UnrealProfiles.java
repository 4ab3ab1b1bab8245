package org.repsim.experiments.bindings;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.repsim.models.unreal.cost.UnrealCostProfile;

/**
 * Unreal cost profiles by name or path, for the Unreal binding and battle royale's Net Flush.
 * Stands in for a {@link ProfileResolver} over the Unreal key set until the model's
 * {@code UnrealCosts} exists on this branch.
 */
final class UnrealProfiles {
    // Profiles parsed once per distinct source; a cache only (never iterated into results).
    private final Map<String, UnrealCostProfile> profiles = new HashMap<>();

    synchronized UnrealCostProfile profile(String keyPath, String nameOrPath, Path baseDir) throws BindingException {
        boolean path = ProfileResolver.looksLikePath(nameOrPath);
        String source = path ? baseDir.resolve(nameOrPath).normalize().toString() : nameOrPath;
        UnrealCostProfile p = profiles.get(source);
        if (p == null) {
            try {
                p = UnrealCostProfile.load(source);
            } catch (IllegalArgumentException e) {
                throw new BindingException(keyPath, path ? e.getMessage() : "unknown profile '" + nameOrPath
                        + "' (shipped: " + UnrealBinding.DEFAULT_PROFILE + "; or give a path to a profile file)");
            }
            profiles.put(source, p);
        }
        return p;
    }
}
