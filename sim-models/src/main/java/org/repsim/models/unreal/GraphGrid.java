package org.repsim.models.unreal;

import it.unimi.dsi.fastutil.ints.IntArrayList;

/**
 * The replication graph's 2D spatialization grid ({@code UReplicationGraphNode_GridSpatialization2D},
 * docs/replication-graph.md): square cells, each with a static, a dynamic and a dormant actor list.
 * An actor is listed in every cell its cull distance reaches, so a connection gathers only the cell
 * its viewer stands in, and an actor listed in no cell that connection gathers costs it nothing.
 * Moving actors are re-binned once per frame ({@code PrepareForReplication}): their cell rectangle
 * is recomputed and, when it changed, they leave the cells they no longer reach and join the new
 * ones. Primitive lists, reused: no allocation per frame once every cell list has grown.
 */
final class GraphGrid {
    static final byte STATIC = 0;
    static final byte DYNAMIC = 1;
    static final byte DORMANT = 2;

    private final double cellMeters;
    final int cellsX;
    final int cellsY;
    /** Per cell, per kind: the actors listed there ([kind][cell]). */
    private final IntArrayList[][] lists;
    private final byte[] kind;
    private final int[] x0;
    private final int[] y0;
    private final int[] x1;
    private final int[] y1;

    /**
     * @param extentMeters side of the square the grid covers from the origin; positions outside
     *                     fall into the border cells
     */
    GraphGrid(int actors, double cellMeters, double extentMeters) {
        this.cellMeters = cellMeters;
        this.cellsX = Math.max(1, (int) Math.ceil(extentMeters / cellMeters));
        this.cellsY = cellsX;
        int cells = cellsX * cellsY;
        lists = new IntArrayList[3][cells];
        for (int k = 0; k < 3; k++) {
            for (int i = 0; i < cells; i++) {
                lists[k][i] = new IntArrayList(0);
            }
        }
        kind = new byte[actors];
        x0 = new int[actors];
        y0 = new int[actors];
        x1 = new int[actors];
        y1 = new int[actors];
        java.util.Arrays.fill(x0, -1);
    }

    /** The cell a viewer at (x, y) stands in. */
    int cellOf(double x, double y) {
        return column(y) * cellsX + column(x);
    }

    IntArrayList list(byte listKind, int cell) {
        return lists[listKind][cell];
    }

    boolean listed(int actor) {
        return x0[actor] >= 0;
    }

    /** Lists the actor at (x, y) in every cell within {@code cull} of it; returns the list appends made. */
    int add(int actor, byte listKind, double x, double y, double cull) {
        kind[actor] = listKind;
        x0[actor] = column(x - cull);
        x1[actor] = column(x + cull);
        y0[actor] = column(y - cull);
        y1[actor] = column(y + cull);
        int appends = 0;
        for (int cy = y0[actor]; cy <= y1[actor]; cy++) {
            for (int cx = x0[actor]; cx <= x1[actor]; cx++) {
                lists[listKind][cy * cellsX + cx].add(actor);
                appends++;
            }
        }
        return appends;
    }

    /**
     * Re-bins a moving actor now at (x, y): returns the list operations (removals and appends) it
     * took, 0 when its cell rectangle did not change.
     */
    int move(int actor, double x, double y, double cull) {
        int nx0 = column(x - cull);
        int nx1 = column(x + cull);
        int ny0 = column(y - cull);
        int ny1 = column(y + cull);
        int ox0 = x0[actor];
        int ox1 = x1[actor];
        int oy0 = y0[actor];
        int oy1 = y1[actor];
        if (nx0 == ox0 && nx1 == ox1 && ny0 == oy0 && ny1 == oy1) {
            return 0;
        }
        IntArrayList[] byCell = lists[kind[actor]];
        int ops = 0;
        for (int cy = oy0; cy <= oy1; cy++) {
            for (int cx = ox0; cx <= ox1; cx++) {
                if (cx < nx0 || cx > nx1 || cy < ny0 || cy > ny1) {
                    removeFrom(byCell[cy * cellsX + cx], actor);
                    ops++;
                }
            }
        }
        for (int cy = ny0; cy <= ny1; cy++) {
            for (int cx = nx0; cx <= nx1; cx++) {
                if (cx < ox0 || cx > ox1 || cy < oy0 || cy > oy1) {
                    byCell[cy * cellsX + cx].add(actor);
                    ops++;
                }
            }
        }
        x0[actor] = nx0;
        x1[actor] = nx1;
        y0[actor] = ny0;
        y1[actor] = ny1;
        return ops;
    }

    /** Removes the actor from every cell; returns the list removals made. */
    int remove(int actor) {
        if (x0[actor] < 0) {
            return 0;
        }
        int ops = 0;
        IntArrayList[] byCell = lists[kind[actor]];
        for (int cy = y0[actor]; cy <= y1[actor]; cy++) {
            for (int cx = x0[actor]; cx <= x1[actor]; cx++) {
                removeFrom(byCell[cy * cellsX + cx], actor);
                ops++;
            }
        }
        x0[actor] = -1;
        return ops;
    }

    private int column(double meters) {
        int c = (int) Math.floor(meters / cellMeters);
        return c < 0 ? 0 : Math.min(c, cellsX - 1);
    }

    /** Swap-remove: a cell list's order is not part of any result (the connection's list is sorted by priority). */
    private static void removeFrom(IntArrayList list, int actor) {
        int[] e = list.elements();
        int n = list.size();
        for (int i = 0; i < n; i++) {
            if (e[i] == actor) {
                e[i] = e[n - 1];
                list.size(n - 1);
                return;
            }
        }
    }
}
