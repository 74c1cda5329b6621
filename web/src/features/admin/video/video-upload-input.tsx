import { Button, FileButton, Input, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useId } from 'react';

import { InterruptedUpload } from './interrupted-upload';
import { ProcessedVideoStatus } from './processed-video-status';
import { useVideoUpload } from './use-video-upload';
import { processedVideoId } from './video-api';
import { VideoUploadProgress } from './video-upload-progress';
import styles from './video.module.css';

const ACCEPT = 'video/mp4,video/webm,video/quicktime';

interface VideoUploadInputProps {
  label: string;
  /** The stored address: a processed video's master playlist, or an older plain file. */
  value: string;
  onChange: (url: string) => void;
  use: 'lesson' | 'highlight';
  error?: string;
}

/**
 * A video chosen by upload only (no address typed in): it goes straight to storage in resumable
 * chunks, with progress, cancel and resume after a reload, then its processing shows live and the
 * ready video plays in the site's player.
 */
export function VideoUploadInput({ label, value, onChange, use, error }: VideoUploadInputProps) {
  const id = useId();
  const video = useVideoUpload(use, onChange);
  const videoId = processedVideoId(value);
  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      labelProps={{ id: `${id}-label` }}
      error={error}
      description="MP4, WebM or MOV, as large as a full match clip: it is processed for streaming after the upload."
    >
      <div className={styles.field} role="group" aria-labelledby={`${id}-label`}>
        <div>
          <FileButton onChange={(file) => file && video.start(file)} accept={ACCEPT}>
            {(props) => (
              <Button {...props} variant="light" loading={video.uploading} leftSection={<IconUpload size={14} aria-hidden />}>
                {value ? 'Replace video' : 'Upload video'}
              </Button>
            )}
          </FileButton>
        </div>
        {video.progress && <VideoUploadProgress progress={video.progress} onCancel={video.cancel} />}
        {!video.uploading && video.interrupted && <InterruptedUpload upload={video.interrupted} onDiscard={video.cancel} />}
        {!video.uploading && videoId && <ProcessedVideoStatus videoId={videoId} use={use} />}
        {!video.uploading && value && !videoId && (
          <Text size="sm" className={styles.current}>
            Current video: <a href={value}>{value.split('/').pop()}</a>
          </Text>
        )}
      </div>
    </Input.Wrapper>
  );
}
