import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

import { contentTypeFor, type MediaStore } from './media-store';

/**
 * Media in a folder on disk: the offline stand-in for Cloud Storage. Resumable upload sessions are
 * opened on the stand-in at `uploadUrl` (scripts/local/storage-upload-stand-in), exactly as on Cloud
 * Storage's JSON API, and it writes the finished object into this folder.
 */
export function localFolderStore(root: string, uploadUrl = process.env.STORAGE_UPLOAD_URL): MediaStore {
  const full = (path: string) => join(root, path);
  return {
    async put(path, bytes) {
      await mkdir(dirname(full(path)), { recursive: true });
      await writeFile(full(path), bytes);
    },
    async openResumableSession(path, { contentType, size, origin }) {
      if (!uploadUrl) throw new Error('STORAGE_UPLOAD_URL is not set: the local stack starts the upload stand-in');
      const res = await fetch(`${uploadUrl}/upload/storage/v1/b/local/o?uploadType=resumable&name=${encodeURIComponent(path)}`, {
        method: 'POST',
        headers: {
          'X-Upload-Content-Type': contentType,
          'X-Upload-Content-Length': String(size),
          ...(origin ? { Origin: origin } : {}),
        },
      });
      const location = res.headers.get('location');
      if (res.status !== 200 || !location) throw new Error(`The upload stand-in refused a session: ${res.status}`);
      return location;
    },
    async move(from, to) {
      await mkdir(dirname(full(to)), { recursive: true });
      await rename(full(from), full(to));
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
    async deleteFolder(prefix) {
      await rm(full(prefix), { recursive: true, force: true });
    },
  };
}
