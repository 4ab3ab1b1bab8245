package org.repsim.models.unreal;

/**
 * The active network object list: actors the replication pass looks at every frame. Dormant actors
 * leave it and cost nothing per frame (docs/sources.md#unreal-dormancy).
 */
final class NetworkObjectList {
    private final int[] list;
    private final int[] position;
    private int size;

    NetworkObjectList(int actors) {
        list = new int[actors];
        position = new int[actors];
        for (int a = 0; a < actors; a++) {
            list[a] = a;
            position[a] = a;
        }
        size = actors;
    }

    int size() {
        return size;
    }

    int get(int i) {
        return list[i];
    }

    boolean contains(int actor) {
        return position[actor] >= 0;
    }

    void add(int actor) {
        if (position[actor] < 0) {
            position[actor] = size;
            list[size++] = actor;
        }
    }

    void remove(int actor) {
        int p = position[actor];
        if (p >= 0) {
            int last = list[--size];
            list[p] = last;
            position[last] = p;
            position[actor] = -1;
        }
    }
}
