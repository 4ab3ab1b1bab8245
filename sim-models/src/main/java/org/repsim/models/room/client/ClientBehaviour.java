package org.repsim.models.room.client;

import org.repsim.models.room.game.GameCatalog;

/**
 * How the load-test tool's virtual clients behave: the part of a load step a client reads. The
 * model's scenario record implements it with its own components (times in seconds), so the
 * values are declared once and this package does not depend on the model's top level.
 */
public interface ClientBehaviour {
    int seatsPerRoom();

    double pingIntervalSeconds();

    double pickDelayMinSeconds();

    double pickDelayMaxSeconds();

    double playAgainMinSeconds();

    double playAgainMaxSeconds();

    double chatMeanSeconds();

    double reactionMeanSeconds();

    double reconnectsPerUserHour();

    double reconnectDelayMinSeconds();

    double reconnectDelayMaxSeconds();

    double joinSpreadSeconds();

    double resyncThrottleSeconds();

    /** Clients parse every frame and rebuild the state (slower; for checks). */
    boolean decodeStates();

    GameCatalog catalog();
}
