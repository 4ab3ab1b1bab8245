package org.repsim.models.unreal;

import it.unimi.dsi.fastutil.ints.IntArrayList;
import org.repsim.models.unreal.replication.IrisSettings;

/**
 * Iris's filtering ({@code FReplicationFiltering}, docs/iris.md): which objects are in scope for
 * each connection. An always-relevant object has no dynamic filter and costs no connection a
 * check. Every other object goes through the grid filter ({@code UNetObjectGridFilter}): it is
 * listed in every cell its cull distance reaches (the replication graph's {@link GraphGrid}), each
 * connection looks up the cell its view stands in and checks the objects listed there against
 * their cull distance; without the grid each such object is checked for every connection. Moving
 * objects update their cells once per frame, whatever the number of connections.
 *
 * <p>The check's outcome is the model's relevancy of the pair (the connection's slot table, set by
 * the server from positions and cull distances, or by a model that moves its actors); this class
 * counts the filter's work ({@link FrameCounters}) and keeps, per actor, how many connections it
 * is relevant to: Iris polls only objects in scope somewhere.
 */
final class IrisFilter {
    private final ReplicatedWorld world;
    private final Connection[] connections;
    private final IrisSettings settings;
    private final FrameCounters fc;
    private final double extentMeters;
    private final boolean[] destroyed;
    /** Per actor: connections it is relevant to. */
    private final int[] relevantConnections;
    private final IntArrayList moving = new IntArrayList();
    private GraphGrid grid;
    /** Objects under a dynamic filter (not always relevant, not destroyed). */
    private int filtered;
    private boolean built;

    IrisFilter(ReplicatedWorld world, Connection[] connections, IrisSettings settings, FrameCounters fc,
               double extentMeters) {
        this.world = world;
        this.connections = connections;
        this.settings = settings;
        this.fc = fc;
        this.extentMeters = extentMeters;
        destroyed = new boolean[world.actorCount];
        relevantConnections = new int[world.actorCount];
        countRelevancy();
    }

    /** The relevancy the server assigned before the pass existed (a loop of its own, see {@link ReplicatedWorld}). */
    private void countRelevancy() {
        for (Connection c : connections) {
            int[] slotOf = c.slotTable();
            for (int a = 0; a < world.actorCount; a++) {
                if (slotOf[a] >= 0) {
                    relevantConnections[a]++;
                }
            }
        }
    }

    /** Whether some connection has the actor in scope. */
    boolean inScopeSomewhere(int actor) {
        return relevantConnections[actor] > 0;
    }

    void relevancyChanged(int actor, boolean relevant) {
        relevantConnections[actor] += relevant ? 1 : -1;
    }

    void actorDestroyed(int actor) {
        if (destroyed[actor]) {
            return;
        }
        destroyed[actor] = true;
        if (built && !world.classAlwaysRelevant[world.actorClass[actor]]) {
            filtered--;
            if (grid != null) {
                grid.remove(actor);
            }
        }
    }

    /**
     * Lists every filtered object (first frame: positions are final by then, the models place
     * actors before running).
     */
    private void build() {
        if (settings.grid()) {
            grid = new GraphGrid(world.actorCount, settings.cellSizeMeters(), extentMeters);
        }
        for (int a = 0; a < world.actorCount; a++) {
            int cls = world.actorClass[a];
            if (destroyed[a] || world.classAlwaysRelevant[cls]) {
                continue;
            }
            filtered++;
            if (grid != null) {
                boolean moves = world.classMoving[cls];
                grid.add(a, moves ? GraphGrid.DYNAMIC : GraphGrid.STATIC, world.actorX[a], world.actorY[a],
                        world.classCullDistance[cls]);
                if (moves) {
                    moving.add(a);
                }
            }
        }
    }

    /** The frame's filtering: moving objects' cells, then each open connection's checks. */
    void update() {
        if (!built) {
            built = true;
            build();
        }
        if (grid != null) {
            int[] e = moving.elements();
            for (int i = 0, n = moving.size(); i < n; i++) {
                int a = e[i];
                if (!destroyed[a]) {
                    fc.irisGridUpdates++;
                    grid.move(a, world.actorX[a], world.actorY[a], world.classCullDistance[world.actorClass[a]]);
                }
            }
        }
        for (Connection c : connections) {
            if (c.closed) {
                continue;
            }
            if (grid == null) {
                fc.irisFilterChecks += filtered;
            } else {
                int cell = grid.cellOf(c.viewX, c.viewY);
                fc.irisFilterCells++;
                fc.irisFilterChecks += grid.list(GraphGrid.STATIC, cell).size() + grid.list(GraphGrid.DYNAMIC, cell).size();
            }
        }
    }
}
