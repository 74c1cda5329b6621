/**
 * The widths a public image is served at besides its own (`/uploads/…?w=800`): what a card or a
 * hero needs on a phone, a laptop and a 2x screen. The page lists them in `srcset`; any other
 * width is refused, so the stored variants stay three per image.
 */
export const IMAGE_WIDTHS = [480, 800, 1200] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The stored files that can be asked for at those widths: raster images, by their extension. */
export const RESIZABLE_IMAGE = /\.(jpe?g|png|webp|avif)$/i;
