import { randomUUID } from 'node:crypto';

import type { UploadedFile } from '../http/multipart';
import { AppError } from '../lib/app-error';

import { deleteImageVariants } from './image-variants';
import { getMediaStore, isSafeMediaPath, mediaUrl } from './index';

export type MediaKind = 'image' | 'video' | 'document';

/** Raster formats taken in; SVG is never taken (it can carry script). */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
const VIDEO_TYPES: Record<string, string> = { 'video/mp4': 'mp4', 'video/x-m4v': 'mp4', 'video/webm': 'webm' };
/** Longest side of a stored image: large enough for a full-width hero, small enough to load fast. */
const MAX_IMAGE_SIDE = 1920;

async function sniff(bytes: Buffer): Promise<string | undefined> {
  const { fileTypeFromBuffer } = await import('file-type');
  return (await fileTypeFromBuffer(bytes))?.mime;
}

/**
 * Checks an uploaded file by its content, never its name, and stores it under `folder`: images
 * re-encoded as WebP (rotated upright, resized, all metadata such as GPS dropped), videos and
 * documents as they are once they prove to be MP4/WebM or PDF. Returns the public URL.
 */
export async function storeUpload(file: UploadedFile, kind: MediaKind, folder: string): Promise<string> {
  const mime = await sniff(file.bytes);
  const id = randomUUID();
  if (kind === 'image') {
    if (!mime || !IMAGE_TYPES.has(mime)) {
      throw AppError.badRequest(`${file.field}: the file must be a JPEG, PNG, WebP, GIF or AVIF image`, [
        { msg: 'The file must be a JPEG, PNG, WebP, GIF or AVIF image', path: file.field },
      ]);
    }
    const { default: sharp } = await import('sharp');
    let webp: Buffer;
    try {
      webp = await sharp(file.bytes, { limitInputPixels: 40_000_000 })
        .rotate()
        .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
    } catch {
      throw AppError.badRequest(`${file.field}: the image could not be read`, [
        { msg: 'The image could not be read', path: file.field },
      ]);
    }
    const path = `${folder}/${id}.webp`;
    await getMediaStore().put(path, webp, 'image/webp');
    return mediaUrl(path);
  }
  if (kind === 'document') {
    if (mime !== 'application/pdf') {
      throw AppError.badRequest(`${file.field}: the file must be a PDF document`, [
        { msg: 'The file must be a PDF document', path: file.field },
      ]);
    }
    const path = `${folder}/${id}.pdf`;
    await getMediaStore().put(path, file.bytes, 'application/pdf');
    return mediaUrl(path);
  }
  const extension = mime ? VIDEO_TYPES[mime] : undefined;
  if (!extension) {
    throw AppError.badRequest(`${file.field}: the file must be an MP4 or WebM video`, [
      { msg: 'The file must be an MP4 or WebM video', path: file.field },
    ]);
  }
  const path = `${folder}/${id}.${extension}`;
  await getMediaStore().put(path, file.bytes, extension === 'mp4' ? 'video/mp4' : 'video/webm');
  return mediaUrl(path);
}

/**
 * The distinct media addresses a document shows, stored beside it as `mediaUrls` so that whether
 * anything still uses a file is one array-contains query.
 */
export const mediaUrls = (urls: ReadonlyArray<string | null | undefined>) => [
  ...new Set(urls.filter((url): url is string => typeof url === 'string' && url !== '')),
];

/** Removes a file this API stored; URLs elsewhere (external links) are left alone. */
export async function deleteUpload(url: string | null | undefined): Promise<void> {
  const path = url?.startsWith('/uploads/') ? url.slice('/uploads/'.length) : null;
  if (!path) return;
  if (isSafeMediaPath(path)) await Promise.all([getMediaStore().delete(path), deleteImageVariants(path)]).catch(() => undefined);
}
