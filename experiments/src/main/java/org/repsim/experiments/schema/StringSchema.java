package org.repsim.experiments.schema;

import java.util.regex.Pattern;
import org.repsim.experiments.schema.problem.Problems;
import org.repsim.experiments.schema.yaml.YNode;
import org.repsim.experiments.schema.yaml.YScalar;

/** Any scalar read as text, optionally restricted to a pattern (e.g. names used as file names). */
public record StringSchema(Pattern pattern, String patternDoc) implements Schema {
    public static StringSchema any() {
        return new StringSchema(null, "");
    }

    public static StringSchema matching(String regex, String doc) {
        return new StringSchema(Pattern.compile(regex), doc);
    }

    @Override
    public String typeName() {
        return pattern == null ? "string" : "string (" + patternDoc + ")";
    }

    @Override
    public Object check(YNode node, String path, Problems problems) {
        YScalar s = Scalars.scalar(node, path, "a string", problems);
        if (s == null) {
            return null;
        }
        if (pattern != null && !pattern.matcher(s.text()).matches()) {
            problems.add(s.mark(), path, "'" + s.text() + "' is not valid here (" + patternDoc + ")");
            return null;
        }
        return s.text();
    }
}
