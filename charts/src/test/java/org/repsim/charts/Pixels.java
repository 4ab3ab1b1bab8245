package org.repsim.charts;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.BitSet;

import javax.imageio.ImageIO;

/** Pixel checks that tell a drawn chart from a blank or single-colour image. */
final class Pixels {
    private Pixels() {
    }

    static BufferedImage read(Path png) {
        try {
            BufferedImage img = ImageIO.read(png.toFile());
            if (img == null) {
                throw new AssertionError(png + " is not a PNG ImageIO can read");
            }
            return img;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Number of distinct RGB colours, counted on a 4-bit-per-channel grid so anti-aliasing fringes do not inflate it. */
    static int distinctColours(BufferedImage img) {
        BitSet seen = new BitSet(4096);
        for (int y = 0; y < img.getHeight(); y++) {
            for (int x = 0; x < img.getWidth(); x++) {
                int rgb = img.getRGB(x, y);
                seen.set(((rgb >> 20) & 0xF) << 8 | ((rgb >> 12) & 0xF) << 4 | ((rgb >> 4) & 0xF));
            }
        }
        return seen.cardinality();
    }

    /** Fraction of pixels in the central region (where the plot is) that are not near-white. */
    static double inkInCentre(BufferedImage img) {
        int x0 = img.getWidth() / 5;
        int x1 = img.getWidth() * 4 / 5;
        int y0 = img.getHeight() / 5;
        int y1 = img.getHeight() * 3 / 4;
        long ink = 0;
        long all = 0;
        for (int y = y0; y < y1; y++) {
            for (int x = x0; x < x1; x++) {
                int rgb = img.getRGB(x, y);
                int r = (rgb >> 16) & 0xFF;
                int g = (rgb >> 8) & 0xFF;
                int b = rgb & 0xFF;
                if (r < 235 || g < 235 || b < 235) {
                    ink++;
                }
                all++;
            }
        }
        return (double) ink / all;
    }
}
