package org.repsim.engine.fingerprint;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * SHA-256 of content (profile files, configurations, data files) for identities that decide
 * whether stored results may be reused. Unlike {@link Fingerprint} (a fast running hash of what
 * a run did), a content digest must make collisions practically impossible.
 */
public final class ContentDigest {
    private ContentDigest() {
    }

    /** A fresh SHA-256 digest. */
    public static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required by every Java platform", e);
        }
    }

    /** SHA-256 of the text's UTF-8 bytes, in lower-case hex. */
    public static String sha256Hex(String text) {
        return hex(sha256().digest(text.getBytes(StandardCharsets.UTF_8)));
    }

    /** Lower-case hex of bytes. */
    public static String hex(byte[] bytes) {
        return HexFormat.of().formatHex(bytes);
    }
}
