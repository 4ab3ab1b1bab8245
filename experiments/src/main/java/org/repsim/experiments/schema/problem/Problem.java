package org.repsim.experiments.schema.problem;


/**
 * One thing wrong with an input, located: {@code file:line:column: key.path: message}.
 * {@code keyPath} is empty for problems of the whole document (syntax, size).
 */
public record Problem(Mark mark, String keyPath, String message) {
    public String render() {
        return mark + ": " + (keyPath.isEmpty() ? "" : keyPath + ": ") + message;
    }
}
