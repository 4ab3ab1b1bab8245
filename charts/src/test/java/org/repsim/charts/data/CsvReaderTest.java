package org.repsim.charts.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.repsim.charts.ChartException;

class CsvReaderTest {
    @Test
    void quotedFieldsMayHoldCommasQuotesAndLineBreaks() {
        CsvTable t = CsvReader.parse("x.csv", "a,b,c\n\"p,q\",\"say \"\"hi\"\"\",\"two\nlines\"\nplain,,end\n");
        assertEquals(List.of("a", "b", "c"), t.header());
        assertEquals(List.of("p,q", "say \"hi\"", "two\nlines"), t.rows().get(0));
        assertEquals(List.of("plain", "", "end"), t.rows().get(1));
        assertEquals(List.of(2, 4), t.lines(), "records keep the line they start on");
    }

    @Test
    void crlfLineEndsAndAMissingFinalLineEndAreAccepted() {
        CsvTable t = CsvReader.parse("x.csv", "a,b\r\n1,2\r\n3,\"4\"");
        assertEquals(List.of(List.of("1", "2"), List.of("3", "4")), t.rows());
    }

    @Test
    void aRecordOfTheWrongWidthIsReportedWithFileAndLine() {
        ChartException e = assertThrows(ChartException.class, () -> CsvReader.parse("summary.csv", "a,b\n1,2\n1,2,3\n"));
        assertTrue(e.getMessage().startsWith("summary.csv:3:"), e.getMessage());
    }

    @Test
    void anUnclosedQuoteIsReportedWhereTheRecordStarts() {
        ChartException e = assertThrows(ChartException.class, () -> CsvReader.parse("s.csv", "a\n\"open\nstill\n"));
        assertTrue(e.getMessage().startsWith("s.csv:2:"), e.getMessage());
    }

    @Test
    void textAfterAClosingQuoteIsAnError() {
        assertThrows(ChartException.class, () -> CsvReader.parse("s.csv", "a\n\"x\"y\n"));
    }

    @Test
    void aNonNumberInANumericColumnNamesColumnAndLine() {
        CsvTable t = CsvReader.parse("s.csv", "mean\nabc\n");
        ChartException e = assertThrows(ChartException.class, () -> t.number(0, 0));
        assertTrue(e.getMessage().contains("s.csv:2") && e.getMessage().contains("'mean'"), e.getMessage());
    }
}
