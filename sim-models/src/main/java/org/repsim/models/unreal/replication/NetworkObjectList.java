package org.repsim.models.unreal.replication;

/**
 * The active network object list: actors the replication pass looks at every frame. Dormant
 * actors leave it and cost nothing per frame (brief §6).
 */
public final class NetworkObjectList {
    private final int[] list;
    private final int[] position;
    private int size;

    public NetworkObjectList(int actors) {
        list = new int[actors];
        position = new int[actors];
        for (int a = 0; a < actors; a++) {
            list[a] = a;
            position[a] = a;
        }
        size = actors;
    }

    public int size() {
        return size;
    }

    public int get(int i) {
        return list[i];
    }

    public boolean contains(int actor) {
        return position[actor] >= 0;
    }

    public void add(int actor) {
        if (position[actor] < 0) {
            position[actor] = size;
            list[size++] = actor;
        }
    }

    public void remove(int actor) {
        int p = position[actor];
        if (p >= 0) {
            int last = list[--size];
            list[p] = last;
            position[last] = p;
            position[actor] = -1;
        }
    }
}
