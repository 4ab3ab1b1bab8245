package org.repsim.models.room.encode;

/**
 * What encoding cost, counted as operations (the cost profile turns them into CPU time):
 * bytes stringified (JSON text produced, including text made only to compare), fields compared,
 * and temporary objects created while comparing (the first delta encoder's maps and per-field
 * strings).
 */
public final class EncodeWork {
    private long bytesStringified;
    private long fieldsCompared;
    private long temporaries;

    public void stringified(long bytes) {
        bytesStringified += bytes;
    }

    public void compared(long fields) {
        fieldsCompared += fields;
    }

    public void temporaries(long objects) {
        temporaries += objects;
    }

    public long bytesStringified() {
        return bytesStringified;
    }

    public long fieldsCompared() {
        return fieldsCompared;
    }

    public long temporaries() {
        return temporaries;
    }

    public void clear() {
        bytesStringified = 0;
        fieldsCompared = 0;
        temporaries = 0;
    }
}
