package org.repsim.models.room.encode;

import java.util.Arrays;
import org.repsim.models.room.state.Section;

/**
 * An encoder's memory of one section as last sent to a seat: the values, and for fields the
 * encoder compares as text, the UTF-8 length of the value's JSON and (when the encoder keeps
 * text) the JSON itself; length 0 until first needed: a full state does not stringify fields one
 * by one.
 */
final class SectionMemory {
    final long[] nums;
    final Object[] refs;
    final boolean[] present;
    final String[] json;
    final int[] jsonBytes;
    // Every present array field's text is held (set by a compare, cleared by a capture): two
    // complete memories of the same section revision are equal in every array, text included.
    boolean textComplete;

    SectionMemory(int fields) {
        nums = new long[fields];
        refs = new Object[fields];
        present = new boolean[fields];
        json = new String[fields];
        jsonBytes = new int[fields];
    }

    int size() {
        return nums.length;
    }

    /** Remembers the section's current values (list values are immutable, so references suffice). */
    void capture(Section s) {
        for (int i = 0; i < nums.length; i++) {
            present[i] = s.present(i);
            nums[i] = s.num(i);
            refs[i] = s.ref(i);
        }
        Arrays.fill(json, null);
        Arrays.fill(jsonBytes, 0);
        textComplete = false;
    }

    /**
     * Takes over {@code other}'s memory of the section. Nothing is copied when both remember the
     * same revision ({@code sameRevision}) with all their text: the arrays already hold equal
     * values and texts (a revision is bumped on every effective change), so the copy would change
     * nothing, and skipping it is the cheap encoder's most common case (a shared part that did
     * not change since the last flush).
     */
    void copyFrom(SectionMemory other, boolean sameRevision) {
        if (sameRevision && textComplete && other.textComplete) {
            return;
        }
        textComplete = other.textComplete;
        System.arraycopy(other.nums, 0, nums, 0, nums.length);
        System.arraycopy(other.refs, 0, refs, 0, refs.length);
        System.arraycopy(other.present, 0, present, 0, present.length);
        System.arraycopy(other.json, 0, json, 0, json.length);
        System.arraycopy(other.jsonBytes, 0, jsonBytes, 0, jsonBytes.length);
    }
}
