import { MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE } from '@contract';
import { Button, FileButton, Text, TextInput } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';

import { notifyApiError, notifyError, notifySuccess } from '@/lib/notify';

import { uploadCourseMedia } from './course-api';
import styles from './courses.module.css';
import { ProcessedVideoStatus } from './processed-video-status';
import { cancelSavedUpload, savedUpload, UploadCancelled, uploadVideo, type UploadProgress } from './resumable-video-upload';
import { processedVideoId } from './video-api';
import { VideoUploadProgress } from './video-upload-progress';

type Kind = 'image' | 'video' | 'document';

const ACCEPT: Record<Kind, string> = {
  image: 'image/*',
  video: 'video/mp4,video/webm,video/quicktime',
  document: 'application/pdf',
};

interface MediaUrlInputProps {
  label: string;
  kind: Kind;
  value: string;
  onChange: (url: string) => void;
  error?: string;
}

/**
 * A media URL typed in, or filled by uploading a file (checked by its content on the server). Videos
 * go straight to storage in resumable chunks (resumable-video-upload.ts) and are then processed into
 * HLS, shown live below; images and PDFs go through the API.
 */
export function MediaUrlInput({ label, kind, value, onChange, error }: MediaUrlInputProps) {
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [interrupted, setInterrupted] = useState(() => (kind === 'video' ? savedUpload() : null));
  const abort = useRef<AbortController | null>(null);
  const videoId = kind === 'video' ? processedVideoId(value) : null;

  const uploadSmall = async (file: File) => {
    if (file.size > MAX_UPLOAD_BYTES) {
      notifyError(UPLOAD_TOO_LARGE);
      return;
    }
    setUploading(true);
    try {
      onChange(await uploadCourseMedia(kind, file));
      notifySuccess('File uploaded');
    } catch (err) {
      notifyApiError(err, 'Failed to upload file');
    } finally {
      setUploading(false);
    }
  };

  const uploadLarge = async (file: File) => {
    const controller = new AbortController();
    abort.current = controller;
    setUploading(true);
    try {
      const url = await uploadVideo(file, {
        signal: controller.signal,
        onProgress: setProgress,
        onResume: (from) => notifySuccess(`Resuming the upload at ${Math.floor((from / file.size) * 100)}%`),
      });
      onChange(url);
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

  const upload = (file: File | null) => {
    if (file) void (kind === 'video' ? uploadLarge(file) : uploadSmall(file));
  };

  return (
    <div>
      <div className={styles.upload}>
        <TextInput label={label} value={value} error={error} onChange={(e) => onChange(e.currentTarget.value)} />
        <FileButton onChange={upload} accept={ACCEPT[kind]}>
          {(props) => (
            <Button
              {...props}
              variant="light"
              loading={uploading}
              leftSection={<IconUpload size={14} aria-hidden />}
              aria-label={`Upload ${label.toLowerCase()}`}
            >
              Upload
            </Button>
          )}
        </FileButton>
      </div>
      {progress && <VideoUploadProgress progress={progress} onCancel={cancel} />}
      {videoId && !uploading && <ProcessedVideoStatus videoId={videoId} />}
      {!uploading && interrupted && (
        <Text size="sm" role="status">
          The upload of {interrupted.name} stopped at {Math.floor((interrupted.confirmed / interrupted.size) * 100)}%. Choose the
          same file again to resume from there, or{' '}
          <Button variant="subtle" size="compact-sm" onClick={cancel}>
            discard it
          </Button>
          .
        </Text>
      )}
    </div>
  );
}
