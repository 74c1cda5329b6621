import { IMAGE_WIDTHS, RESIZABLE_IMAGE, type ImageWidth } from '../contract/image-widths';
import { AppError } from '../lib/app-error';

import { getMediaStore, type MediaInfo } from './index';

/** Where a variant is kept once made: never served by its own path (media.routes.ts). */
export const VARIANTS_PREFIX = 'image-variants/';

const variantPathOf = (path: string, width: ImageWidth) => `${VARIANTS_PREFIX}${width}/${path}.webp`;

/** The width asked for in `?w=`, or null when none was; a width not offered is a 400. */
export function requestedWidth(query: unknown, path: string): ImageWidth | null {
  if (query === undefined) return null;
  const width = Number(query);
  if (!RESIZABLE_IMAGE.test(path) || !IMAGE_WIDTHS.includes(width as ImageWidth))
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
  const variantPath = variantPathOf(path, width);
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
  return { path: variantPath, info: { size: webp.length, contentType: 'image/webp' } };
}

/** Removes the widths made of an image, with it: nothing of a deleted image stays in storage. */
export async function deleteImageVariants(path: string): Promise<void> {
  if (!RESIZABLE_IMAGE.test(path)) return;
  const store = getMediaStore();
  await Promise.all(IMAGE_WIDTHS.map((width) => store.delete(variantPathOf(path, width))));
}
