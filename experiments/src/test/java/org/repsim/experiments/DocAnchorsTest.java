package org.repsim.experiments;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Main code, profiles, the launcher and the docs cite outside facts and measurements as
 * {@code docs/sources.md#anchor} or {@code docs/performance.md#anchor}: every such citation must
 * name an anchor the page has, so a renamed or missing section fails here instead of leaving a
 * dangling reference. Cheap: it reads text files, nothing runs.
 */
class DocAnchorsTest {
    /** The repository root, seen from the experiments module (where surefire runs). */
    private static final Path ROOT = Path.of("..");
    private static final Pattern CITATION = Pattern.compile("(sources|performance)\\.md#([a-z0-9-]+)");
    private static final Pattern ANCHOR = Pattern.compile("<a id=\"([a-z0-9-]+)\"></a>");

    @Test
    void everyCitedAnchorOfSourcesAndPerformanceExists() throws IOException {
        Set<String> sources = anchors(ROOT.resolve("docs/sources.md"));
        Set<String> performance = anchors(ROOT.resolve("docs/performance.md"));
        assertTrue(sources.contains("ue58-main-condition") && performance.contains("quiet-actors"),
                "the anchors are read from the pages");
        List<String> dangling = new ArrayList<>();
        int citations = 0;
        for (Path file : citingFiles()) {
            Matcher m = CITATION.matcher(Files.readString(file, StandardCharsets.UTF_8));
            while (m.find()) {
                citations++;
                Set<String> page = m.group(1).equals("sources") ? sources : performance;
                if (!page.contains(m.group(2))) {
                    dangling.add(ROOT.relativize(file) + ": " + m.group());
                }
            }
        }
        assertTrue(citations > 100, "the citations are found (" + citations + ")");
        assertEquals(List.of(), dangling, "citations of anchors the pages do not have");
    }

    private static Set<String> anchors(Path page) throws IOException {
        Set<String> anchors = new TreeSet<>();
        Matcher m = ANCHOR.matcher(Files.readString(page, StandardCharsets.UTF_8));
        while (m.find()) {
            anchors.add(m.group(1));
        }
        return anchors;
    }

    /** Every source and resource under a module's src/main, the launcher, README.md and docs/*.md. */
    private static List<Path> citingFiles() throws IOException {
        List<Path> files = new ArrayList<>(List.of(ROOT.resolve("repsim"), ROOT.resolve("README.md")));
        try (Stream<Path> modules = Files.list(ROOT); Stream<Path> docs = Files.list(ROOT.resolve("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(files::add);
            for (Path main : modules.map(m -> m.resolve("src/main")).filter(Files::isDirectory).sorted().toList()) {
                try (Stream<Path> walk = Files.walk(main)) {
                    walk.filter(Files::isRegularFile)
                            .filter(p -> p.toString().endsWith(".java") || p.toString().endsWith(".yaml"))
                            .sorted().forEach(files::add);
                }
            }
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        return files;
    }
}
