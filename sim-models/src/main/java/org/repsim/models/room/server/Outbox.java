package org.repsim.models.room.server;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** A socket's queued event messages (already stringified) with their UTF-8 lengths, in processing order, until the next flush. */
public final class Outbox {
    private final List<String> messages = new ArrayList<>();
    private int[] bytes = new int[8];

    public void add(String json, int utf8Length) {
        if (messages.size() == bytes.length) {
            bytes = Arrays.copyOf(bytes, 2 * bytes.length);
        }
        bytes[messages.size()] = utf8Length;
        messages.add(json);
    }

    /** UTF-8 length of the {@code i}-th message. */
    public int bytes(int i) {
        return bytes[i];
    }

    public int size() {
        return messages.size();
    }

    public String get(int i) {
        return messages.get(i);
    }

    public boolean isEmpty() {
        return messages.isEmpty();
    }

    public void clear() {
        messages.clear();
    }
}
