import { cloudStorageStore } from './cloud-storage-store';
import { localFolderStore } from './local-folder-store';
import type { MediaStore } from './media-store';

export * from './media-store';

let store: MediaStore | undefined;

/** MEDIA_DIR picks the local folder (offline emulators); otherwise Cloud Storage. */
export function getMediaStore(): MediaStore {
  store ??= process.env.MEDIA_DIR ? localFolderStore(process.env.MEDIA_DIR) : cloudStorageStore();
  return store;
}

/** The public address of a stored media path, as the API returns it. */
export function mediaUrl(path: string): string {
  return `/uploads/${path}`;
}
