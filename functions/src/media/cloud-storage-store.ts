import type { MediaStore } from './media-store';

/** Media in the project's default Cloud Storage bucket (or the Storage emulator). */
export function cloudStorageStore(): MediaStore {
  const bucket = () => {
    const { getApps, initializeApp } = require('firebase-admin/app') as typeof import('firebase-admin/app');
    const { getStorage } = require('firebase-admin/storage') as typeof import('firebase-admin/storage');
    return getStorage(getApps()[0] ?? initializeApp()).bucket();
  };
  return {
    async put(path, bytes, contentType) {
      await bucket().file(path).save(bytes, { contentType, resumable: false });
    },
    async openResumableSession(path, { contentType, origin }) {
      const [uri] = await bucket()
        .file(path)
        .createResumableUpload({ metadata: { contentType }, ...(origin ? { origin } : {}) });
      return uri;
    },
    async move(from, to, contentType) {
      await bucket().file(from).move(to);
      await bucket().file(to).setMetadata({ contentType });
    },
    async stat(path) {
      const file = bucket().file(path);
      const [exists] = await file.exists();
      if (!exists) return null;
      const [meta] = await file.getMetadata();
      return { size: Number(meta.size ?? 0), contentType: String(meta.contentType ?? 'application/octet-stream') };
    },
    read(path, range) {
      return bucket()
        .file(path)
        .createReadStream(range ? { start: range.start, end: range.end } : {});
    },
    async delete(path) {
      await bucket().file(path).delete({ ignoreNotFound: true });
    },
    async deleteFolder(prefix) {
      await bucket().deleteFiles({ prefix: `${prefix}/` });
    },
  };
}
