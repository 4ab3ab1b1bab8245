package org.repsim.engine.cost;

/**
 * One cost key priced into one scope of a {@link CostLedger}: the key's unit cost in nanoseconds
 * and the scope's operation counter for that key ({@link CostLedger#price}).
 *
 * <p>A model charges a scope the sum of its prices' {@link #of}: each term counts its operations
 * as it prices them, so what a scope's time is made of (the operation counts calibration reads)
 * cannot drift from what was charged. {@code of(count)} is {@code count × unit}, the same
 * floating-point product a model would form itself.
 */
public final class Price {
    private final CostLedger ledger;
    private final int operation;
    private final double nanos;

    Price(CostLedger ledger, int operation, double nanos) {
        this.ledger = ledger;
        this.operation = operation;
        this.nanos = nanos;
    }

    /** Counts {@code count} operations of this key in its scope; returns their time in nanoseconds. */
    public double of(double count) {
        ledger.countOperations(operation, count);
        return count * nanos;
    }
}
