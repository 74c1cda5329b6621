import { cancelResumableSession } from './resumable-uploads.service';
import { deleteUploadRecord, findMediaNames, listUploadsBefore, recordUpload as record } from './uploads.repository';
import { discardUnfinishedUpload } from './video.service';

const SWEEP_BATCH = 200;

/**
 * A file uploaded on its own (POST /api/admin/uploads) before the form that uses it is saved gets a
 * record, so one whose form was abandoned can be found and removed later (sweepUploadRecords).
 */
export function recordUpload(url: string, name?: string): Promise<void> {
  return record(url, name);
}

/** The names files were uploaded under, by address; a file uploaded before names were kept has none. */
export function mediaNamesOf(urls: string[]): Promise<Map<string, string>> {
  return findMediaNames(urls);
}

/**
 * Walks the records of uploads made before `cutoff`, oldest first. A video upload whose session
 * never finished has its session cancelled (the bytes sent so far go with it) and whatever a
 * completion cut short had already made of it removed. `settle(url)` then removes the file or keeps
 * it (true when it removed it), and the record goes either way: from then on, edits and deletes of
 * what uses the file decide.
 */
export async function sweepUploadRecords(
  cutoff: Date,
  settle: (url: string) => Promise<boolean>,
): Promise<{ removed: number; kept: number }> {
  let removed = 0;
  let kept = 0;
  for (;;) {
    const stale = await listUploadsBefore(cutoff, SWEEP_BATCH);
    for (const upload of stale) {
      if (upload.sessionUri) {
        await cancelResumableSession(upload.sessionUri);
        await discardUnfinishedUpload(upload.id);
      }
      if (await settle(upload.url)) removed += 1;
      else kept += 1;
      await deleteUploadRecord(upload.id);
    }
    if (stale.length < SWEEP_BATCH) return { removed, kept };
  }
}
