package org.repsim.experiments;

/** The version written into manifests and folded into configuration hashes. */
public final class RepsimVersion {
    public static final String VERSION = "0.1.0";

    private RepsimVersion() {
    }
}
