package org.repsim.experiments.schema;

/** Key-path helpers: {@code scenario.workload.rate}, {@code charts[2].kind}. */
public final class Paths {
    private Paths() {
    }

    public static String child(String parent, String key) {
        return parent.isEmpty() ? key : parent + "." + key;
    }

    public static String index(String parent, int i) {
        return parent + "[" + i + "]";
    }
}
