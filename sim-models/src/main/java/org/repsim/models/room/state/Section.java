package org.repsim.models.room.state;

import org.repsim.models.room.game.FieldSpec;
import org.repsim.models.room.game.ValueKind;
import org.repsim.models.room.json.JsonKey;
import org.repsim.models.room.json.JsonWriter;

/**
 * The live values of one JSON object of the room state (the room's top-level fields, one
 * player, the common game screen, one seat's personal screen), stored by field index in
 * primitive arrays: ints and booleans in {@code nums}, strings and (immutable, replaced on
 * change) arrays in {@code refs}. Absent optional keys have {@code present[i] == false}.
 *
 * <p>Every effective change bumps the section's {@link Revision}; writing an equal value does
 * not, so "the state changed" means a client would see a difference.
 *
 * <p>Each field keeps the UTF-8 length of its member's JSON ({@code "key":value}), updated when
 * the value changes, so a writer that only counts gets the same bytes without any text being made.
 */
public final class Section {
    private final FieldSpec[] fields;
    private final JsonKey[] keys;
    private final int[] inputFields;
    private final double[] inputChances;
    private final long[] nums;
    private final Object[] refs;
    private final boolean[] present;
    private final int[] valueBytes;
    private final Revision revision;
    // This section's own change count: its revision is shared by the sections of one part (the
    // six players), this one is not, so an encoder can tell which of them changed.
    private int changes;
    // Counting writers get the present members' total in one step: their byte sum (without the
    // commas between them) and count, remade only after a change (stale when membersValid is false).
    // The values' own byte sum is what an encoder that stringifies every present value counts.
    private boolean membersValid;
    private int membersBytes;
    private int membersCount;
    private int valuesBytes;
    private int arrayValuesBytes;

    /** A section of {@code layout}'s fields (shared with every section of the same list), all absent. */
    Section(SectionLayout layout, Revision revision) {
        this.fields = layout.fields;
        this.keys = layout.keys;
        this.inputFields = layout.inputFields;
        this.inputChances = layout.inputChances;
        this.nums = new long[fields.length];
        this.refs = new Object[fields.length];
        this.present = new boolean[fields.length];
        this.valueBytes = new int[fields.length];
        this.revision = revision;
    }

    public int size() {
        return fields.length;
    }

    public FieldSpec field(int i) {
        return fields[i];
    }

    /** Field {@code i}'s member name, measured once ({@link JsonWriter#key(JsonKey)}). */
    public JsonKey key(int i) {
        return keys[i];
    }

    /** Number of fields a game input may change. */
    public int inputFieldCount() {
        return inputFields.length;
    }

    /** Index of the {@code k}-th field a game input may change, in ascending field order. */
    public int inputField(int k) {
        return inputFields[k];
    }

    /** Probability that one game input changes the {@code k}-th such field. */
    public double inputChance(int k) {
        return inputChances[k];
    }

    public Revision revision() {
        return revision;
    }

    /** How many effective changes this section has had (its {@link #revision} counts its part's). */
    public int changes() {
        return changes;
    }

    private void changed() {
        membersValid = false;
        changes++;
        revision.bump();
    }

    public boolean present(int i) {
        return present[i];
    }

    public long num(int i) {
        return nums[i];
    }

    public Object ref(int i) {
        return refs[i];
    }

    /** Sets an int or bool field ({@code 0}/{@code 1} for bool); true if the value changed. */
    public boolean setNum(int i, long v) {
        if (present[i] && nums[i] == v) {
            return false;
        }
        nums[i] = v;
        present[i] = true;
        valueBytes[i] = fields[i].kind() == ValueKind.BOOL ? JsonWriter.lengthOf(v != 0) : JsonWriter.lengthOf(v);
        changed();
        return true;
    }

    /** Sets a string or list field; the array must not be mutated afterwards. True if changed. */
    public boolean setRef(int i, Object v) {
        if (present[i] && sameValue(fields[i].kind(), refs[i], v)) {
            return false;
        }
        refs[i] = v;
        present[i] = true;
        valueBytes[i] = switch (fields[i].kind()) {
            case STRING -> JsonWriter.lengthOf((String) v);
            case INT_LIST -> JsonWriter.lengthOf((int[]) v);
            case STRING_LIST -> JsonWriter.lengthOf((String[]) v);
            default -> throw new IllegalStateException("not a reference kind: " + fields[i].kind());
        };
        changed();
        return true;
    }

