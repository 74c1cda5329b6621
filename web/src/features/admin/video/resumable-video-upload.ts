import { api, ApiError, type ApiEnvelope } from '@/lib/api-client';

/**
 * Sends a video straight to storage through a Cloud Storage resumable upload session (JSON API) the
 * API opens: chunks of 8 MiB, each `PUT` with `Content-Range: bytes a-b/total`, answered 308 with the
 * bytes kept so far until the last one. The session and the file's identity stay in localStorage, so
 * after a dropped connection or a reload, picking the same file again resumes from the confirmed byte.
 */

/** A multiple of Cloud Storage's 256 KiB chunk granularity. */
export const CHUNK_BYTES = 8 * 1024 * 1024;
const STORAGE_KEY = 'cricvision.video-upload';
const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000];

export interface SavedUpload {
  uploadId: string;
  sessionUri: string;
  name: string;
  size: number;
  lastModified: number;
  /** The last byte count storage confirmed. */
  confirmed: number;
}

export interface UploadProgress {
  sent: number;
  total: number;
  /** Averaged over this run of the upload. */
  bytesPerSecond: number;
  secondsLeft: number | null;
}

export function savedUpload(): SavedUpload | null {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as SavedUpload | null;
    return saved && typeof saved.sessionUri === 'string' ? saved : null;
  } catch {
    return null;
  }
}
const save = (upload: SavedUpload) => localStorage.setItem(STORAGE_KEY, JSON.stringify(upload));
export const forgetUpload = () => localStorage.removeItem(STORAGE_KEY);
const sameFile = (saved: SavedUpload, file: File) =>
  saved.name === file.name && saved.size === file.size && saved.lastModified === file.lastModified;

export class UploadCancelled extends Error {
  override readonly name = 'UploadCancelled';
}

interface ChunkAnswer {
  status: number;
  /** Bytes storage holds, from a 308's Range header (none: 0); the whole file on 200/201. */
  persisted: number;
}

/** One PUT to the session; `onSent` reports bytes of this request on their way. */
function put(
  uri: string,
  total: number,
  body: Blob | null,
  start: number,
  signal: AbortSignal,
  onSent: (bytes: number) => void,
): Promise<ChunkAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', uri);
    xhr.setRequestHeader('Content-Range', body ? `bytes ${start}-${start + body.size - 1}/${total}` : `bytes */${total}`);
    xhr.upload.onprogress = (e) => onSent(e.loaded);
    xhr.onload = () => {
      const range = /bytes=0-(\d+)/.exec(xhr.getResponseHeader('Range') ?? '');
      const persisted = xhr.status === 200 || xhr.status === 201 ? total : range ? Number(range[1]) + 1 : 0;
      resolve({ status: xhr.status, persisted });
    };
    xhr.onerror = () => resolve({ status: 0, persisted: -1 });
    xhr.onabort = () => reject(new UploadCancelled('Upload cancelled'));
    const abort = () => xhr.abort();
    signal.addEventListener('abort', abort, { once: true });
    xhr.onloadend = () => signal.removeEventListener('abort', abort);
    xhr.send(body);
  });
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(new UploadCancelled('Upload cancelled'))), {
      once: true,
    });
  });

/** Asks storage how much of the file it holds; null when the session is gone. */
async function confirmedBytes(upload: SavedUpload, signal: AbortSignal): Promise<number | null> {
  const answer = await put(upload.sessionUri, upload.size, null, 0, signal, () => undefined);
  if (answer.status === 308 || answer.status === 200 || answer.status === 201) return answer.persisted;
  if (answer.status === 0) throw new Error('Storage cannot be reached. Check the connection and choose the file again.');
  return null;
}

/**
 * Uploads `file`, resuming the saved session when it is the same file; resolves with the video's URL
 * once the API has checked it. `onResume` says from which byte an earlier upload continues.
 */
export async function uploadVideo(
  file: File,
  {
    signal,
    onProgress,
    onResume,
    use = 'lesson',
  }: {
    signal: AbortSignal;
    onProgress: (p: UploadProgress) => void;
    onResume?: (from: number) => void;
    /** A lesson's video is served to its enrolled learners only, a highlight's to everyone. */
    use?: 'lesson' | 'highlight';
  },
): Promise<string> {
  let upload: SavedUpload | null = null;
  let offset = 0;
  const saved = savedUpload();
  if (saved && sameFile(saved, file)) {
    const confirmed = await confirmedBytes(saved, signal);
    if (confirmed !== null) {
      upload = saved;
      offset = confirmed;
      if (offset > 0) onResume?.(offset);
    }
  }
  if (!upload) {
    const opened = (
      await api.post<ApiEnvelope<{ uploadId: string; sessionUri: string }>>(
        '/admin/uploads/videos',
        { contentType: file.type || 'video/mp4', size: file.size, name: file.name },
        { errorMessage: 'Failed to start the upload' },
      )
    ).data;
    upload = { ...opened, name: file.name, size: file.size, lastModified: file.lastModified, confirmed: 0 };
  }
  save(upload);

  const startedAt = performance.now();
  const startedFrom = offset;
  const report = (sent: number) => {
    const seconds = (performance.now() - startedAt) / 1000;
    const bytesPerSecond = seconds > 0.2 ? (sent - startedFrom) / seconds : 0;
    onProgress({
      sent,
      total: file.size,
      bytesPerSecond,
      secondsLeft: bytesPerSecond > 0 ? (file.size - sent) / bytesPerSecond : null,
    });
  };
  report(offset);

  let failures = 0;
  while (offset < file.size) {
    const chunk = file.slice(offset, Math.min(offset + CHUNK_BYTES, file.size));
    const from = offset;
    const answer = await put(upload.sessionUri, file.size, chunk, from, signal, (bytes) => report(from + bytes));
    if (answer.status === 308 || answer.status === 200 || answer.status === 201) {
      offset = answer.persisted;
      failures = 0;
      save({ ...upload, confirmed: offset });
      report(offset);
      continue;
    }
    if (answer.status === 404 || answer.status === 410 || answer.status === 400) {
      forgetUpload();
      throw new Error('Storage ended this upload session. Choose the file again to start over.');
    }
    // A dropped connection or a server hiccup: wait, ask storage what it kept, continue from there.
    if (failures >= RETRY_DELAYS_MS.length)
      throw new Error('The connection was lost. Choose the same file again to resume where it stopped.');
    await wait(RETRY_DELAYS_MS[failures], signal);
    failures += 1;
    const confirmed = await confirmedBytes(upload, signal).catch(() => null);
    if (confirmed !== null) offset = confirmed;
  }

  try {
    const url = (
      await api.post<ApiEnvelope<{ videoId: string; url: string }>>(
        `/admin/uploads/videos/${encodeURIComponent(upload.uploadId)}/complete`,
        { use },
        {
          errorMessage: 'The video could not be checked',
        },
      )
    ).data.url;
    forgetUpload();
    return url;
  } catch (err) {
    // Refused (not a video, or gone): nothing is left to resume.
    if (err instanceof ApiError && err.status >= 400 && err.status < 500) forgetUpload();
    throw err;
  }
}

/** Stops an upload for good: storage drops the bytes sent so far. */
export async function cancelSavedUpload(): Promise<void> {
  const saved = savedUpload();
  forgetUpload();
  if (saved) await fetch(saved.sessionUri, { method: 'DELETE' }).catch(() => undefined);
}
