package org.repsim.results;

import java.util.List;

/** The fields of one CSV record, parsed with messages naming file, line and column. */
record CsvFields(String file, long line, List<String> names, List<String> values) {
    String text(int i) {
        return values.get(i);
    }

    String unit(int i) throws ResultFileException {
        if (values.get(i).isEmpty()) {
            throw error(i, "is empty (every metric has a declared unit)");
        }
        return values.get(i);
    }

    double number(int i) throws ResultFileException {
        try {
            return Double.parseDouble(values.get(i));
        } catch (NumberFormatException e) {
            throw error(i, "is not a number: '" + values.get(i) + "'");
        }
    }

    double optionalNumber(int i) throws ResultFileException {
        return values.get(i).isEmpty() ? Double.NaN : number(i);
    }

    int integer(int i) throws ResultFileException {
        try {
            return Integer.parseInt(values.get(i));
        } catch (NumberFormatException e) {
            throw error(i, "is not an integer: '" + values.get(i) + "'");
        }
    }

    long longValue(int i) throws ResultFileException {
        try {
            return Long.parseLong(values.get(i));
        } catch (NumberFormatException e) {
            throw error(i, "is not an integer: '" + values.get(i) + "'");
        }
    }

    private ResultFileException error(int i, String problem) {
        return new ResultFileException(file + ":" + line + ": column '" + names.get(i) + "' " + problem);
    }
}
