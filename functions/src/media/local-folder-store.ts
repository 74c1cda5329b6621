import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

import { contentTypeFor, type MediaStore } from './media-store';

/** Media in a folder on disk: the offline stand-in for Cloud Storage. */
export function localFolderStore(root: string): MediaStore {
  const full = (path: string) => join(root, path);
  return {
    async put(path, bytes) {
      await mkdir(dirname(full(path)), { recursive: true });
      await writeFile(full(path), bytes);
    },
    async stat(path) {
      try {
        const info = await stat(full(path));
        return info.isFile() ? { size: info.size, contentType: contentTypeFor(path) } : null;
      } catch {
        return null;
      }
    },
    read(path, range) {
      return createReadStream(full(path), range ? { start: range.start, end: range.end } : undefined);
    },
    async delete(path) {
      await rm(full(path), { force: true });
    },
  };
}
