package org.repsim.experiments;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/**
 * The version written into manifests and folded into configuration hashes: the Maven project
 * version, from the filtered {@code org/repsim/experiments/cli/version.properties} that
 * {@code repsim --version} also reads, so the two never disagree.
 */
public final class RepsimVersion {
    public static final String VERSION = load();

    private RepsimVersion() {
    }

    private static String load() {
        try (InputStream in = RepsimVersion.class.getResourceAsStream("/org/repsim/experiments/cli/version.properties")) {
            if (in == null) {
                return "unknown";
            }
            Properties p = new Properties();
            p.load(in);
            String v = p.getProperty("version", "unknown");
            return v.startsWith("${") ? "unknown" : v;
        } catch (IOException e) {
            return "unknown";
        }
    }
}
