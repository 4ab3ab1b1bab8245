package org.repsim.experiments.input;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.stream.Collectors;
import org.repsim.experiments.schema.file.UserFile;
import org.repsim.experiments.schema.problem.InvalidInputException;
import org.repsim.experiments.schema.problem.Mark;
import org.repsim.experiments.schema.problem.Problem;
import org.repsim.experiments.schema.yaml.YMap;
import org.repsim.experiments.schema.yaml.YNode;
import org.repsim.experiments.schema.yaml.YScalar;
import org.repsim.experiments.schema.yaml.YamlReader;

/**
 * Reads an experiment file and the chain of files it {@code extends}, merging them: mappings
 * merge key by key (the extending file wins), any other value is replaced whole. Cycles are
 * refused. Every node keeps the mark of the file it came from. The SHA-256 of the chain's bytes
 * (extending file first) is the experiment's input hash.
 */
public final class ExtendsResolver {
    /** The merged document and the hash of every file read. */
    public record Resolved(YMap document, String inputHash) {
    }

    private static final int MAX_CHAIN = 16;

    private ExtendsResolver() {
    }

    public static Resolved resolve(Path file, String display) {
        MessageDigest digest = Hashing.sha256();
        YMap merged = load(file, display, new ArrayDeque<>(), digest, null);
        return new Resolved(merged, Hashing.hex(digest.digest()));
    }

    private static YMap load(Path file, String display, Deque<Path> chain, MessageDigest digest, Mark from) {
        // Read once: the bytes hashed are the bytes parsed.
        byte[] bytes = UserFile.bytes(file, display, "", YamlReader.MAX_BYTES);
        YNode node = YamlReader.readString(UserFile.utf8(bytes, display, ""), display);
        if (!(node instanceof YMap map)) {
            throw single(node.mark(), "", "an experiment file must be a mapping of keys, not a " + node.shape());
        }
        digest.update(bytes);
        Path canonical = canonical(file);
        chain.push(canonical);
        try {
            YMap.Entry ext = map.entry("extends").orElse(null);
            if (ext == null) {
                return map;
            }
            if (!(ext.value() instanceof YScalar s) || s.isNull() || s.text().isBlank()) {
                throw single(ext.value().mark(), "extends", "expected a file path (relative to this file)");
            }
            Path dir = file.toAbsolutePath().getParent();
            Path target = dir.resolve(s.text()).normalize();
            String targetDisplay = displayOf(display, s.text());
            if (!Files.exists(target)) {
                throw single(s.mark(), "extends", "file not found: " + targetDisplay);
            }
            List<Path> path = new ArrayList<>(chain);
            java.util.Collections.reverse(path);
            path.add(canonical(target));
            String names = path.stream().map(p -> p.getFileName().toString()).collect(Collectors.joining(" -> "));
            if (chain.contains(canonical(target))) {
                throw single(s.mark(), "extends", "extends cycle: " + names);
            }
            if (chain.size() >= MAX_CHAIN) {
                // Not a cycle: a chain this long is refused on its own terms (each link is a file read).
                throw single(s.mark(), "extends", "extends chain longer than " + MAX_CHAIN + " files: " + names);
            }
            YMap base;
            try {
                base = load(target, targetDisplay, chain, digest, s.mark());
            } catch (InvalidInputException e) {
                throw fromExtending(e, s.mark(), s.text());
            }
            // The name is the extending file's own (default: its file stem), never the base's:
            // two experiments extending one base must not collide in the output folder.
            return merge(base.without("extends").without("name"), map.without("extends"));
        } finally {
            chain.pop();
        }
    }

    /** {@code over} merged onto {@code base}: mappings recursively, everything else replaced. */
    public static YMap merge(YMap base, YMap over) {
        YMap out = base;
        for (YMap.Entry e : over.entries()) {
            YNode existing = out.get(e.key()).orElse(null);
            if (existing instanceof YMap b && e.value() instanceof YMap o) {
                out = out.with(e.key(), e.keyMark(), merge(b, o));
            } else {
                out = out.with(e.key(), e.keyMark(), e.value());
            }
        }
        return new YMap(out.entries(), over.mark());
    }

    /**
     * A problem of the extended file as a whole (not YAML, not a mapping, too large: keyPath "")
     * is reported at the {@code extends} key that named it, so the message names the extending file
     * too; problems at keys inside the extended file stay located there.
     */
    private static InvalidInputException fromExtending(InvalidInputException e, Mark at, String target) {
        List<Problem> out = new ArrayList<>();
        for (Problem p : e.problems()) {
            out.add(p.keyPath().isEmpty() ? new Problem(at, "extends", "cannot extend " + target + ": "
                    + p.message() + " (at " + p.mark() + ")") : p);
        }
        return new InvalidInputException(out);
    }

    private static String displayOf(String display, String relative) {
        Path parent = Path.of(display).getParent();
        return (parent == null ? Path.of(relative) : parent.resolve(relative)).normalize().toString();
    }

    private static Path canonical(Path p) {
        try {
            return p.toRealPath();
        } catch (IOException e) {
            return p.toAbsolutePath().normalize();
        }
    }

    private static InvalidInputException single(Mark mark, String path, String message) {
        return new InvalidInputException(List.of(new Problem(mark, path, message)));
    }
}
