package org.repsim.experiments.analysis;

import java.util.List;
import java.util.Map;
import org.repsim.engine.run.RunOutput;
import org.repsim.experiments.runner.CellResult;
import org.repsim.experiments.schema.yaml.YMap;
import org.repsim.results.AnalysisTables;

/**
 * One kind of analysis as a pure function of the cells evaluated so far: which evaluations it
 * wants next ({@link #axis}, by cell id of the {@link DerivedDocument}) and, once every one it
 * wants is known, its tables. The driver ({@link AnalysisRun}) runs what is wanted until nothing is
 * missing; replaying the same results always wants the same evaluations.
 */
interface Analysis {
    /** The matrix axes the conditions are named on. */
    List<String> kept();

    /** The analysed conditions, labels on {@link #kept}. */
    List<Map<String, String>> conditions();

    /** The added axis with every evaluation wanted given {@code known} (cell id → result). */
    YMap axis(Map<String, CellResult> known) throws AnalysisFailure;

    /** The analysis's tables, from results holding every evaluation {@link #axis} wants. */
    AnalysisTables tables(Map<String, CellResult> known) throws AnalysisFailure;

    /** Each replication's value of {@code metric} in a cell. */
    static double[] values(CellResult cell, String metric) throws AnalysisFailure {
        List<RunOutput> runs = cell.replications();
        double[] out = new double[runs.size()];
        for (int r = 0; r < out.length; r++) {
            Double v = runs.get(r).metrics().get(metric);
            if (v == null || !Double.isFinite(v)) {
                throw new AnalysisFailure("cell " + cell.plan().cell().id() + " replication " + r + " reports "
                        + (v == null ? "no value of " + metric : metric + " = " + v));
            }
            out[r] = v;
        }
        return out;
    }
}
