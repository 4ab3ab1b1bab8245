package org.repsim.experiments.bindings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.repsim.engine.param.Inline;
import org.repsim.engine.param.Param;
import org.repsim.experiments.schema.problem.Problems;
import org.repsim.experiments.schema.ObjectSchema;
import org.repsim.experiments.schema.SchemaPrinter;
import org.repsim.models.unreal.UnrealScenario;
import org.repsim.models.unreal.replication.PushCondition;

/** A record's declarations are the whole schema: defaults, ranges, shapes, and the record built back from a file. */
class RecordSchemaTest {
    enum Shape { ROUND, SQUARE_ISH }

    record Inner(@Param(doc = "inner width", dflt = "2.5", min = 0) double width,
                 @Param(doc = "inner shape", dflt = "square_ish") Shape shape) {
    }

    record Extra(@Param(doc = "extra beside the outer keys", dflt = "true") boolean extra) {
    }

    record Item(@Param(doc = "item name") String name, @Param(doc = "item weight", dflt = "1", min = 1) int weight) {
        Item {
            if (name.equals("forbidden")) {
                throw new IllegalArgumentException("item 'forbidden' is not allowed");
            }
        }
    }

    record Outer(@Param(doc = "how many", dflt = "7", min = 1, max = 10) int count,
                 @Param(doc = "a rate", dflt = Param.NONE, shown = "none", min = 0) Double rate,
                 @Param(doc = "nested", dflt = "{}") Inner inner,
                 @Param(doc = "the items", dflt = "[{name: a}]", shown = "one item") List<Item> items,
                 @Param(doc = "how long", dflt = "500ms") Duration pause,
                 @Inline Extra extra,
                 String suppliedByTheBinding) {
    }

    record BadDefault(@Param(doc = "out of its own range", dflt = "11", max = 10) int n) {
    }

    private static final Conversions SUPPLY = Conversions.NONE.supplying(Outer.class, "suppliedByTheBinding", "given");

    private static Outer bind(String yaml) throws BindingException {
        return RecordBinder.bind(Outer.class, Checked.check(RecordSchema.of(Outer.class, SUPPLY), yaml), "scenario", SUPPLY);
    }

    @Test
    void aDefaultDeclaredOnceReachesTheSchemaListingAndTheRecord() throws BindingException {
        ObjectSchema schema = RecordSchema.of(Outer.class, SUPPLY);
        String listing = SchemaPrinter.render("t", schema, "scenario");
        assertTrue(listing.matches("(?s).*scenario\\.count +integer 1\\.\\.10  \\[default: 7]\\n +how many\\n.*"), listing);
        assertTrue(listing.contains("scenario.inner.width"), listing);
        assertTrue(listing.contains("[default: square_ish]"), listing);
        assertTrue(listing.contains("scenario.items[].name"), listing);
        assertTrue(listing.contains("scenario.extra "), listing);       // inline: no key of its own
        assertTrue(!listing.contains("supplied"), listing);

        Outer o = bind("{}");
        assertEquals(7, o.count());
        assertNull(o.rate());
        assertEquals(new Inner(2.5, Shape.SQUARE_ISH), o.inner());
        assertEquals(List.of(new Item("a", 1)), o.items());
        assertEquals(Duration.ofMillis(500), o.pause());
        assertEquals(new Extra(true), o.extra());
        assertEquals("given", o.suppliedByTheBinding());
    }

    @Test
    void givenValuesReplaceDefaultsWithTheirTypes() throws BindingException {
        Outer o = bind("{count: 3, rate: 2, inner: {shape: round}, items: [{name: b, weight: 4}], pause: 2s, extra: false}");
        assertEquals(3, o.count());
        assertEquals(2.0, o.rate());
        assertEquals(new Inner(2.5, Shape.ROUND), o.inner());
        assertEquals(List.of(new Item("b", 4)), o.items());
        assertEquals(Duration.ofSeconds(2), o.pause());
        assertEquals(false, o.extra().extra());
    }

