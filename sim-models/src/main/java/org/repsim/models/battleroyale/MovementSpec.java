package org.repsim.models.battleroyale;

import org.repsim.engine.param.Param;

/**
 * How players move: a random-waypoint walk with legs of at most {@code wanderRadiusM}, each leg
 * on foot or, with probability {@code vehicleFraction}, in a vehicle.
 *
 * @param footSpeedMps    running speed (docs/sources.md#br-requirements: ≈ 6 m/s)
 * @param vehicleSpeedMps vehicle speed ("vehicles faster"; default 20 m/s ≈ 72 km/h is an assumption)
 * @param vehicleFraction probability that a leg is driven
 * @param wanderRadiusM   maximum length of one leg
 */
public record MovementSpec(
        @Param(doc = "running speed", dflt = "6", min = 0) double footSpeedMps,
        @Param(doc = "driving speed", dflt = "20", min = 0) double vehicleSpeedMps,
        @Param(doc = "probability that a leg is driven", dflt = "0.1", min = 0, max = 1) double vehicleFraction,
        @Param(doc = "maximum leg length", dflt = "300", min = Param.POSITIVE) double wanderRadiusM) {
    public MovementSpec {
        if (footSpeedMps < 0.0 || vehicleSpeedMps < 0.0 || !(vehicleFraction >= 0.0 && vehicleFraction <= 1.0)
                || !(wanderRadiusM > 0.0)) {
            throw new IllegalArgumentException("movement needs speeds >= 0, vehicle fraction in [0, 1], wander radius > 0");
        }
    }

    public static MovementSpec defaults() {
        return new MovementSpec(6.0, 20.0, 0.1, 300.0);
    }

    /** Everybody still: positions never change (useful to test relevancy and interleaving exactly). */
    public static MovementSpec still() {
        return new MovementSpec(0.0, 0.0, 0.0, 1.0);
    }

    /** Everybody at one speed, no vehicles. */
    public static MovementSpec constantSpeed(double mps) {
        return new MovementSpec(mps, mps, 0.0, 300.0);
    }
}
