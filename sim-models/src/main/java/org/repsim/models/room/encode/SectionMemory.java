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
        refs[i] = donor.refs[i];
        present[i] = donor.present[i];
        json[i] = donor.json[i];
        jsonBytes[i] = donor.jsonBytes[i];
    }

    private void copyAll(SectionMemory other) {
        setTextComplete(other.textComplete);
        System.arraycopy(other.nums, 0, nums, 0, nums.length);
        System.arraycopy(other.refs, 0, refs, 0, refs.length);
        System.arraycopy(other.present, 0, present, 0, present.length);
        System.arraycopy(other.json, 0, json, 0, json.length);
        System.arraycopy(other.jsonBytes, 0, jsonBytes, 0, jsonBytes.length);
    }
}
