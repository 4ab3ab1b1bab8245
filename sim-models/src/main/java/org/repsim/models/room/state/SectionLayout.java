package org.repsim.models.room.state;

import java.util.List;
import org.repsim.models.room.game.FieldSpec;
import org.repsim.models.room.json.JsonKey;

/**
 * What every section of one field list has in common: the fields, their member names measured
 * once, and the fields a game input may change with their probabilities. Made once per list
 * ({@link StateLayouts}) and shared by every room's sections, so a section holds only its values
 * and a game start makes no per-field objects.
 */
final class SectionLayout {
    final FieldSpec[] fields;
    final JsonKey[] keys;
    // The fields a game input may change (change probability above 0), ascending, with their
    // probabilities: an input draws once per such field, and skipping the others without looking
    // at their specs keeps the per-input loop to the fields that matter.
    final int[] inputFields;
    final double[] inputChances;

    SectionLayout(List<FieldSpec> specs) {
        fields = specs.toArray(new FieldSpec[0]);
        keys = new JsonKey[fields.length];
        int changing = 0;
        for (int i = 0; i < fields.length; i++) {
            keys[i] = JsonKey.of(fields[i].key());
            changing += fields[i].changePerInput() > 0 ? 1 : 0;
        }
        inputFields = new int[changing];
        inputChances = new double[changing];
        for (int i = 0, k = 0; i < fields.length; i++) {
            if (fields[i].changePerInput() > 0) {
                inputFields[k] = i;
                inputChances[k++] = fields[i].changePerInput();
            }
        }
    }
}