    @Test
    void outOfRangeAndUnknownValuesAreRefusedWithTheirKey() {
        ObjectSchema schema = RecordSchema.of(Outer.class, SUPPLY);
        Problems p = Checked.problems(schema, "{count: 11}");
        assertEquals("scenario.count", p.list().get(0).keyPath());
        assertEquals("value 11 is out of range (integer 1..10)", p.list().get(0).message());
        p = Checked.problems(schema, "{inner: {width: -1}}");
        assertEquals("scenario.inner.width", p.list().get(0).keyPath());
        p = Checked.problems(schema, "{inner: {shape: triangle}}");
        assertTrue(p.list().get(0).message().startsWith("unknown value 'triangle'"), p.list().get(0).message());
        p = Checked.problems(schema, "{items: [{weight: 2}]}");
        assertEquals("scenario.items[0].name", p.list().get(0).keyPath());
    }

    @Test
    void aRecordRefusingItsValuesNamesTheKeyOfThatRecord() {
        BindingException e = assertThrows(BindingException.class, () -> bind("{items: [{name: a}, {name: forbidden}]}"));
        assertEquals("scenario.items[1]", e.keyPath());
        assertEquals("item 'forbidden' is not allowed", e.getMessage());
    }

    @Test
    void aDefaultOutsideItsOwnDeclarationFailsWhenTheSchemaIsBuilt() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> RecordSchema.of(BadDefault.class, Conversions.NONE));
        assertTrue(e.getMessage().contains("BadDefault.n"), e.getMessage());
    }

    @Test
    void aComponentNeitherDeclaredNorSuppliedIsABindingBug() {
        Map<String, Object> checked = Checked.check(RecordSchema.of(Outer.class, Conversions.NONE), "{}");
        assertThrows(IllegalStateException.class, () -> RecordBinder.bind(Outer.class, checked, "scenario", Conversions.NONE));
    }

    @Test
    void snakeCaseKeysFollowTheComponentNames() {
        assertEquals("max_tick_rate_hz", DeclaredComponent.snakeCase("maxTickRateHz"));
        assertEquals("per_km2", DeclaredComponent.snakeCase("perKm2"));
    }

    /** The Unreal model's own declarations, with nothing written in the file, are the brief's §8 main condition. */
    @Test
    void anEmptyUnrealScenarioIsTheBriefsLabAsTheModelBuildsIt() throws BindingException {
        UnrealScenario bound = UnrealScenarioReader.read(Checked.check(UnrealScenarioReader.SCHEMA, "{}"));
        assertEquals(UnrealScenario.mainCondition(PushCondition.PUSH_OFF), bound);
    }

    @Test
    void unrealCrossFieldRulesNameTheirKey() {
        BindingException e = assertThrows(BindingException.class, () -> UnrealScenarioReader.read(
                Checked.check(UnrealScenarioReader.SCHEMA, "{replication: {skip_undirtied: true}}")));
        assertEquals("scenario.replication.skip_undirtied", e.keyPath());
        e = assertThrows(BindingException.class, () -> UnrealScenarioReader.read(
                Checked.check(UnrealScenarioReader.SCHEMA, "{actors: [{class: Full, count: 1}, {class: Nope, count: 1}]}")));
        assertEquals("scenario.actors[1].class", e.keyPath());
        e = assertThrows(BindingException.class, () -> UnrealScenarioReader.read(
                Checked.check(UnrealScenarioReader.SCHEMA, "{connections: 2, actors: [{class: Full, count: 1, owner: 2}]}")));
        assertEquals("scenario.actors[0].owner", e.keyPath());
        e = assertThrows(BindingException.class, () -> UnrealScenarioReader.read(
                Checked.check(UnrealScenarioReader.SCHEMA, "{writer: {class: Nope}}")));
        assertEquals("scenario.writer.class", e.keyPath());
        e = assertThrows(BindingException.class, () -> UnrealScenarioReader.read(Checked.check(UnrealScenarioReader.SCHEMA,
                "{replication: {strategy: iris, push_model: true, skip_undirtied: true}}")));
        assertEquals("scenario.replication.skip_undirtied", e.keyPath());
    }
}
