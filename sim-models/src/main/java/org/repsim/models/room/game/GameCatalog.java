package org.repsim.models.room.game;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;

/**
 * The room state shape and content, read from YAML ({@code games.yaml} beside this package's
 * resources is the shipped one: 24 mini-games). Every problem is reported with file, line and
 * key ({@link GameCatalogException}).
 */
public record GameCatalog(StateShape shape, RoomContent content) {
    public static final String SHIPPED = "/org/repsim/models/room/games.yaml";

    /**
     * The shipped catalog. Parsed once per JVM and shared (the catalog is immutable): every room
     * cell of a batch asks for it, and parsing it per cell made the YAML scanner hot enough for the
     * JIT's optimising compiler in every catalog run.
     */
    public static synchronized GameCatalog shipped() {
        if (shipped == null) {
            shipped = readShipped();
        }
        return shipped;
    }

    // Read when first asked for (a failure then surfaces as the reader's own exception, to every caller).
    private static GameCatalog shipped;

    private static GameCatalog readShipped() {
        InputStream in = GameCatalog.class.getResourceAsStream(SHIPPED);
        if (in == null) {
            throw new IllegalStateException("missing resource " + SHIPPED);
        }
        try (Reader r = new InputStreamReader(in, StandardCharsets.UTF_8)) {
            return read(SHIPPED, r);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read resource " + SHIPPED, e);
        }
    }

    /** A catalog from a researcher's file; {@code file} names it in error messages. */
    public static GameCatalog read(String file, Reader reader) {
        return CatalogReader.read(file, reader);
    }

    /**
     * A catalog from the composed node tree of a file (null: an empty document): the experiment
     * layer reads and composes a user's file with the limits it applies to every YAML file.
     */
    public static GameCatalog read(String file, org.yaml.snakeyaml.nodes.Node root) {
        return CatalogReader.read(file, root);
    }
}
