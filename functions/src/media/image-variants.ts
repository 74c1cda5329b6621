import { IMAGE_WIDTHS, type ImageWidth } from '../contract/image-widths';
import { AppError } from '../lib/app-error';

import { getMediaStore, type MediaInfo } from './index';

/** Where a variant is kept once made: never served by its own path (media.routes.ts). */
export const VARIANTS_PREFIX = 'image-variants/';

const RESIZABLE = /\.(jpe?g|png|webp|avif)$/i;

/** The width asked for in `?w=`, or null when none was; a width not offered is a 400. */
export function requestedWidth(query: unknown, path: string): ImageWidth | null {
  if (query === undefined) return null;
  const width = Number(query);
  if (!RESIZABLE.test(path) || !IMAGE_WIDTHS.includes(width as ImageWidth))
    throw AppError.badRequest(`Images are served at widths ${IMAGE_WIDTHS.join(', ')} only (a JPEG, PNG, WebP or AVIF image)`);
  return width as ImageWidth;
}

/**
 * The stored WebP of `path` at `width` (never wider than the image itself), made on its first
 * request and kept: each image is resized at most once per width, whatever the traffic. A stored
 * file never changes (an upload's name is new each time), so neither does its variant. Null when
 * the stored file cannot be read as an image.
 */
export async function imageVariant(path: string, width: ImageWidth): Promise<{ path: string; info: MediaInfo } | null> {
  const store = getMediaStore();
  const variantPath = `${VARIANTS_PREFIX}${width}/${path}.webp`;
  const existing = await store.stat(variantPath);
  if (existing) return { path: variantPath, info: existing };
  const chunks: Buffer[] = [];
  for await (const chunk of store.read(path)) chunks.push(Buffer.from(chunk as Buffer));
  const { default: sharp } = await import('sharp');
  let webp: Buffer;
  try {
    webp = await sharp(Buffer.concat(chunks), { limitInputPixels: 40_000_000 })
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch (error) {
    // A stored file sharp cannot read is served as it is: the page still shows what it showed before.
    console.error(`No ${width}px variant of ${path}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
  await store.put(variantPath, webp, 'image/webp');
  return { path: variantPath, info: (await store.stat(variantPath)) as MediaInfo };
}
