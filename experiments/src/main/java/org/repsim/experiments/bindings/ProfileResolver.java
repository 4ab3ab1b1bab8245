package org.repsim.experiments.bindings;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.repsim.engine.cost.CostKeySet;
import org.repsim.engine.cost.CostProfile;
import org.repsim.engine.cost.CostProfileException;
import org.repsim.experiments.schema.file.UserFile;
import org.repsim.experiments.schema.problem.InvalidInputException;
import org.repsim.experiments.schema.problem.Suggest;
import org.repsim.experiments.schema.yaml.YamlReader;

/**
 * The one place that turns an experiment's {@code profile:} (or another key naming a profile,
 * e.g. battle royale's {@code scenario.unreal_profile}) into a model's {@link CostProfile}: a
 * shipped name, or a path relative to the experiment file, loaded with the model's
 * {@link CostKeySet}, then {@code overrides:} applied. Every failure is a
 * {@link BindingException} naming the experiment-file key; a profile file's own problem keeps its
 * file:line:key in the message. Cells fold {@link CostProfile#identity()} into their identity.
 *
 * <p>Thread-safe. Parsed files are cached by path <em>and content</em>, so a profile edited
 * between two loads is read again (a changed profile must never reuse old values).
 */
public final class ProfileResolver {
    private final CostKeySet keys;
    private final List<String> shipped;
    private final Function<String, CostProfile> shippedLookup;
    // A cache only: looked up by key, never iterated (so its order cannot reach results).
    private final Map<String, CostProfile> parsed = new HashMap<>();

    /**
     * @param keys          the model's declared cost keys
     * @param shipped       names of the shipped profiles; the first is the default
     * @param shippedLookup a shipped name → its profile (e.g. {@code UnrealCosts::shipped})
     */
    public ProfileResolver(CostKeySet keys, List<String> shipped, Function<String, CostProfile> shippedLookup) {
        if (shipped.isEmpty()) {
            throw new IllegalArgumentException("model " + keys.model() + " ships no cost profile");
        }
        this.keys = keys;
        this.shipped = List.copyOf(shipped);
        this.shippedLookup = shippedLookup;
    }

    public CostKeySet keys() {
        return keys;
    }

    public List<String> shipped() {
        return shipped;
    }

    /** The profile used when an experiment names none. */
    public String defaultName() {
        return shipped.get(0);
    }

    /**
     * The part of a cell's identity ({@link PreparedCell#identity()}) that covers its cost
     * profiles: each profile's model, name and content hash, in the order given.
     */
    public static String identityOf(CostProfile... profiles) {
        StringBuilder b = new StringBuilder();
        for (CostProfile p : profiles) {
            b.append(b.length() == 0 ? "" : " ").append(p.keys().model()).append('/').append(p.name()).append('=')
                    .append(p.identity());
        }
        return b.toString();
    }

    /** A profile value is a path (not a shipped name) when it has a separator or a file extension. */
    public static boolean looksLikePath(String profile) {
        return profile.contains("/") || profile.contains("\\") || profile.matches(".*\\.ya?ml$");
    }

    /**
     * Resolves {@code nameOrPath} (null: the default) found at {@code keyPath} of an experiment
     * file in {@code baseDir}, then applies {@code overrides} (reported as {@code overrides.<key>}).
     */
    public CostProfile resolve(String keyPath, String nameOrPath, Path baseDir, Map<String, Double> overrides)
            throws BindingException {
        String name = nameOrPath == null ? defaultName() : nameOrPath;
        CostProfile profile = looksLikePath(name) ? file(keyPath, baseDir.resolve(name).normalize()) : shipped(keyPath, name);
        for (String k : overrides.keySet()) {
            if (keys.find(k).isEmpty()) {
                throw new BindingException("overrides." + k, "unknown cost-profile key '" + k + "' for model "
                        + keys.model() + Suggest.didYouMean(k, keys.names()));
            }
        }
        try {
            return profile.withOverrides(overrides);
        } catch (CostProfileException e) {
            throw new BindingException("overrides." + e.key(), e.problem());
        }
    }

    private CostProfile shipped(String keyPath, String name) throws BindingException {
        if (!shipped.contains(name)) {
            throw new BindingException(keyPath, "unknown profile '" + name + "'" + Suggest.didYouMean(name, shipped)
                    + " (shipped: " + String.join(", ", shipped) + "; or give a path to a profile file)");
        }
        // Shipped profiles are class-path resources: parsed once, not once per cell (a large
        // matrix would spend most of its validation re-reading the same YAML).
        String cacheKey = "shipped\n" + name;
        synchronized (parsed) {
            CostProfile p = parsed.get(cacheKey);
            if (p != null) {
                return p;
            }
        }
        CostProfile p;
        try {
            p = shippedLookup.apply(name);
        } catch (CostProfileException e) {
            throw new BindingException(keyPath, e.getMessage());
        }
        synchronized (parsed) {
            parsed.put(cacheKey, p);
        }
        return p;
    }

    /**
     * A profile file, read and composed as every user YAML file is ({@link UserFile},
     * {@link YamlReader#composeChecked}); a problem of the file is the message of a problem at the
     * experiment key that names it.
     */
    private CostProfile file(String keyPath, Path file) throws BindingException {
        String display = file.toString();
        String text;
        try {
            text = UserFile.text(file, display, "", YamlReader.MAX_BYTES);
        } catch (InvalidInputException e) {
            throw new BindingException(keyPath, e.problems().get(0).render());
        }
        String cacheKey = file + "\n" + text;
        synchronized (parsed) {
            CostProfile p = parsed.get(cacheKey);
            if (p != null) {
                return p;
            }
        }
        CostProfile p;
        try {
            p = CostProfile.parse(keys, display, text, YamlReader.composeChecked(text, display));
        } catch (InvalidInputException e) {
            throw new BindingException(keyPath, e.problems().get(0).render());
        } catch (CostProfileException e) {
            throw new BindingException(keyPath, e.getMessage());
        }
        synchronized (parsed) {
            parsed.put(cacheKey, p);
        }
        return p;
    }
}
