package org.repsim.models.room;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SortedMap;
import org.junit.jupiter.api.Test;
import org.repsim.engine.random.RandomStreams;
import org.repsim.models.room.game.GameCatalog;
import org.repsim.models.room.transport.TransportMode;

/**
 * The outside figure the room encoder is calibrated on: the room-server brief (docs/room-model.md),
 * "Calibration figures": 40 one-round rooms measured in process, encoding the state cost 240 ms
 * with the old whole-state stringify and 173 ms with the new encoder (deltas + cheap compare +
 * shared strings); state bytes 123 MB -> 22 MB (MB read as 10^6 bytes). The shipped profile and
 * games must reproduce them within ±15% from unit costs x counted operations; the figures live
 * only here and in the profile's comments.
 */
class RoomEncodeCalibrationTest {
    private static final int ROOMS = 40;
    private static final double TOLERANCE = 0.15;

    private static SortedMap<String, Double> bench(TransportMode mode, int replication) {
        return RoomModel.benchmark(new RoomBenchmark(ROOMS, mode, 20, GameCatalog.shipped()),
                RoomCosts.shipped("room-node-ws"), new RandomStreams(2024, replication)).metrics();
    }

    private static void within(double published, double measured, String what) {
        assertEquals(published, measured, published * TOLERANCE,
                what + ": model " + measured + " vs published " + published);
    }

    @Test
    void fortyRoomsEncodeAndSendWhatTheWriteUpMeasured() {
        // three seeds: the fit must not hang on one draw of the inputs
        for (int rep = 0; rep < 3; rep++) {
            SortedMap<String, Double> old = bench(TransportMode.OLD, rep);
            SortedMap<String, Double> neu = bench(TransportMode.NEW, rep);
            within(240, old.get("encode_us_per_room") * ROOMS / 1e3, "old encode ms, rep " + rep);
            within(173, neu.get("encode_us_per_room") * ROOMS / 1e3, "new encode ms, rep " + rep);
            within(123, old.get("state_bytes_per_room") * ROOMS / 1e6, "old state MB, rep " + rep);
            within(22, neu.get("state_bytes_per_room") * ROOMS / 1e6, "new state MB, rep " + rep);
        }
    }

    @Test
    void theNewEncoderComparesEveryFieldOfEverySeatItSends() {
        // Shared strings save stringify work, not compares: with six seats the cheap encoder must
        // count well over the fields of one seat's view per flush, else compares were shared too.
        SortedMap<String, Double> neu = bench(TransportMode.NEW, 0);
        GameCatalog catalog = GameCatalog.shipped();
        int oneSeatView = catalog.shape().roomFields().size() + 6 * catalog.shape().playerFields().size();
        double perFlush = neu.get("fields_compared_per_room") / neu.get("flushes_per_room");
        assertTrue(perFlush > 5 * oneSeatView, "fields compared per flush " + perFlush
                + " vs one seat's room + players " + oneSeatView);
    }
}
