package org.repsim.charts;

/**
 * Logical chart size in points. The SVG uses it as is; the PNG is drawn at {@link #PNG_SCALE}×
 * so text stays sharp on high-density screens and in papers.
 */
public record ChartSize(int width, int height) {
    public static final int PNG_SCALE = 2;
    public static final ChartSize DEFAULT = new ChartSize(960, 560);

    public ChartSize {
        if (width < 100 || height < 100 || width > 8000 || height > 8000) {
            throw new IllegalArgumentException("chart size " + width + "x" + height + " outside 100..8000");
        }
    }
}
