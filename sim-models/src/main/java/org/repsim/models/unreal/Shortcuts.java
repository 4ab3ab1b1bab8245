package org.repsim.models.unreal;

/**
 * The simulator's exact shortcuts in the replication pass: each gives the same counts, bytes and
 * draws as the plain computation, only faster, and a test turns each off to prove it
 * (ReplicationMechanismTest).
 *
 * @param sortElision       skip the priority sort on a connection that cannot saturate this frame
 *                          (see {@link NetDriver})
 * @param latestChangeLists serialize and deliver from the latest compare's list of changed slots
 *                          when the connection was sent the compare before it, instead of scanning
 *                          the layout ({@link PropertyCompare#latestCovers})
 * @param quietPairs        settle a single replicator with nothing new and nothing in flight
 *                          inside the per-pair loop instead of in the whole {@code ReplicateActor}
 *                          ({@link NetDriver})
 * @param bulkQuietActors   settle the frame of an actor whose every pair was quiet last time
 *                          (skipped whole with push + skip, settled quietly without skip), and is
 *                          again, once for all its connections instead of pair by pair
 *                          ({@link QuietActors})
 */
record Shortcuts(boolean sortElision, boolean latestChangeLists, boolean quietPairs, boolean bulkQuietActors) {
    /** Every shortcut on: how runs are made. */
    static final Shortcuts ALL = new Shortcuts(true, true, true, true);
}
