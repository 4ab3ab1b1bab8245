package org.repsim.models.unreal;

import org.repsim.engine.random.RandomStream;
import org.repsim.models.unreal.replication.IrisSettings;
import org.repsim.models.unreal.replication.ReplicationSettings;

/**
 * Iris's poll, copy and quantize ({@code PollAndCopy}, {@code QuantizeDirtyStateData}; docs/iris.md):
 * once per frame, for every object in scope somewhere that is due (its poll frequency, or a pending
 * {@code ForceNetUpdate}), each replicated object (actor body, components) is polled unless it is
 * push-based throughout with nothing marked dirty: the poll compares its candidate members with the
 * copy of the last poll, exactly legacy's shared compare ({@link PropertyCompare}: every member with
 * push model off, dirty and polled members with it on). An object whose poll found a change is
 * copied and quantized into its state buffer once, whatever the number of connections. The actors
 * with a change (or a forced update) are the frame's dirty list, whose change masks go to every
 * connection that has them in scope. A {@code DORM_DormantAll} actor is dormant again once polled:
 * it leaves the polled list until the next {@code FlushNetDormancy}.
 */
final class IrisPoller {
    private final ReplicatedWorld world;
    private final ReplicatorStates st;
    private final PropertyCompare compare;
    private final NetworkObjectList active;
    private final ActorChannels channels;
    private final IrisFilter filter;
    private final FrameCounters fc;
    /** The legacy NextUpdateTime (poll timing next_update_time), else null. */
    private final NetUpdateTimer timer;
    /** Per class: frames between polls (frame_period timing). */
    private final int[] classPeriod;
    /** Objects whose every member is push-based: polled only when dirty (push model on, no validation). */
    private final boolean pushOnlyWhenFull;
    private final int[] goingDormant;

    IrisPoller(ReplicatedWorld world, ReplicatorStates st, PropertyCompare compare, NetworkObjectList active,
               ActorChannels channels, IrisFilter filter, FrameCounters fc, ReplicationSettings settings,
               RandomStream spread) {
        this.world = world;
        this.st = st;
        this.compare = compare;
        this.active = active;
        this.channels = channels;
        this.filter = filter;
        this.fc = fc;
        this.pushOnlyWhenFull = settings.pushModel() && !settings.validation();
        this.timer = settings.iris().pollTiming() == IrisSettings.PollTiming.NEXT_UPDATE_TIME
                ? new NetUpdateTimer(world, st, spread, settings.maxTickRateHz(), settings.adaptiveNetUpdateFrequency())
                : null;
        classPeriod = new int[world.classes.size()];
        for (int c = 0; c < classPeriod.length; c++) {
            classPeriod[c] = Math.max(1, (int) Math.round(settings.maxTickRateHz() * world.classIntervalNanos[c] / 1e9));
        }
        goingDormant = new int[world.actorCount];
    }

    /** Polls the frame's due objects; fills {@code dirty} with the actors to propagate and returns how many. */
    int poll(int frame, long now, int[] dirty) {
        if (timer != null) {
            timer.beginFrame();
        }
        int n = 0;
        int dormant = 0;
        for (int i = 0, size = active.size(); i < size; i++) {
            int a = active.get(i);
            if (!filter.inScopeSomewhere(a)) {
                continue;
            }
            fc.irisPollCandidates++;
            boolean forced = st.pendingNetUpdate[a];
            if (!due(a, frame, now)) {
                continue;
            }
            if (pollActor(a, frame, forced) || forced) {
                dirty[n++] = a;
            }
            if (channels.wantsDormancy(a)) {
                goingDormant[dormant++] = a;
            }
        }
        for (int i = 0; i < dormant; i++) {
            active.remove(goingDormant[i]);
        }
        return n;
    }

    /** Whether actor {@code a} is due for polling; a pending ForceNetUpdate is taken here. */
    private boolean due(int a, int frame, long now) {
        if (timer != null) {
            return timer.takeIfDue(a, now);
        }
        // The poll frequency limiter: every period frames, staggered by object.
        if (st.pendingNetUpdate[a] || (frame + a) % classPeriod[world.actorClass[a]] == 0) {
            st.pendingNetUpdate[a] = false;
            return true;
        }
        return false;
    }

    /** Polls the actor's objects; returns whether one changed (it was then copied and quantized). */
    private boolean pollActor(int a, int frame, boolean forced) {
        boolean changed = false;
        for (int o = world.objStart[a], end = world.objStart[a + 1]; o < end; o++) {
            ReplicatorLayout l = world.objLayout[o];
            // A fast array's marks are not dirty bits, but they put the object in the poll's dirty set too.
            boolean clean = pushOnlyWhenFull && l.full
                    && (st.skipBlockers[o] & (ReplicatorStates.DIRTY | ReplicatorStates.CUSTOM_DELTA)) == 0
                    && !st.gcComparePending(o);
            if (clean && !forced) {
                // Push-based throughout, nothing marked: not in the poll's dirty set.
                continue;
            }
            compare.ensureCompared(o, frame, fc);
            if (st.lastChangeEpoch[o] == st.compareEpoch[o]) {
                // This poll found a change: the state is copied and quantized, once.
                fc.irisQuantizedObjects++;
                fc.irisQuantizedMembers += l.slots;
                changed = true;
            }
        }
        return changed;
    }
}
