import { useRef, useState } from 'react';

import { notifyApiError, notifySuccess } from '@/lib/notify';

import {
  cancelSavedUpload,
  savedUpload,
  UploadCancelled,
  uploadVideo,
  type SavedUpload,
  type UploadProgress,
} from './resumable-video-upload';

export interface VideoUpload {
  uploading: boolean;
  /** The upload on its way, for VideoUploadProgress. */
  progress: UploadProgress | null;
  /** An upload a reload or a lost connection stopped: picking the same file resumes it. */
  interrupted: SavedUpload | null;
  start: (file: File) => void;
  /** Stops the upload for good (storage drops what it holds) and forgets it. */
  cancel: () => void;
}

/**
 * One video upload of a form: straight to storage in resumable chunks, then completed for a lesson
 * or a highlight; `onUploaded` receives the address (the master playlist the processing writes).
 */
export function useVideoUpload(use: 'lesson' | 'highlight', onUploaded: (url: string) => void): VideoUpload {
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [interrupted, setInterrupted] = useState(savedUpload);
  const abort = useRef<AbortController | null>(null);

  const run = async (file: File) => {
    const controller = new AbortController();
    abort.current = controller;
    setUploading(true);
    try {
      const url = await uploadVideo(file, {
        signal: controller.signal,
        onProgress: setProgress,
        onResume: (from) => notifySuccess(`Resuming the upload at ${Math.floor((from / file.size) * 100)}%`),
        use,
      });
      onUploaded(url);
      notifySuccess('Video uploaded: it is being processed');
    } catch (err) {
      if (!(err instanceof UploadCancelled)) notifyApiError(err, 'Failed to upload the video');
    } finally {
      abort.current = null;
      setUploading(false);
      setProgress(null);
      setInterrupted(savedUpload());
    }
  };

  const cancel = () => {
    abort.current?.abort();
    void cancelSavedUpload().then(() => setInterrupted(null));
  };

  return { uploading, progress, interrupted, start: (file) => void run(file), cancel };
}
