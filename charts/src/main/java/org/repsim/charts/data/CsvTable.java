package org.repsim.charts.data;

import java.util.List;

import org.repsim.charts.ChartException;

/**
 * A parsed CSV file: header plus records, each record remembering its line for error messages.
 *
 * @param source  the file name used in messages
 * @param header  column names
 * @param rows    records after the header, all of the header's width
 * @param lines   1-based line on which each record starts
 */
public record CsvTable(String source, List<String> header, List<List<String>> rows, List<Integer> lines) {
    public CsvTable {
        header = List.copyOf(header);
        rows = rows.stream().map(List::copyOf).toList();
        lines = List.copyOf(lines);
    }

    /** Index of a column; fails naming the file when the column is missing. */
    public int column(String name) {
        int i = header.indexOf(name);
        if (i < 0) {
            throw new ChartException(source + ":1: missing column '" + name + "'");
        }
        return i;
    }

    /** The field parsed as a double; "NaN" and "Infinity" are accepted as {@link Double#toString} writes them. */
    public double number(int row, int column) {
        String s = rows.get(row).get(column);
        try {
            return Double.parseDouble(s);
        } catch (NumberFormatException e) {
            throw new ChartException(source + ":" + lines.get(row) + ": column '" + header.get(column)
                    + "' is not a number: '" + s + "'");
        }
    }

    /** Like {@link #number} but an empty field means "absent" and gives NaN. */
    public double optionalNumber(int row, int column) {
        return rows.get(row).get(column).isEmpty() ? Double.NaN : number(row, column);
    }

    public String text(int row, int column) {
        return rows.get(row).get(column);
    }
}
