// @ts-check
// Puts the demo media (emulator-data/media/<kind>/<file>) into the media store at
// media/<kind>/<file>: a local folder (MEDIA_DIR) or the Storage emulator's default bucket.
import { copyFile, mkdir, readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';

import { MEDIA_ROOT } from './seed-data.mjs';

/** Store paths ('media/<kind>/<file>') of every demo media file. */
export async function listMediaFiles() {
  const paths = [];
  for (const kind of await readdir(MEDIA_ROOT, { withFileTypes: true })) {
    if (!kind.isDirectory() || kind.name.startsWith('.')) continue;
    for (const file of await readdir(join(MEDIA_ROOT, kind.name), { withFileTypes: true })) {
      if (file.isFile() && !file.name.startsWith('.')) paths.push(`media/${kind.name}/${file.name}`);
    }
  }
  return paths.sort();
}

const source = (path) => join(MEDIA_ROOT, path.slice('media/'.length));

/** Copies (MEDIA_DIR) or uploads (Storage emulator) every file; returns how many. */
export async function seedMedia(app, paths) {
  if (process.env.MEDIA_DIR) {
    for (const path of paths) {
      const target = join(process.env.MEDIA_DIR, path);
      await mkdir(join(target, '..'), { recursive: true });
      await copyFile(source(path), target);
    }
    return paths.length;
  }
  const { getStorage } = await import('firebase-admin/storage');
  // Typed as the app's own media store types them (the build, made before any stack starts).
  const mediaStore = join(import.meta.dirname, '../../functions/lib/media/media-store.js');
  const { contentTypeFor } = createRequire(import.meta.url)(mediaStore);
  const bucket = getStorage(app).bucket();
  for (const path of paths) {
    await bucket.file(path).save(await readFile(source(path)), { contentType: contentTypeFor(path), resumable: false });
  }
  return paths.length;
}
