package org.repsim.models.unreal;

import org.repsim.engine.cost.CostKey;
import org.repsim.engine.cost.CostLedger;
import org.repsim.engine.cost.CostProfile;
import org.repsim.engine.cost.Price;

/**
 * One part of the server's timer tree, declared against the run's ledger and cost profile:
 * a subclass declares each scope and the {@link Price}s charged to it as field initializers, in
 * the tree's order (scopes and operation counters are listed in the order they are declared), and
 * charges them once per frame from the frame's {@link FrameCounters}.
 */
abstract class TimerScopes {
    final CostLedger ledger;
    private final CostProfile profile;
    /** The part's top-level scope (found if another part declared it). */
    final int root;

    TimerScopes(CostLedger ledger, CostProfile profile, String root) {
        this.ledger = ledger;
        this.profile = profile;
        this.root = ledger.scope(root);
    }

    /** {@code key} priced into {@code scope}. */
    final Price price(int scope, CostKey key) {
        return ledger.price(scope, key, profile);
    }
}
