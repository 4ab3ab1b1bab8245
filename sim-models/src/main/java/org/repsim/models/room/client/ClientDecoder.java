package org.repsim.models.room.client;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The client-side decoder: rebuilds the full state from a full state message and the deltas
 * that follow (formats in {@code StateWriter} and {@code DeltaEncoder}), and hands screens a new
 * object each time, so screens written for whole states keep working.
 *
 * <p>Works on parsed JSON ({@code JsonReader}) of the exact text the server sent.
 */
public final class ClientDecoder {
    private Map<String, Object> room;
    private List<Object> players;
    private Map<String, Object> game; // null: no game

    public boolean hasState() {
        return room != null;
    }

    /**
     * Applies one state message (already accepted by the {@link SeqTracker}). The decoder takes
     * the message's objects over (a parsed message is used once): the caller must not use them
     * afterwards. Only {@link #view} copies.
     */
    @SuppressWarnings("unchecked")
    public void apply(Map<String, Object> message) {
        if (Boolean.TRUE.equals(message.get("full"))) {
            room = (Map<String, Object>) message.get("room");
            players = (List<Object>) message.get("players");
            game = (Map<String, Object>) message.get("game");
            return;
        }
        if (room == null) {
            throw new IllegalStateException("a delta before any full state");
        }
        if (message.containsKey("room")) {
            mergeMembers(room, (Map<String, Object>) message.get("room"));
        }
        Object p = message.get("players");
        if (p instanceof List<?> whole) {
            players = (List<Object>) whole;
        } else if (p instanceof Map<?, ?> bySeat) {
            for (Map.Entry<?, ?> e : bySeat.entrySet()) {
                mergeMembers(player(Long.parseLong((String) e.getKey())), (Map<String, Object>) e.getValue());
            }
        }
        if (message.containsKey("game")) {
            Object g = message.get("game");
            if (g == null) {
                game = null;
            } else {
                Map<String, Object> gm = (Map<String, Object>) g;
                if (gm.containsKey("id")) {
                    game = gm;
                } else {
                    applyScreenDelta((Map<String, Object>) game.get("screen"), (Map<String, Object>) gm.get("screen"));
                    applyScreenDelta((Map<String, Object>) game.get("mine"), (Map<String, Object>) gm.get("mine"));
                }
            }
        }
    }

    /** A new object holding the rebuilt state: {@code {"room":..,"players":..,"game":..}}. */
    public Map<String, Object> view() {
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("room", copy(room));
        v.put("players", copy(players));
        v.put("game", copy(game));
        return v;
    }

    /** The same shape as {@link #view} taken from a full state message, for comparisons. */
    public static Map<String, Object> stateOf(Map<String, Object> fullMessage) {
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("room", fullMessage.get("room"));
        v.put("players", fullMessage.get("players"));
        v.put("game", fullMessage.get("game"));
        return v;
    }

    @SuppressWarnings("unchecked")
    private Map<String, Object> player(long seat) {
        for (Object o : players) {
            Map<String, Object> p = (Map<String, Object>) o;
            if (((Long) p.get("seat")) == seat) {
                return p;
            }
        }
        throw new IllegalStateException("delta for seat " + seat + " which is not in the player list");
    }

    /** Room and player form: a null value removes the key. */
    private static void mergeMembers(Map<String, Object> target, Map<String, Object> changes) {
        for (Map.Entry<String, Object> e : changes.entrySet()) {
            if (e.getValue() == null) {
                target.remove(e.getKey());
            } else {
                target.put(e.getKey(), e.getValue());
            }
        }
    }

    /** Game screen form: {@code {"set":{..},"del":[..]}}. */
    @SuppressWarnings("unchecked")
    private static void applyScreenDelta(Map<String, Object> target, Map<String, Object> delta) {
        if (delta == null) {
            return;
        }
        Map<String, Object> set = (Map<String, Object>) delta.get("set");
        if (set != null) {
            target.putAll(set);
        }
        List<Object> del = (List<Object>) delta.get("del");
        if (del != null) {
            for (Object k : del) {
                target.remove((String) k);
            }
        }
    }

    @SuppressWarnings("unchecked")
    private static Object copy(Object o) {
        if (o instanceof Map<?, ?> m) {
            Map<String, Object> c = new LinkedHashMap<>();
            for (Map.Entry<?, ?> e : m.entrySet()) {
                c.put((String) e.getKey(), copy(e.getValue()));
            }
            return c;
        }
        if (o instanceof List<?> l) {
            List<Object> c = new ArrayList<>(l.size());
            for (Object x : l) {
                c.add(copy(x));
            }
            return c;
        }
        return o;
    }
}
