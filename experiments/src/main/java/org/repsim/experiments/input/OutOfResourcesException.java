package org.repsim.experiments.input;

/**
 * The JVM ran out of memory or stack while doing {@link #activity()} (e.g. "loading a.yaml, cell
 * rate=2"): the {@link VirtualMachineError} turned into an exception that names what was being
 * done, so the command line can print one clear message with a hint instead of a stack trace.
 */
public final class OutOfResourcesException extends RuntimeException {
    private final String activity;

    public OutOfResourcesException(String activity, VirtualMachineError cause) {
        super(activity, cause, false, false);
        this.activity = activity;
    }

    public String activity() {
        return activity;
    }

    @Override
    public synchronized VirtualMachineError getCause() {
        return (VirtualMachineError) super.getCause();
    }
}
