package org.repsim.experiments.analysis;

/**
 * An analysis whose cells all ran, but whose answer does not exist: no sign change in a
 * crossover's range, a quantity that is zero at the base of a sensitivity. The experiment fails as a
 * failed cell does (exit 1, no files written); its finished cells stay for {@code --resume}.
 */
final class AnalysisFailure extends Exception {
    AnalysisFailure(String message) {
        super(message, null, false, false);
    }
}
