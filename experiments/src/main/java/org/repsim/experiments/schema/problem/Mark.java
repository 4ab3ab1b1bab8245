package org.repsim.experiments.schema.problem;


/** Where a YAML node starts: file name as given to the reader, 1-based line and column. */
public record Mark(String file, int line, int column) {
    @Override
    public String toString() {
        return file + ":" + line + ":" + column;
    }
}
