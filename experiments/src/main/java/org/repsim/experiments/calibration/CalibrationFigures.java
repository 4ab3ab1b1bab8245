package org.repsim.experiments.calibration;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.repsim.engine.run.RunOutput;
import org.repsim.engine.stats.ReplicationSummary;
import org.repsim.experiments.input.Reference;
import org.repsim.experiments.output.ResultTables;
import org.repsim.experiments.runner.BatchRunner;
import org.repsim.experiments.runner.CellResult;

/**
 * The simulated side of each published figure of one finished experiment, with its 95% CI.
 *
 * <p>A plain figure is the cell's mean over replications ({@link ResultTables#summarise}, the
 * numbers of summary.csv). A ratio of two metrics of one cell (a share) is taken per replication
 * and then summarised, since both come from the same runs. A ratio between two cells is the ratio
 * of their means; its half-width follows the first-order (delta-method) rule for a quotient of
 * independent means, h(R) = R · √((hA/A)² + (hB/B)²): the cells' replications are independent,
 * each cell having its own seed (matrix.CellSeeds).
 */
final class CalibrationFigures {
    private CalibrationFigures() {
    }

    static List<CalibrationFigure> of(BatchRunner.Outcome outcome) {
        Map<String, CellResult> byId = new HashMap<>();
        outcome.cells().forEach(c -> byId.put(c.plan().cell().id(), c));
        List<CalibrationFigure> out = new ArrayList<>();
        String model = outcome.spec().model().id();
        for (Reference r : outcome.spec().references()) {
            CellResult cell = byId.get(r.cell().id());
            if (cell == null) {
                continue;   // a cell the batch left out (e.g. a subset of the matrix): no figure to show
            }
            double[] value = r.isRatio() ? ratio(r, cell, byId.get(r.relativeTo().cell().id()))
                    : meanAndHalfWidth(cell, r.metric());
            out.add(new CalibrationFigure(model, outcome.spec().name(), r, value[0], value[1]));
        }
        return out;
    }

    private static double[] meanAndHalfWidth(CellResult cell, String metric) {
        ReplicationSummary s = ResultTables.summarise(cell).get(metric);
        return s == null ? new double[] {Double.NaN, Double.NaN} : new double[] {s.mean(), s.halfWidth()};
    }

    private static double[] ratio(Reference r, CellResult cell, CellResult over) {
        if (over == null) {
            return new double[] {Double.NaN, Double.NaN};
        }
        if (over == cell) {
            double[] values = new double[cell.replications().size()];
            for (int i = 0; i < values.length; i++) {
                RunOutput run = cell.replications().get(i);
                values[i] = percent(run.metrics().get(r.metric()), run.metrics().get(r.relativeTo().metric()));
            }
            ReplicationSummary s = ReplicationSummary.of(values);
            return new double[] {s.mean(), s.halfWidth()};
        }
        double[] a = meanAndHalfWidth(cell, r.metric());
        double[] b = meanAndHalfWidth(over, r.relativeTo().metric());
        double ratio = percent(a[0], b[0]);
        double relative = Math.hypot(a[1] / a[0], b[1] / b[0]);
        return new double[] {ratio, Math.abs(ratio) * relative};
    }

    /** 100 × a / b; NaN when either is missing. */
    private static double percent(Double a, Double b) {
        return a == null || b == null ? Double.NaN : 100.0 * a / b;
    }
}
