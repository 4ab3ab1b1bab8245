package org.repsim.experiments.bindings;

import java.util.Map;
import org.repsim.experiments.schema.problem.Problems;
import org.repsim.experiments.schema.ObjectSchema;
import org.repsim.experiments.schema.yaml.YamlReader;

/** What a schema's checker yields for a {@code scenario:} written in YAML: defaults filled in, as the loader sees it. */
final class Checked {
    private Checked() {
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> check(ObjectSchema schema, String yaml) {
        Problems problems = new Problems();
        Object v = schema.check(YamlReader.readString(yaml, "test.yaml"), "scenario", problems);
        if (v == null) {
            throw new AssertionError(problems.list().get(0).render());
        }
        return (Map<String, Object>) v;
    }

    static Problems problems(ObjectSchema schema, String yaml) {
        Problems problems = new Problems();
        schema.check(YamlReader.readString(yaml, "test.yaml"), "scenario", problems);
        return problems;
    }
}
