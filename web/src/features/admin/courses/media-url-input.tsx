import { MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE } from '@contract';
import { Button, FileButton, TextInput } from '@mantine/core';
import { IconFile, IconLibraryPhoto, IconLink, IconUpload, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

import { notifyApiError, notifyError, notifySuccess } from '@/lib/notify';

import { InterruptedUpload } from '../video/interrupted-upload';
import { ProcessedVideoStatus } from '../video/processed-video-status';
import { useVideoUpload } from '../video/use-video-upload';
import { processedVideoId } from '../video/video-api';
import { VideoUploadProgress } from '../video/video-upload-progress';

import { mediaLibrary, uploadCourseMedia } from './course-api';
import styles from './courses.module.css';
import { MediaLibraryPicker } from './media-library-picker';

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
 * What an author reads for an uploaded file: the name it was uploaded under (from the media
 * library), never its storage path; a generic name until the library answers.
 */
function useUploadedName(kind: Kind, url: string, justUploaded: { url: string; name: string } | null): string {
  const [named, setNamed] = useState<{ url: string; name: string } | null>(null);
  const known = justUploaded?.url === url ? justUploaded.name : named?.url === url ? named.name : null;
  useEffect(() => {
    if (known || !url.startsWith('/uploads/')) return;
    let current = true;
    mediaLibrary(kind).then(
      (items) => {
        const item = items.find((candidate) => candidate.url === url);
        if (current && item) setNamed({ url, name: item.name });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [kind, url, known]);
  return known ?? (kind === 'video' && processedVideoId(url) ? 'Uploaded video' : `Uploaded ${kind}`);
}

/**
 * A media file uploaded (shown by its name), or a link typed in; filled by uploading a file (checked by its content on the server). Videos
 * go straight to storage in resumable chunks (resumable-video-upload.ts) and are then processed into
 * HLS, shown live below; images and PDFs go through the API.
 */
export function MediaUrlInput({ label, kind, value, onChange, error }: MediaUrlInputProps) {
  const [sending, setSending] = useState(false);
  // An uploaded file shows by its name; the author may still type a link over it.
  const [typingLink, setTypingLink] = useState(false);
  const [picking, setPicking] = useState(false);
  const [justUploaded, setJustUploaded] = useState<{ url: string; name: string } | null>(null);
  // Read when the upload finishes, however long after it started.
  const videoName = useRef('');
  const video = useVideoUpload('lesson', (url) => {
    setTypingLink(false);
    if (videoName.current) setJustUploaded({ url, name: videoName.current });
    onChange(url);
  });
  const uploadedName = useUploadedName(kind, value, justUploaded);
  const uploading = sending || video.uploading;
  const videoId = kind === 'video' ? processedVideoId(value) : null;

  const uploadSmall = async (file: File) => {
    if (file.size > MAX_UPLOAD_BYTES) {
      notifyError(UPLOAD_TOO_LARGE);
      return;
    }
    setSending(true);
    try {
      const url = await uploadCourseMedia(kind, file);
      setJustUploaded({ url, name: file.name });
      onChange(url);
      setTypingLink(false);
      notifySuccess('File uploaded');
    } catch (err) {
      notifyApiError(err, 'Failed to upload file');
    } finally {
      setSending(false);
    }
  };

  const upload = (file: File | null) => {
    if (!file) return;
    if (kind === 'video') {
      videoName.current = file.name;
      video.start(file);
    } else void uploadSmall(file);
  };

  const uploadButton = (
    <FileButton onChange={upload} accept={ACCEPT[kind]}>
      {(props) => (
        <Button
          {...props}
          variant="light"
          loading={uploading}
          leftSection={<IconUpload size={14} aria-hidden />}
          aria-label={`${value ? 'Replace' : 'Upload'} ${label.toLowerCase()}`}
        >
          {value ? 'Replace' : 'Upload'}
        </Button>
      )}
    </FileButton>
  );
  const libraryButton = (
    <Button
      variant="subtle"
      leftSection={<IconLibraryPhoto size={14} aria-hidden />}
      onClick={() => setPicking(true)}
      // Named as it reads (axe: label in name), then for which field.
      aria-label={`From library: ${label.replace(/ URL$/, '').toLowerCase()}`}
    >
      From library
    </Button>
  );
  const picker = (
    <MediaLibraryPicker
      kind={kind}
      opened={picking}
      onClose={() => setPicking(false)}
      onPick={(item) => {
        setPicking(false);
        setTypingLink(false);
        setJustUploaded({ url: item.url, name: item.name });
        onChange(item.url);
      }}
    />
  );
  const showName = value.startsWith('/uploads/') && !typingLink;

  return (
    <div>
      {showName ? (
        <div role="group" aria-label={label} className={styles.uploaded}>
          <span className={styles.uploadedLabel}>{label.replace(/ URL$/, '')}</span>
          <span className={styles.uploadedName}>
            <IconFile size={16} aria-hidden /> {uploadedName}
          </span>
          <span className={styles.uploadedActions}>
            {uploadButton}
            {libraryButton}
            <Button variant="subtle" leftSection={<IconLink size={14} aria-hidden />} onClick={() => setTypingLink(true)}>
              Use a link
            </Button>
            <Button variant="subtle" color="ball" leftSection={<IconX size={14} aria-hidden />} onClick={() => onChange('')}>
              Remove
            </Button>
          </span>
          {error && <span className={styles.uploadedError}>{error}</span>}
        </div>
      ) : (
        <div className={styles.upload}>
          <TextInput label={label} value={value} error={error} onChange={(e) => onChange(e.currentTarget.value)} />
          <span className={styles.uploadedActions}>
            {uploadButton}
            {libraryButton}
          </span>
        </div>
      )}
      {picker}
      {video.progress && <VideoUploadProgress progress={video.progress} onCancel={video.cancel} />}
      {videoId && !uploading && <ProcessedVideoStatus videoId={videoId} />}
      {kind === 'video' && !uploading && video.interrupted && (
        <InterruptedUpload upload={video.interrupted} onDiscard={video.cancel} />
      )}
    </div>
  );
}
