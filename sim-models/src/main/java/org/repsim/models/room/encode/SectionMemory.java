package org.repsim.models.room.encode;

import org.repsim.models.room.state.Section;

/**
 * An encoder's memory of one section as last sent to a seat: the values, and for fields the
 * encoder compares as text, the UTF-8 length of the value's JSON and (when the encoder keeps
 * text) the JSON itself; length 0 until first needed: a full state does not stringify fields one
 * by one.
 *
 * <p>Seats whose memory of a shared part is the same share one object ({@link MemoryPool}):
 * {@link #holders} counts the seat memories that refer to it, and an encoder changes an object
 * only when it is the one holder (else it changes a private copy).
 */
final class SectionMemory {
    // Three arrays rather than one per item, so a field's memory touches three cache lines, not
    // five: the value's number; its reference and JSON text side by side (refsAndJson[2i],
    // [2i + 1]); and the text's UTF-8 length with the presence in the low bit (lengthAndPresent[i]).
    final long[] nums;
    private final Object[] refsAndJson;
    private final int[] lengthAndPresent;
    // Every present array field's text is held (set by a compare, cleared by a capture): two
    // complete memories of the same section revision are equal in every array, text included.
    boolean textComplete;
    // The section this memory's values were last made equal to, and that section's change count
    // then: while the count is the same, the values still are (null: not known to equal any).
    private Section source;
    private int sourceChanges;
    // Seat memories referring to this object (MemoryPool keeps the count).
    int holders = 1;
    // The next free memory of the same size while this one is in the pool.
    SectionMemory nextFree;

    SectionMemory(int fields) {
        nums = new long[fields];
        refsAndJson = new Object[2 * fields];
        lengthAndPresent = new int[fields];
    }

    boolean present(int i) {
        return (lengthAndPresent[i] & 1) != 0;
    }

    Object ref(int i) {
        return refsAndJson[2 * i];
    }

    /** The value's JSON text (null when counting or not yet made). */
    String json(int i) {
        return (String) refsAndJson[2 * i + 1];
    }

    /** The UTF-8 length of the value's JSON; 0 until it is made. */
    int jsonBytes(int i) {
        return lengthAndPresent[i] >>> 1;
    }

    /** Remembers a present value (its text is kept). */
    void setValue(int i, long num, Object ref) {
        nums[i] = num;
        refsAndJson[2 * i] = ref;
        lengthAndPresent[i] |= 1;
    }

    /** Remembers the value's JSON text and its UTF-8 length (presence is kept). */
    void setJson(int i, String text, int bytes) {
        refsAndJson[2 * i + 1] = text;
        lengthAndPresent[i] = bytes << 1 | (lengthAndPresent[i] & 1);
    }

    /** Forgets the field: absent, no value, no text. */
    void setAbsent(int i) {
        refsAndJson[2 * i] = null;
        refsAndJson[2 * i + 1] = null;
        lengthAndPresent[i] = 0;
    }

    /** True if the values are known to equal {@code s}'s current ones (the texts then are the values' texts). */
    boolean equalTo(Section s) {
        return source == s && sourceChanges == s.changes();
    }

    /**
     * Records that the values now equal {@code s}'s. A fact about the values, so it may be
     * recorded in a memory other seats share too.
     */
    void madeEqualTo(Section s) {
        source = s;
        sourceChanges = s.changes();
    }

    int size() {
        return nums.length;
    }

    /** Remembers the section's current values (list values are immutable, so references suffice). */
    void capture(Section s) {
        for (int i = 0; i < nums.length; i++) {
            nums[i] = s.num(i);
            refsAndJson[2 * i] = s.ref(i);
            refsAndJson[2 * i + 1] = null;
            lengthAndPresent[i] = s.present(i) ? 1 : 0;
        }
        textComplete = false;
        madeEqualTo(s);
    }

    /** Becomes a copy of {@code other} (a memory of the same section). */
    void copyAll(SectionMemory other) {
        textComplete = other.textComplete;
        source = other.source;
        sourceChanges = other.sourceChanges;
        System.arraycopy(other.nums, 0, nums, 0, nums.length);
        System.arraycopy(other.refsAndJson, 0, refsAndJson, 0, refsAndJson.length);
        System.arraycopy(other.lengthAndPresent, 0, lengthAndPresent, 0, lengthAndPresent.length);
    }
}
