package org.repsim.models.unreal.object;

import org.repsim.engine.param.Param;

import java.util.List;
import java.util.Objects;

/**
 * One replicated property as registered by a class.
 *
 * @param name          property name (unique within its class or component)
 * @param type          wire type
 * @param payloadBits   payload size for {@link WireType#STRUCT} / {@link WireType#CUSTOM_NET_SERIALIZE}
 *                      (0 for the other types: their sizes come from the cost profile)
 * @param elements      element count for static / dynamic arrays (1 otherwise)
 * @param elementType   element type of an array (ignored otherwise)
 * @param pushBased     registered push-based (compared under push model only when marked) or
 *                      polled (always compared)
 * @param condition     replication condition, filtered per connection after the shared compare
 * @param writable      whether the lab's writer may pick this property (game properties yes,
 *                      engine {@code AActor} properties no)
 * @param items         a {@link WireType#FAST_ARRAY}'s initial item count (0 otherwise)
 * @param maxItems      a fast array's capacity: the writer's adds stop there (0: {@code items})
 * @param itemProperties the wire types of a fast array item's members (empty otherwise); a
 *                      changed item is sent whole, its members without handles
 */
public record PropertySpec(
        @Param(doc = "Property name (unique in its class or component).") String name,
        @Param(doc = "Wire type (bit sizes come from the cost profile).", dflt = "int32") WireType type,
        @Param(doc = "Payload bits of struct / custom_net_serialize.", dflt = "0", min = 0, max = 1_000_000)
        int payloadBits,
        @Param(doc = "Array element count.", dflt = "1", min = 1, max = 1_000_000) int elements,
        @Param(doc = "Array element type.", dflt = Param.NONE, values = {"int32", "float", "bool", "vector", "struct"})
        WireType elementType,
        @Param(key = "push", doc = "Registered push-based (true) or polled (false).", dflt = "true") boolean pushBased,
        @Param(doc = "Replication condition (COND_*), filtered per connection after the shared compare.",
                dflt = "none")
        ReplicationCondition condition,
        @Param(doc = "Whether the writer may pick this property.", dflt = "true") boolean writable,
        @Param(doc = "fast_array: initial items.", dflt = "0", min = 0, max = 1_000_000) int items,
        @Param(doc = "fast_array: capacity, the writer's adds stop there (0: items).", dflt = "0", min = 0,
                max = 1_000_000)
        int maxItems,
        @Param(doc = "fast_array: wire types of the item struct's members (a changed item is sent whole).",
                dflt = "[]", values = {"int32", "float", "bool", "vector", "object_reference"})
        List<WireType> itemProperties) {

    public PropertySpec {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(condition, "condition");
        if (elements < 1) {
            throw new IllegalArgumentException("property '" + name + "': elements must be >= 1");
        }
        if ((type == WireType.STRUCT || type == WireType.CUSTOM_NET_SERIALIZE) && payloadBits <= 0) {
            throw new IllegalArgumentException("property '" + name + "': " + type + " needs payload bits > 0");
        }
        if ((type == WireType.STATIC_ARRAY || type == WireType.DYNAMIC_ARRAY)
                && (elementType == null || elementType == WireType.STATIC_ARRAY || elementType == WireType.DYNAMIC_ARRAY)) {
            throw new IllegalArgumentException("property '" + name + "': arrays need a scalar element type");
        }
        itemProperties = List.copyOf(itemProperties);
        checkFastArray(name, type, items, maxItems, itemProperties);
    }

    /** A property of the engine's 8 attributes (not a fast array). */
    public PropertySpec(String name, WireType type, int payloadBits, int elements, WireType elementType,
                        boolean pushBased, ReplicationCondition condition, boolean writable) {
        this(name, type, payloadBits, elements, elementType, pushBased, condition, writable, 0, 0, List.of());
    }

    private static void checkFastArray(String name, WireType type, int items, int maxItems, List<WireType> members) {
        if (type != WireType.FAST_ARRAY) {
            if (items != 0 || maxItems != 0 || !members.isEmpty()) {
                throw new IllegalArgumentException("property '" + name
                        + "': items, max_items and item_properties apply only to type fast_array");
            }
            return;
        }
        if (members.isEmpty()) {
            throw new IllegalArgumentException("property '" + name
                    + "': a fast_array needs item_properties (the wire types of its item struct's members)");
        }
        for (WireType m : members) {
            if (!m.fixedSize()) {
                throw new IllegalArgumentException("property '" + name + "': item property type " + m
                        + " has no fixed size (int32, float, bool, vector or object_reference)");
            }
        }
        if (items < 0 || maxItems < 0) {
            throw new IllegalArgumentException("property '" + name + "': items and max_items must be >= 0");
        }
        if (maxItems != 0 && maxItems < items) {
            throw new IllegalArgumentException("property '" + name + "': max_items " + maxItems
                    + " is below items " + items);
        }
        if (Math.max(items, maxItems) == 0) {
            throw new IllegalArgumentException("property '" + name + "': a fast_array needs items or max_items > 0");
        }
    }

    /** A fast array's capacity: {@code max_items}, or its initial items when that is 0. */
    public int itemCapacity() {
        return Math.max(items, maxItems);
    }

    /** A push-based, unconditional, writable scalar property. */
    public static PropertySpec push(String name, WireType type) {
        return new PropertySpec(name, type, 0, 1, null, true, ReplicationCondition.NONE, true);
    }

    /** A polled, unconditional, writable scalar property. */
    public static PropertySpec polled(String name, WireType type) {
        return new PropertySpec(name, type, 0, 1, null, false, ReplicationCondition.NONE, true);
    }

    /**
     * A replicated property the class forgot to register with the push model: the engine
     * auto-registers it as polled, silently, which makes the class Partial
     * (docs/sources.md#unreal-objects).
     */
    public static PropertySpec unregistered(String name, WireType type) {
        return polled(name, type);
    }

    public PropertySpec withCondition(ReplicationCondition c) {
        return new PropertySpec(name, type, payloadBits, elements, elementType, pushBased, c, writable, items, maxItems,
                itemProperties);
    }

    public PropertySpec withPushBased(boolean push) {
        return new PropertySpec(name, type, payloadBits, elements, elementType, push, condition, writable, items,
                maxItems, itemProperties);
    }

    public PropertySpec notWritable() {
        return new PropertySpec(name, type, payloadBits, elements, elementType, pushBased, condition, false, items,
                maxItems, itemProperties);
    }

    /** Replication indices this property occupies: one per static-array element, one otherwise. */
    public int indexCount() {
        return type == WireType.STATIC_ARRAY ? elements : 1;
    }
}
