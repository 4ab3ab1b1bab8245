package org.repsim.experiments.cli;

import org.repsim.experiments.input.OutOfResourcesException;

/**
 * The message for a JVM out of memory or stack: what was being done (the file and cell, when
 * known), and what to change: more heap or stack for the JVM through {@code REPSIM_JAVA_OPTS}
 * (read by the {@code repsim} launcher), or a smaller experiment.
 */
final class ResourceExhaustion {
    private ResourceExhaustion() {
    }

    /** The message if {@code ex} is, or was caused by, running out of memory or stack; else null. */
    static String message(Throwable ex) {
        String activity = null;
        for (Throwable t = ex; t != null; t = t.getCause()) {
            if (t instanceof OutOfResourcesException o) {
                activity = o.activity();
            }
            if (t instanceof OutOfMemoryError || t instanceof StackOverflowError) {
                return message(activity, (VirtualMachineError) t);
            }
            if (t.getCause() == t) {
                break;
            }
        }
        return null;
    }

    static String message(String activity, VirtualMachineError e) {
        boolean memory = e instanceof OutOfMemoryError;
        String what = memory ? "out of memory" + (e.getMessage() == null ? "" : " (" + e.getMessage() + ")")
                : "out of stack (StackOverflowError)";
        String jvm = memory ? "-Xmx8g" : "-Xss64m";
        return "repsim: " + what + (activity == null ? "" : " while " + activity) + ". Give the JVM more "
                + (memory ? "memory" : "stack") + ", e.g. REPSIM_JAVA_OPTS=" + jvm + " ./repsim ..., or make the"
                + " experiment smaller (fewer matrix cells: --max-cells, --only; smaller scenario values).";
    }
}
