import type { Readable } from 'node:stream';

export interface MediaInfo {
  size: number;
  contentType: string;
}

export interface ByteRange {
  start: number;
  end: number;
}

/** What a browser is about to upload into a resumable session. */
export interface ResumableUpload {
  contentType: string;
  size: number;
  /** The page's origin, which the session answers cross-origin requests for. */
  origin?: string;
}

/** Where uploaded media live: Cloud Storage in production, a local folder offline. */
export interface MediaStore {
  put(path: string, bytes: Buffer, contentType: string): Promise<void>;
  /**
   * Opens a Cloud Storage resumable upload session (JSON API) for the one object `path` and returns its
   * URI: whoever holds it can upload that object, and nothing else, straight from the browser.
   */
  openResumableSession(path: string, upload: ResumableUpload): Promise<string>;
  /** Renames a stored object (a finished staging upload becomes the media file). */
  move(from: string, to: string, contentType: string): Promise<void>;
  stat(path: string): Promise<MediaInfo | null>;
  read(path: string, range?: ByteRange): Readable;
  delete(path: string): Promise<void>;
  /** Deletes every object under `prefix/` (a processed video's renditions). */
  deleteFolder(prefix: string): Promise<void>;
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** Media paths are a few plain segments: no traversal, no hidden files, no odd characters. */
export function isSafeMediaPath(path: string): boolean {
  const segments = path.split('/');
  return segments.length >= 1 && segments.length <= 4 && segments.every((s) => SEGMENT.test(s) && !s.includes('..'));
}

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  pdf: 'application/pdf',
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  vtt: 'text/vtt',
};

export function contentTypeFor(path: string): string {
  return TYPES[path.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}
