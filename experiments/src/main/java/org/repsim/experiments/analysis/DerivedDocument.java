package org.repsim.experiments.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.repsim.experiments.schema.problem.Mark;
import org.repsim.experiments.schema.yaml.YList;
import org.repsim.experiments.schema.yaml.YMap;
import org.repsim.experiments.schema.yaml.YNode;
import org.repsim.experiments.schema.yaml.YScalar;

/**
 * The experiment document of an analysis's evaluations: the experiment as resolved, without its
 * analysis, charts and figures, with the matrix narrowed to the analysed conditions (an
 * {@code only} rule each) and one axis added whose values are the evaluations (a perturbation of a
 * unit cost, a value of the crossover's parameter). Every cell runs with the same random numbers
 * ({@code common_random_numbers}), so the analysis compares the model's responses, not noise. It is
 * an ordinary experiment: the loader checks every evaluation as it checks any cell, and the batch
 * runner, its engines and {@code --resume} run it unchanged.
 */
final class DerivedDocument {
    private DerivedDocument() {
    }

    /**
     * @param kept       the matrix axes the conditions are named on (others are left out)
     * @param conditions the analysed conditions, labels on the kept axes
     * @param axis       the added axis: name, optional path, values
     * @param mark       where the added nodes are located in messages (the analysis section)
     */
    static YMap of(YMap resolved, List<String> kept, List<Map<String, String>> conditions, YMap axis, Mark mark) {
        YMap doc = resolved.without("analysis").without("charts").without("reference").without("matrix")
                .with("common_random_numbers", mark, new YScalar("true", true, mark));
        List<YNode> axes = new ArrayList<>();
        YNode matrix = resolved.get("matrix").orElse(null);
        if (matrix instanceof YMap m && m.get("axes").orElse(null) instanceof YList original) {
            for (YNode a : original.items()) {
                if (a instanceof YMap am && am.get("name").orElse(null) instanceof YScalar name
                        && kept.contains(name.text())) {
                    axes.add(a);
                }
            }
        }
        axes.add(axis);
        List<YMap.Entry> matrixEntries = new ArrayList<>();
        matrixEntries.add(new YMap.Entry("axes", mark, new YList(axes, mark)));
        if (!kept.isEmpty()) {
            List<YNode> rules = new ArrayList<>();
            for (Map<String, String> c : conditions) {
                List<YMap.Entry> labels = new ArrayList<>();
                c.forEach((name, label) -> labels.add(new YMap.Entry(name, mark, new YScalar(label, false, mark))));
                rules.add(new YMap(labels, mark));
            }
            matrixEntries.add(new YMap.Entry("only", mark, new YList(rules, mark)));
        }
        return doc.with("matrix", mark, new YMap(matrixEntries, mark));
    }

    /** An added axis: {@code path} null for values that are {@code {label, set}} mappings. */
    static YMap axis(String name, String path, List<YNode> values, Mark mark) {
        List<YMap.Entry> entries = new ArrayList<>();
        entries.add(new YMap.Entry("name", mark, new YScalar(name, false, mark)));
        if (path != null) {
            entries.add(new YMap.Entry("path", mark, new YScalar(path, false, mark)));
        }
        entries.add(new YMap.Entry("values", mark, new YList(values, mark)));
        return new YMap(entries, mark);
    }

    /** The value {@code {label: <label>, set: {<path>: <number>, ...}}} ({@code sets} may be empty). */
    static YMap value(String label, Map<String, String> sets, Mark mark) {
        List<YMap.Entry> set = new ArrayList<>();
        sets.forEach((path, number) -> set.add(new YMap.Entry(path, mark, new YScalar(number, true, mark))));
        return new YMap(List.of(new YMap.Entry("label", mark, new YScalar(label, false, mark)),
                new YMap.Entry("set", mark, new YMap(set, mark))), mark);
    }

    /** The id the matrix gives the cell with {@code labels} on the kept axes and {@code label} on the added axis. */
    static String cellId(Map<String, String> labels, String axis, String label) {
        StringBuilder b = new StringBuilder();
        labels.forEach((a, l) -> b.append(a).append('=').append(l).append(','));
        return b.append(axis).append('=').append(label).toString();
    }
}
