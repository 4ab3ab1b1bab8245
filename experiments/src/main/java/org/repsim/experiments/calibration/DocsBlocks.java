package org.repsim.experiments.calibration;

import java.nio.file.Path;
import java.util.Optional;

/**
 * The generated block of a model's doc ({@code docs/<model>-model.md}): the text between
 * {@code <!-- calibration-report:<model> -->} and the next {@code <!-- /calibration-report -->}.
 * Everything outside the markers is the authors' and is never touched.
 */
public final class DocsBlocks {
    static final String END = "<!-- /calibration-report -->";
    /** How the stamp line of a block starts (the stamp runs to the next backquote). */
    static final String STAMP = "Stamp: `";

    private DocsBlocks() {
    }

    /** The doc of a model under {@code docsDir}. */
    public static Path docOf(Path docsDir, String model) {
        return docsDir.resolve(model + "-model.md");
    }

    static String start(String model) {
        return "<!-- calibration-report:" + model + " -->";
    }

    /** The two marker lines of a model's block, as a message shows them. */
    public static String markers(String model) {
        return start(model) + " and " + END;
    }

    /** Whether {@code doc} has the model's block (start marker followed by an end marker). */
    public static boolean has(String doc, String model) {
        int from = doc.indexOf(start(model));
        return from >= 0 && doc.indexOf(END, from) > 0;
    }

    /** {@code doc} with the model's block holding {@code body}; the doc must have the block ({@link #has}). */
    public static String replace(String doc, String model, String body) {
        int from = doc.indexOf(start(model));
        int to = doc.indexOf(END, from);
        if (from < 0 || to < 0) {
            throw new IllegalArgumentException("no " + start(model) + " ... " + END + " block");
        }
        return doc.substring(0, from) + start(model) + "\n" + body + doc.substring(to);
    }

    /** The stamp written in the model's block, if the block and a stamp line exist. */
    public static Optional<String> stampOf(String doc, String model) {
        if (!has(doc, model)) {
            return Optional.empty();
        }
        int from = doc.indexOf(start(model));
        String block = doc.substring(from, doc.indexOf(END, from));
        int s = block.indexOf(STAMP);
        if (s < 0) {
            return Optional.empty();
        }
        int e = block.indexOf('`', s + STAMP.length());
        return e < 0 ? Optional.empty() : Optional.of(block.substring(s + STAMP.length(), e));
    }
}
