package org.repsim.models.room;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.repsim.models.room.client.Upstream;
import org.repsim.models.room.json.JsonKey;
import org.repsim.models.room.json.JsonReader;
import org.repsim.models.room.json.JsonWriter;
import org.repsim.models.room.json.Utf8;

/** The JSON writer writes what JSON.stringify would, and byte counts are UTF-8 lengths. */
class RoomJsonTest {
    @Test
    void stringsAreEscapedAsJsonStringifyDoes() {
        String tricky = "Sam \"milk\" \\o/ \n\t\r\b\f \u0001 \u001f ミルク 🥛 </script>";
        String json = new JsonWriter().beginObject().key("name").value(tricky).endObject().toString();
        assertEquals("{\"name\":\"Sam \\\"milk\\\" \\\\o/ \\n\\t\\r\\b\\f \\u0001 \\u001f ミルク 🥛 </script>\"}", json);
        assertEquals(Map.of("name", tricky), JsonReader.parse(json));
    }

    @Test
    void clientMessageSizesAreTheUtf8LengthsOfTheirText() {
        Upstream up = new Upstream();
        assertEquals(utf8("{\"t\":\"input\",\"k\":3,\"v\":456}"), up.input(3, 456));
        assertEquals(utf8("{\"t\":\"react\",\"emoji\":\"🥛\"}"), up.react("🥛"));
        assertEquals(utf8("{\"t\":\"chat\",\"text\":\"say \\\"hi\\\"\"}"), up.chat("say \"hi\""));
        assertEquals(utf8("{\"t\":\"ping\",\"id\":12,\"ts\":-5}"), up.ping(12, -5));
    }

    private static int utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8).length;
    }

    @Test
    void commasAndNestingFollowTheStructure() {
        JsonWriter w = new JsonWriter();
        w.beginArray().raw("{\"t\":\"chat\"}").beginObject().key("a").value(new int[] {1, 2}).key("b")
                .value(new String[] {"x"}).key("c").value(true).key("d").value((String) null).key("e").beginObject()
                .endObject().endObject().value(-7).endArray();
        assertEquals("[{\"t\":\"chat\"},{\"a\":[1,2],\"b\":[\"x\"],\"c\":true,\"d\":null,\"e\":{}},-7]", w.toString());
        assertEquals(List.of(Map.of("t", "chat"), JsonReader.parse("{\"a\":[1,2],\"b\":[\"x\"],\"c\":true,\"d\":null,\"e\":{}}"), -7L),
                JsonReader.parse(w.toString()));
    }

    @Test
    void byteCountsAreTheUtf8LengthOfTheText() {
        for (String s : List.of("", "abc", "Zoë", "たろう", "🥛🥛", "a\uD83D", "mixed é ミ 👍 end")) {
            JsonWriter w = new JsonWriter().value(s);
            String text = w.toString();
            int expected = text.getBytes(StandardCharsets.UTF_8).length;
            if (s.equals("a\uD83D")) {
                // a lone surrogate is encoded as U+FFFD (3 bytes) by UTF-8 encoders, Java's included
                expected = "\"a\uFFFD\"".getBytes(StandardCharsets.UTF_8).length;
            }
            assertEquals(expected, w.utf8Length(), s);
            assertEquals(expected, Utf8.length(text), s);
        }
    }

    @Test
    void aCountingWriterCountsTheBytesOfTheTextItDoesNotBuild() {
        String tricky = "Sam \"milk\" \\o/ \n\u0001 ミルク 🥛 a\uD83D";
        JsonWriter text = new JsonWriter();
        JsonWriter counted = JsonWriter.counting();
        for (JsonWriter w : List.of(text, counted)) {
            w.beginArray().raw("{\"t\":\"chat\"}").beginObject().key(tricky).value(tricky).key("n")
                    .value(Long.MIN_VALUE).key("m").value(-7).key("z").value(0).key("l").value(new int[] {10, -2})
                    .key("s").value(new String[] {"x", tricky}).key("b").value(false).key("e").value(new int[0])
                    .key("q").value((String) null).endObject().endArray();
        }
        assertEquals(sentBytes(text.text()), counted.utf8Length());
        assertEquals(null, counted.text());
        assertEquals("[1,2]".length(), JsonWriter.lengthOf(new int[] {1, 2}));
        assertEquals("[]".length(), JsonWriter.lengthOf(new String[0]));
        assertEquals("-9223372036854775808".length(), JsonWriter.lengthOf(Long.MIN_VALUE));
    }

    @Test
    void aMeasuredNameCountsAndWritesAsTheNameItself() {
        // Names that need escapes or several UTF-8 bytes: a measured length that forgot either differs.
        for (String name : List.of("t", "players", "Sam \"milk\"", "tab\there", "ミルク", "🥛", "a\uD83D", "")) {
            JsonKey key = JsonKey.of(name);
            JsonWriter byName = new JsonWriter().beginObject().key(name).value(1).endObject();
            JsonWriter byKey = new JsonWriter().beginObject().key(key).value(1).endObject();
            assertEquals(byName.text(), byKey.text(), name);
            // The oracle is the text's own UTF-8 encoding (a lone surrogate goes as U+FFFD), not the
            // writer's count, which shares its length function with JsonKey.
            JsonWriter counted = JsonWriter.counting().beginObject().key(key).value(1).endObject();
            assertEquals(sentBytes(byKey.text()), counted.utf8Length(), name);
            JsonWriter asValue = JsonWriter.counting().beginArray().value(key).value(key).endArray();
            assertEquals(sentBytes(new JsonWriter().beginArray().value(name).value(name).endArray().text()),
                    asValue.utf8Length(), name);
        }
    }

    /** Bytes a UTF-8 encoder sends for {@code text} (lone surrogates as U+FFFD; Java's getBytes writes '?'). */
    private static int sentBytes(String text) {
        return text.replace("\uD83D", "\uFFFD").getBytes(StandardCharsets.UTF_8).length;
    }

    @Test
    void theReaderRejectsMalformedText() {
        assertThrows(IllegalArgumentException.class, () -> JsonReader.parse("{\"a\":1,}"));
        assertThrows(IllegalArgumentException.class, () -> JsonReader.parse("[1 2]"));
        assertThrows(IllegalArgumentException.class, () -> JsonReader.parse("\"raw\nnewline\""));
        assertThrows(IllegalArgumentException.class, () -> JsonReader.parse("{\"a\":1}x"));
    }
}