    /**
     * Sets element {@code k} of the present int-list field {@code i} to {@code value}; true if it
     * changed. The list is replaced by a copy, as {@link #setRef} would be given, but only the one
     * element is compared and measured: the list's JSON length is the brackets, the commas and the
     * elements' lengths, so it moves by the element's length difference.
     */
    public boolean setListElement(int i, int k, int value) {
        int[] old = (int[]) refs[i];
        if (old[k] == value) {
            return false;
        }
        int[] next = old.clone();
        next[k] = value;
        return replaceElement(i, next, JsonWriter.lengthOf(value) - JsonWriter.lengthOf(old[k]));
    }

    /** {@link #setListElement} of a present string-list field. */
    public boolean setListElement(int i, int k, String value) {
        String[] old = (String[]) refs[i];
        if (old[k].equals(value)) {
            return false;
        }
        String[] next = old.clone();
        next[k] = value;
        return replaceElement(i, next, JsonWriter.lengthOf(value) - JsonWriter.lengthOf(old[k]));
    }

    private boolean replaceElement(int i, Object next, int lengthChange) {
        refs[i] = next;
        valueBytes[i] += lengthChange;
        changed();
        return true;
    }

    /** Removes an optional key; true if it was present. */
    public boolean remove(int i) {
        if (!present[i]) {
            return false;
        }
        present[i] = false;
        refs[i] = null;
        changed();
        return true;
    }

    /** Writes field {@code i}'s value (it must be present). */
    public void writeValue(int i, JsonWriter out) {
        if (out.keepsText()) {
            writeValue(fields[i].kind(), nums[i], refs[i], out);
        } else {
            out.raw(null, valueBytes[i]);
        }
    }

    /** Number of present fields. */
    public int presentCount() {
        countMembers();
        return membersCount;
    }

    /** UTF-8 bytes of the present fields' values (without keys), as {@link #writeValue} counts them one by one. */
    public int presentValueBytes() {
        countMembers();
        return valuesBytes;
    }

    /** UTF-8 bytes of the present array fields' values: what an encoder that stringifies only arrays counts. */
    public int presentArrayValueBytes() {
        countMembers();
        return arrayValuesBytes;
    }

    private void countMembers() {
        if (membersValid) {
            return;
        }
        int values = 0;
        int arrays = 0;
        int names = 0;
        int count = 0;
        for (int i = 0; i < fields.length; i++) {
            if (present[i]) {
                values += valueBytes[i];
                arrays += fields[i].kind().primitive() ? 0 : valueBytes[i];
                names += keys[i].quotedBytes() + 1; // "key":
                count++;
            }
        }
        valuesBytes = values;
        arrayValuesBytes = arrays;
        membersBytes = names + values;
        membersCount = count;
        membersValid = true;
    }

    /** Writes the present fields as members of the object the caller has opened. */
    void writeMembers(JsonWriter out) {
        if (!out.keepsText()) {
            countMembers();
            out.rawElements(membersCount, membersBytes);
            return;
        }
        for (int i = 0; i < fields.length; i++) {
            if (present[i]) {
                out.key(keys[i]);
                writeValue(i, out);
            }
        }
    }

    /** Writes a value of {@code kind} held as (num, ref), the layout of a section and of an encoder memory. */
    public static void writeValue(ValueKind kind, long num, Object ref, JsonWriter out) {
        switch (kind) {
            case INT -> out.value(num);
            case BOOL -> out.value(num != 0);
            case STRING -> out.value((String) ref);
            case INT_LIST -> out.value((int[]) ref);
            case STRING_LIST -> out.value((String[]) ref);
            default -> throw new IllegalStateException("unhandled kind " + kind);
        }
    }

    /**
     * Whether two values of {@code kind} held as (num, ref) are equal; equal values are exactly
     * those with equal JSON text (the writer's output is a one-to-one function of the value).
     */
    public static boolean sameValue(ValueKind kind, long numA, Object refA, long numB, Object refB) {
        return switch (kind) {
            case INT, BOOL -> numA == numB;
            case STRING -> java.util.Objects.equals(refA, refB);
            default -> sameValue(kind, refA, refB);
        };
    }

    static boolean sameValue(ValueKind kind, Object a, Object b) {
        return switch (kind) {
            case INT_LIST -> java.util.Arrays.equals((int[]) a, (int[]) b);
            case STRING_LIST -> java.util.Arrays.equals((String[]) a, (String[]) b);
            default -> a.equals(b);
        };
    }
}
