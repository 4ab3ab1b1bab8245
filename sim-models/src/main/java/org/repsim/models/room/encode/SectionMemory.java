package org.repsim.models.room.encode;

import org.repsim.models.room.state.Section;

/**
 * An encoder's memory of one section as last sent to a seat: the values, and for fields the
 * encoder compares as text, the UTF-8 length of the value's JSON and (when the encoder keeps
 * text) the JSON itself; length 0 until first needed: a full state does not stringify fields one
 * by one.
 */
final class SectionMemory {
    // Three arrays rather than one per item, so a field's memory (copied for every seat that
    // takes a donor's outcome over) touches three cache lines, not five: the value's number;
    // its reference and JSON text side by side (refsAndJson[2i], [2i + 1]); and the text's
    // UTF-8 length with the presence in the low bit (lengthAndPresent[i]).
    final long[] nums;
    private final Object[] refsAndJson;
    private final int[] lengthAndPresent;
    // Every present array field's text is held (set by a compare, cleared by a capture): two
    // complete memories of the same section revision are equal in every array, text included.
    // Read directly; written only through setTextComplete, which keeps the owner's copy.
    boolean textComplete;
    // A player memory's seat in its SeatMemory, which keeps every player memory's flag in one int
    // so an empty take-over need not touch the memory; null for the other parts.
    private final SeatMemory owner;
    private final int ownerSeat;

    SectionMemory(int fields) {
        this(fields, null, -1);
    }

    SectionMemory(int fields, SeatMemory owner, int ownerSeat) {
        this.owner = owner;
        this.ownerSeat = ownerSeat;
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
        setTextComplete(false);
    }

    void setTextComplete(boolean complete) {
        textComplete = complete;
        if (owner != null) {
            owner.playerTextComplete(ownerSeat, complete);
        }
    }

    /**
     * Takes over the memory of {@code donor}, which remembered the same revision as this memory
     * until its compare found {@code donorDiff}: when both hold all their array text, only the
     * fields in that diff can differ (the others hold equal values and texts), so only they are
     * copied; an empty diff (the part did not change since the last flush, the most common case)
     * copies nothing.
     */
    void takeOver(SectionMemory donor, FieldDiff donorDiff) {
        if (!textComplete || !donor.textComplete) {
            copyAll(donor);
            return;
        }
        for (int d = 0; d < donorDiff.changedCount(); d++) {
            copyField(donor, donorDiff.changedAt(d));
        }
        for (int d = 0; d < donorDiff.removedCount(); d++) {
            copyField(donor, donorDiff.removedAt(d));
        }
    }

    private void copyField(SectionMemory donor, int i) {
        nums[i] = donor.nums[i];
        refsAndJson[2 * i] = donor.refsAndJson[2 * i];
        refsAndJson[2 * i + 1] = donor.refsAndJson[2 * i + 1];
        lengthAndPresent[i] = donor.lengthAndPresent[i];
    }

    private void copyAll(SectionMemory other) {
        setTextComplete(other.textComplete);
        System.arraycopy(other.nums, 0, nums, 0, nums.length);
        System.arraycopy(other.refsAndJson, 0, refsAndJson, 0, refsAndJson.length);
        System.arraycopy(other.lengthAndPresent, 0, lengthAndPresent, 0, lengthAndPresent.length);
    }
}
