package org.repsim.results;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class JsonTextTest {
    @Test
    void keysSortedTwoSpaceIndentNumbersAsResultFilesPrintThem() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("z", List.of(1L, 2.50, 0.1 + 0.2, 1e20));
        m.put("a", "tab\there \"q\" back\\slash\nline");
        m.put("m", Map.of());
        m.put("n", Arrays.asList(null, true, Double.NaN));
        m.put("i", 7);
        assertEquals("""
                {
                  "a": "tab\\there \\"q\\" back\\\\slash\\nline",
                  "i": 7,
                  "m": {},
                  "n": [
                    null,
                    true,
                    "NaN"
                  ],
                  "z": [
                    1,
                    2.5,
                    0.3,
                    1.0E20
                  ]
                }
                """, JsonText.write(m));
    }

    @Test
    void aScalarIsOneLine() {
        assertEquals("\"x\"\n", JsonText.write("x"));
        assertEquals("[]\n", JsonText.write(List.of()));
    }
}
