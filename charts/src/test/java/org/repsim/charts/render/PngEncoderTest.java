package org.repsim.charts.render;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.SplittableRandom;
import java.util.zip.CRC32;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

/** The encoder's PNGs decode, with a standard reader, to exactly the pixels drawn. */
class PngEncoderTest {

    @Test
    void randomPixelsOfOddSizesReadBackExactly() throws IOException {
        SplittableRandom random = new SplittableRandom(7);
        for (int[] size : new int[][] {{1, 1}, {3, 2}, {17, 5}, {640, 3}, {5, 400}}) {
            BufferedImage image = new BufferedImage(size[0], size[1], BufferedImage.TYPE_INT_RGB);
            for (int y = 0; y < size[1]; y++) {
                for (int x = 0; x < size[0]; x++) {
                    image.setRGB(x, y, random.nextInt(1 << 24));
                }
            }
            assertSamePixels(image, decode(PngEncoder.encode(image)));
        }
    }

    @Test
    void aDrawnChartLikeImageReadsBackExactly() throws IOException {
        BufferedImage image = new BufferedImage(960, 560, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, 960, 560);
        g.setColor(new Color(0x1F77B4));
        for (int i = 0; i < 40; i++) {
            g.drawLine(20 * i, 500 - 11 * i, 20 * i + 20, 489 - 11 * i);
        }
        g.setColor(new Color(0xD62728));
        g.drawString("tick rate by players alive", 300, 30);
        g.dispose();
        assertSamePixels(image, decode(PngEncoder.encode(image)));
    }

    @Test
    void everyChunkCarriesTheCrcOfItsTypeAndData() {
        byte[] png = PngEncoder.encode(new BufferedImage(9, 4, BufferedImage.TYPE_INT_RGB));
        int chunks = 0;
        for (int at = 8; at < png.length; chunks++) {
            int length = readInt(png, at);
            CRC32 crc = new CRC32();
            crc.update(png, at + 4, 4 + length);
            assertEquals((int) crc.getValue(), readInt(png, at + 8 + length), "chunk " + chunks);
            at += 12 + length;
        }
        assertEquals(3, chunks, "IHDR, IDAT, IEND");
    }

    @Test
    void refusesAnImageOfAnotherType() {
        assertThrows(IllegalArgumentException.class,
                () -> PngEncoder.encode(new BufferedImage(2, 2, BufferedImage.TYPE_INT_ARGB)));
    }

    private static BufferedImage decode(byte[] png) throws IOException {
        return ImageIO.read(new ByteArrayInputStream(png));
    }

    private static void assertSamePixels(BufferedImage expected, BufferedImage actual) {
        assertEquals(expected.getWidth(), actual.getWidth());
        assertEquals(expected.getHeight(), actual.getHeight());
        int[] want = expected.getRGB(0, 0, expected.getWidth(), expected.getHeight(), null, 0, expected.getWidth());
        int[] got = actual.getRGB(0, 0, actual.getWidth(), actual.getHeight(), null, 0, actual.getWidth());
        assertArrayEquals(want, got);
    }

    private static int readInt(byte[] b, int at) {
        return (b[at] & 0xFF) << 24 | (b[at + 1] & 0xFF) << 16 | (b[at + 2] & 0xFF) << 8 | (b[at + 3] & 0xFF);
    }
}
