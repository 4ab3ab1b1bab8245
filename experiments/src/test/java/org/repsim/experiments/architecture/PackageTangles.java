package org.repsim.experiments.architecture;

import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.lang.AbstractClassesTransformer;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The package graph under a root, cut into its strongly connected components: packages (at one
 * grouping level) that all reach each other through class dependencies. A component of more
 * than one package is a tangle, i.e. there is a package cycle.
 *
 * <p>Used instead of ArchUnit's {@code slices().should().beFreeOfCycles()}, which in 1.5.1
 * under-reports: its Johnson search restarts after the lowest strongly connected component found
 * from the first DFS root rather than the lowest one overall, so it can skip whole tangles (on
 * the pre-merge tree, all modules imported, it reported the charts and models.unreal cycles and
 * none of models.room or experiments; which ones it names depends on the slices' hash order).
 * It still fails whenever a cycle exists, but a fix-and-rerun loop would then be long.
 * Components are exact and one per tangle, so this report is complete and short; everything
 * is sorted, so it never depends on hash order.
 */
final class PackageTangles extends AbstractClassesTransformer<PackageTangles.Component> {
    /** Level meaning "every level, from the modules down to every package on its own". */
    static final int EVERY_LEVEL = 0;

    private final String root;
    private final int level;

    /**
     * @param level packages are grouped by their first {@code level} segments below the root (a
     *              shallower package is its own group); {@link #EVERY_LEVEL} for each level
     *              from 1 to the deepest package's, where a tangle that is only a deeper
     *              tangle seen with coarser groups is not reported again
     */
    PackageTangles(String root, int level) {
        super(level == EVERY_LEVEL ? "package groups under " + root + " at every level"
                : "package groups " + root + ".*".repeat(level) + "..");
        this.root = root;
        this.level = level;
    }

    /** One strongly connected component: its groups and the class dependencies among them. */
    record Component(int level, List<String> groups, List<String> dependencies) {
        boolean isTangle() {
            return groups.size() > 1;
        }

        @Override
        public String toString() {
            return "depth " + level + ": " + String.join(", ", groups);
        }
    }

    /** Segments of a package below the root, or null outside the root. */
    private String[] below(JavaClass c) {
        String p = c.getPackageName();
        if (p.equals(root)) {
            return new String[0];
        }
        return p.startsWith(root + ".") ? p.substring(root.length() + 1).split("\\.") : null;
    }

    private String groupOf(JavaClass c, int depth) {
        String[] segments = below(c);
        if (segments == null) {
            return null;
        }
        return segments.length == 0 ? "(root)"
                : String.join(".", List.of(segments).subList(0, Math.min(depth, segments.length)));
    }

    @Override
    public Iterable<Component> doTransform(JavaClasses classes) {
        if (level != EVERY_LEVEL) {
            return components(classes, level);
        }
        int deepest = 1;
        for (JavaClass c : classes) {
            String[] segments = below(c);
            if (segments != null) {
                deepest = Math.max(deepest, segments.length);
            }
        }
        List<Component> result = new ArrayList<>();
        List<Component> deeper = components(classes, deepest);
        result.addAll(deeper);
        for (int depth = deepest - 1; depth >= 1; depth--) {
            List<Component> here = components(classes, depth);
            int d = depth;
            for (Component c : here) {
                // A tangle that is a deeper one seen coarser says nothing new: skip it.
                if (c.isTangle() && deeper.stream().noneMatch(t -> projected(t.groups(), d).equals(c.groups()))) {
                    result.add(c);
                }
            }
            deeper = here;
        }
        return result;
    }

    /** The groups cut to their first {@code depth} segments, sorted and distinct. */
    private static List<String> projected(List<String> groups, int depth) {
        TreeSet<String> cut = new TreeSet<>();
        for (String g : groups) {
            String[] segments = g.split("\\.");
            cut.add(String.join(".", List.of(segments).subList(0, Math.min(depth, segments.length))));
        }
        return List.copyOf(cut);
    }

    private List<Component> components(JavaClasses classes, int depth) {
        // group -> group -> the class dependencies behind that edge (sorted)
        TreeMap<String, TreeMap<String, TreeSet<String>>> edges = new TreeMap<>();
        for (JavaClass c : classes) {
            String from = groupOf(c, depth);
            if (from == null) {
                continue;
            }
            edges.computeIfAbsent(from, k -> new TreeMap<>());
            for (Dependency d : c.getDirectDependenciesFromSelf()) {
                String to = groupOf(d.getTargetClass(), depth);
                if (to != null && !to.equals(from)) {
                    edges.get(from).computeIfAbsent(to, k -> new TreeSet<>())
                            .add(d.getOriginClass().getName() + " -> " + d.getTargetClass().getName());
                    edges.computeIfAbsent(to, k -> new TreeMap<>());
                }
            }
        }
        List<Component> result = new ArrayList<>();
        for (List<String> scc : new Tarjan(edges).components()) {
            List<String> deps = new ArrayList<>();
            for (String a : scc) {
                for (Map.Entry<String, TreeSet<String>> e : edges.get(a).entrySet()) {
                    if (scc.contains(e.getKey())) {
                        TreeSet<String> examples = e.getValue();
                        deps.add(a + " -> " + e.getKey() + ": " + examples.first()
                                + (examples.size() > 1 ? " (and " + (examples.size() - 1) + " more)" : ""));
                    }
                }
            }
            result.add(new Component(depth, scc, deps));
        }
        return result;
    }

    /** Tarjan's strongly connected components over sorted adjacency; components sorted by first member. */
    private static final class Tarjan {
        private final TreeMap<String, TreeMap<String, TreeSet<String>>> edges;
        private final Map<String, Integer> index = new TreeMap<>();
        private final Map<String, Integer> low = new TreeMap<>();
        private final Deque<String> stack = new ArrayDeque<>();
        private final TreeSet<String> onStack = new TreeSet<>();
        private final List<List<String>> components = new ArrayList<>();

        Tarjan(TreeMap<String, TreeMap<String, TreeSet<String>>> edges) {
            this.edges = edges;
        }

        List<List<String>> components() {
            for (String v : edges.keySet()) {
                if (!index.containsKey(v)) {
                    visit(v);
                }
            }
            components.sort((a, b) -> a.get(0).compareTo(b.get(0)));
            return components;
        }

        private void visit(String v) {
            index.put(v, index.size());
            low.put(v, index.get(v));
            stack.push(v);
            onStack.add(v);
            for (String w : edges.get(v).keySet()) {
                if (!index.containsKey(w)) {
                    visit(w);
                    low.put(v, Math.min(low.get(v), low.get(w)));
                } else if (onStack.contains(w)) {
                    low.put(v, Math.min(low.get(v), index.get(w)));
                }
            }
            if (low.get(v).equals(index.get(v))) {
                TreeSet<String> members = new TreeSet<>();
                String w;
                do {
                    w = stack.pop();
                    onStack.remove(w);
                    members.add(w);
                } while (!w.equals(v));
                components.add(List.copyOf(members));
            }
        }
    }
}
