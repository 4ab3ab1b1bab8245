package org.repsim.models.room.encode;

import java.util.Arrays;

/**
 * Copy on write for the seats' memories of shared parts. A seat whose memory of a part is at the
 * revision another seat compared this flush ends up with exactly that seat's memory (the
 * outcome of its own compare would be the same), so it refers to that seat's object instead of
 * copying it ({@link #share}); the first write to an object that more than one seat refers to
 * goes to a private copy ({@link #privateCopy}), and a capture into one gets a fresh object
 * ({@link #blank}). Objects no seat refers to any more are kept here by size and reused, so the
 * per-flush path allocates nothing. A seat memory that is dropped (a new socket) does not give
 * its objects back: their counts stay one too high, which only costs a copy, never a wrong write.
 */
final class MemoryPool {
    private SectionMemory[] free = new SectionMemory[16]; // by field count, linked through nextFree

    /** {@code donor}, now also held where {@code mine} was (which is let go). */
    SectionMemory share(SectionMemory mine, SectionMemory donor) {
        if (mine == donor) {
            return mine;
        }
        release(mine);
        donor.holders++;
        return donor;
    }

    /** A memory equal to {@code shared} that only the caller holds, in place of {@code shared}. */
    SectionMemory privateCopy(SectionMemory shared) {
        SectionMemory copy = take(shared.size());
        copy.copyAll(shared);
        shared.holders--;
        return copy;
    }

    /** {@code m} itself when only the caller holds it, else a fresh one of its size in its place (to capture into). */
    SectionMemory blank(SectionMemory m) {
        if (m.holders == 1) {
            return m;
        }
        m.holders--;
        return take(m.size());
    }

    /** A memory of {@code fields} fields held by the caller alone (its content is to be overwritten). */
    SectionMemory take(int fields) {
        SectionMemory m = fields < free.length ? free[fields] : null;
        if (m == null) {
            return new SectionMemory(fields);
        }
        free[fields] = m.nextFree;
        m.nextFree = null;
        m.holders = 1;
        return m;
    }

    /** The caller no longer refers to {@code m}. */
    void release(SectionMemory m) {
        if (--m.holders > 0) {
            return;
        }
        int fields = m.size();
        if (fields >= free.length) {
            free = Arrays.copyOf(free, Math.max(fields + 1, 2 * free.length));
        }
        m.nextFree = free[fields];
        free[fields] = m;
    }
}
