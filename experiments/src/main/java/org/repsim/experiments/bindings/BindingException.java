package org.repsim.experiments.bindings;

/**
 * A binding refusing a cell's parameters (inconsistent values, unknown profile or override
 * key). {@code keyPath} names the experiment-file key at fault (e.g. {@code profile},
 * {@code overrides.compare_ns}, {@code scenario.connections}); the loader turns it into a
 * located message.
 */
public final class BindingException extends Exception {
    private final String keyPath;

    public BindingException(String keyPath, String message) {
        super(message, null, false, false);
        this.keyPath = keyPath;
    }

    public String keyPath() {
        return keyPath;
    }
}
