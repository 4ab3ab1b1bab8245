package org.repsim.models.room.server;

import java.util.Arrays;

/**
 * A socket's queued event messages (already stringified; null when only counted) with their UTF-8
 * lengths, in processing order, until the next flush. Plain arrays: the flush tick asks every
 * connected seat's outbox whether it is empty, so the answer is one field away.
 */
public final class Outbox {
    private String[] messages = new String[8];
    private int[] bytes = new int[8];
    private int size;

    public void add(String json, int utf8Length) {
        if (size == bytes.length) {
            bytes = Arrays.copyOf(bytes, 2 * size);
            messages = Arrays.copyOf(messages, 2 * size);
        }
        bytes[size] = utf8Length;
        messages[size] = json;
        size++;
    }

    /** UTF-8 length of the {@code i}-th message. */
    public int bytes(int i) {
        return bytes[i];
    }

    public int size() {
        return size;
    }

    public String get(int i) {
        return messages[i];
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public void clear() {
        Arrays.fill(messages, 0, size, null); // do not keep sent texts reachable
        size = 0;
    }
}
