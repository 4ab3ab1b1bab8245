package org.repsim.charts.render;

import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32;
import java.util.zip.Deflater;

/**
 * PNG bytes of an opaque RGB chart image: 8-bit truecolour, no interlace, every row with filter
 * type None, one zlib stream at the fastest level.
 *
 * <p>Why not {@code ImageIO.write}: its PNG writer tries all five row filters on every row in
 * Java, and the catalog's 67 charts of 1920 × 1120 pixels made it a hot method that C2 compiled
 * five times. Measured on those charts in a fresh JVM (user CPU, encoding only): ImageIO 3.1–3.5 s
 * and 7.3 MB, this encoder 1.5 s and 7.1 MB (charts are mostly flat colour, which the deflater
 * packs well without a filter; the Up filter gave 7.6 MB for more time). The pixels are the same;
 * {@code PngEncoderTest} reads every pixel back with ImageIO.
 *
 * <p>Level 1 rather than zlib's default 6: charts render while cells still run, so their CPU is
 * taken from the cells. On the catalog's 67 charts (one thread, deflating only) level 6 took
 * 1.55 s for 7.1 MB, level 3 0.94 s for 9.0 MB, level 1 0.78 s for 9.5 MB.
 */
final class PngEncoder {
    private static final byte[] SIGNATURE = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    private static final int BIT_DEPTH = 8;
    private static final int COLOUR_TRUECOLOUR = 2;
    private static final byte FILTER_NONE = 0;

    private PngEncoder() {
    }

    /** @param image an image of {@link BufferedImage#TYPE_INT_RGB} (what {@link ChartFiles} draws into) */
    static byte[] encode(BufferedImage image) {
        if (image.getType() != BufferedImage.TYPE_INT_RGB) {
            throw new IllegalArgumentException("PNG encoder takes TYPE_INT_RGB images, not type " + image.getType());
        }
        int width = image.getWidth();
        int height = image.getHeight();
        ByteArrayOutputStream out = new ByteArrayOutputStream(width * height / 4 + 1024);
        out.writeBytes(SIGNATURE);
        chunk(out, "IHDR", ByteBuffer.allocate(13).putInt(width).putInt(height)
                .put((byte) BIT_DEPTH).put((byte) COLOUR_TRUECOLOUR)
                .put((byte) 0).put((byte) 0).put((byte) 0).array()); // deflate, adaptive filtering, no interlace
        chunk(out, "IDAT", imageData(image, width, height));
        chunk(out, "IEND", new byte[0]);
        return out.toByteArray();
    }

    /** The zlib stream of the filtered rows (each a filter byte, then R, G, B per pixel). */
    private static byte[] imageData(BufferedImage image, int width, int height) {
        // A TYPE_INT_RGB raster is one int per pixel, rows one after the other, 0x00RRGGBB.
        int[] pixels = ((DataBufferInt) image.getRaster().getDataBuffer()).getData();
        byte[] row = new byte[1 + 3 * width];
        byte[] buffer = new byte[1 << 16];
        ByteArrayOutputStream data = new ByteArrayOutputStream(width * height / 4 + 1024);
        Deflater deflater = new Deflater(Deflater.BEST_SPEED);
        try {
            for (int y = 0; y < height; y++) {
                row[0] = FILTER_NONE;
                for (int x = 0, i = 1, p = y * width; x < width; x++, p++) {
                    int rgb = pixels[p];
                    row[i++] = (byte) (rgb >>> 16);
                    row[i++] = (byte) (rgb >>> 8);
                    row[i++] = (byte) rgb;
                }
                deflater.setInput(row);
                while (!deflater.needsInput()) {
                    data.write(buffer, 0, deflater.deflate(buffer));
                }
            }
            deflater.finish();
            while (!deflater.finished()) {
                data.write(buffer, 0, deflater.deflate(buffer));
            }
        } finally {
            deflater.end();
        }
        return data.toByteArray();
    }

    /** Length, type, data and the CRC-32 of type and data. */
    private static void chunk(ByteArrayOutputStream out, String type, byte[] data) {
        byte[] typeBytes = type.getBytes(StandardCharsets.US_ASCII);
        CRC32 crc = new CRC32();
        crc.update(typeBytes);
        crc.update(data);
        out.writeBytes(ByteBuffer.allocate(4).putInt(data.length).array());
        out.writeBytes(typeBytes);
        out.writeBytes(data);
        out.writeBytes(ByteBuffer.allocate(4).putInt((int) crc.getValue()).array());
    }
}
