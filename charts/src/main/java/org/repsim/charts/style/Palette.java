package org.repsim.charts.style;

import java.awt.Color;
import java.nio.charset.StandardCharsets;
import java.util.Collection;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Okabe–Ito colour-blind-safe palette with a stable label → colour mapping, so "push-on" has the
 * same colour in every chart of every experiment. Each label prefers the slot picked by a hash of
 * its text (FNV-1a over UTF-8: specified, unlike {@code Object.hashCode} of arbitrary types, and
 * independent of which other labels share the chart); a collision inside one chart moves the later
 * label (in sorted order, so the outcome is deterministic) to the next free slot.
 * Black is reserved for published reference markers, yellow is only used once the six stronger
 * colours are taken because it is hard to see as a thin line on white.
 */
public final class Palette {
    /** The six strong Okabe–Ito colours, in preference order. */
    private static final Color[] STRONG = {
        new Color(0x0072B2), // blue
        new Color(0xE69F00), // orange
        new Color(0x009E73), // bluish green
        new Color(0xD55E00), // vermillion
        new Color(0xCC79A7), // reddish purple
        new Color(0x56B4E9), // sky blue
    };
    private static final Color YELLOW = new Color(0xF0E442);
    /** Published reference markers: the one colour no series can get. */
    public static final Color PUBLISHED = Color.BLACK;

    private Palette() {
    }

    /** Assigns a distinct colour to every label. Same label set → same colours; a label's preferred colour never changes. */
    public static Map<String, Color> assign(Collection<String> labels) {
        Map<String, Color> out = new TreeMap<>();
        TreeSet<String> sorted = new TreeSet<>(labels);
        int strongSlots = STRONG.length;
        boolean[] used = new boolean[strongSlots];
        int overflow = 0;
        for (String label : sorted) {
            int preferred = Math.floorMod(fnv1a(label), strongSlots);
            int slot = -1;
            for (int k = 0; k < strongSlots; k++) {
                int s = (preferred + k) % strongSlots;
                if (!used[s]) {
                    slot = s;
                    break;
                }
            }
            if (slot >= 0) {
                used[slot] = true;
                out.put(label, STRONG[slot]);
            } else {
                out.put(label, overflowColour(overflow++));
            }
        }
        return out;
    }

    /** Beyond six labels: yellow, then darker and lighter variants of the strong colours (still distinguishable by position). */
    private static Color overflowColour(int i) {
        if (i == 0) {
            return YELLOW;
        }
        int k = i - 1;
        Color base = STRONG[k % STRONG.length];
        int round = k / STRONG.length;
        return round % 2 == 0 ? mix(base, Color.BLACK, 0.45) : mix(base, Color.WHITE, 0.5);
    }

    static Color mix(Color a, Color b, double t) {
        return new Color((int) Math.round(a.getRed() * (1 - t) + b.getRed() * t),
                (int) Math.round(a.getGreen() * (1 - t) + b.getGreen() * t),
                (int) Math.round(a.getBlue() * (1 - t) + b.getBlue() * t));
    }

    /** A translucent version of a series colour, for confidence bands. */
    public static Color band(Color c) {
        return new Color(c.getRed(), c.getGreen(), c.getBlue(), 56);
    }

    static int fnv1a(String s) {
        int h = 0x811C9DC5;
        for (byte b : s.getBytes(StandardCharsets.UTF_8)) {
            h ^= b & 0xFF;
            h *= 0x01000193;
        }
        return h;
    }
}
