package org.repsim.models.room.server;

import org.repsim.engine.random.RandomStream;
import org.repsim.models.room.game.FieldSpec;
import org.repsim.models.room.state.Section;

/**
 * Random values of the right kind and size for state fields, and the rule for what "an input
 * changes this key" means per kind: a number is redrawn, a boolean flips, a string is redrawn,
 * a list gets one element redrawn (so array deltas carry the whole, mostly unchanged array, as
 * JSON deltas of arrays do; {@link Section#setListElement} compares and measures only that
 * element; a list keeps its field's size, at which it was first drawn). An optional key may
 * instead disappear, with 1 - presence.
 */
final class ValueSource {
    private static final String LETTERS = "abcdefghijklmnopqrstuvwxyz";
    // Some kana so that string sizes in bytes differ from sizes in characters.
    private static final String KANA = "あいうえおかきくけこさしすせそ";
    private static final int LIST_VALUES = 100;
    private static final int LIST_WORD = 4;

    private final RandomStream random;

    ValueSource(RandomStream random) {
        this.random = random;
    }

    /** Gives every key of the section a first value (optional keys present with their presence). */
    void initialise(Section s) {
        for (int i = 0; i < s.size(); i++) {
            FieldSpec f = s.field(i);
            if (f.optional() && !random.nextBoolean(f.presence())) {
                s.remove(i);
            } else {
                assign(s, i, null);
            }
        }
    }

    /** Applies one input's changes to a section; true if any value actually changed. */
    boolean applyInput(Section s) {
        // One draw per field an input may change, in field order (Section.inputField).
        boolean changed = false;
        for (int k = 0; k < s.inputFieldCount(); k++) {
            if (random.nextBoolean(s.inputChance(k))) {
                changed |= change(s, s.inputField(k));
            }
        }
        return changed;
    }

    boolean change(Section s, int i) {
        FieldSpec f = s.field(i);
        if (f.optional() && !random.nextBoolean(f.presence())) {
            return s.remove(i);
        }
        return assign(s, i, s.present(i) ? s.ref(i) : null);
    }

    int pick(int bound) {
        return random.nextInt(bound);
    }

    String word(int length) {
        StringBuilder sb = new StringBuilder(length);
        for (int k = 0; k < length; k++) {
            sb.append(random.nextInt(10) == 0 ? KANA.charAt(random.nextInt(KANA.length()))
                    : LETTERS.charAt(random.nextInt(LETTERS.length())));
        }
        return sb.toString();
    }

    private boolean assign(Section s, int i, Object old) {
        FieldSpec f = s.field(i);
        return switch (f.kind()) {
            case INT -> s.setNum(i, random.nextInt(f.size()));
            case BOOL -> s.setNum(i, s.present(i) ? 1 - s.num(i) : random.nextInt(2));
            case STRING -> s.setRef(i, word(f.size()));
            case INT_LIST -> old == null ? s.setRef(i, freshIntList(f.size()))
                    : s.setListElement(i, random.nextInt(f.size()), random.nextInt(LIST_VALUES));
            case STRING_LIST -> old == null ? s.setRef(i, freshWordList(f.size()))
                    : s.setListElement(i, random.nextInt(f.size()), word(LIST_WORD));
        };
    }

    private int[] freshIntList(int size) {
        int[] fresh = new int[size];
        for (int k = 0; k < size; k++) {
            fresh[k] = random.nextInt(LIST_VALUES);
        }
        return fresh;
    }

    private String[] freshWordList(int size) {
        String[] fresh = new String[size];
        for (int k = 0; k < size; k++) {
            fresh[k] = word(LIST_WORD);
        }
        return fresh;
    }
}
