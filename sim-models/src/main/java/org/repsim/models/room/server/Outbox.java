package org.repsim.models.room.server;

import java.util.ArrayList;
import java.util.List;

/** A socket's queued event messages (already stringified), in processing order, until the next flush. */
public final class Outbox {
    private final List<String> messages = new ArrayList<>();

    public void add(String json) {
        messages.add(json);
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
