import { Button, Progress, Text } from '@mantine/core';

import type { UploadProgress } from './resumable-video-upload';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function timeLeft(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds)) return 'estimating time left';
  if (seconds < 60) return `${Math.ceil(seconds)} s left`;
  const minutes = Math.floor(seconds / 60);
  return minutes < 60
    ? `${minutes} min ${Math.ceil(seconds % 60)} s left`
    : `${Math.floor(minutes / 60)} h ${minutes % 60} min left`;
}

/** A video upload on its way: percent, speed, time left, and a way to stop it. */
export function VideoUploadProgress({ progress, onCancel }: { progress: UploadProgress; onCancel: () => void }) {
  const percent = progress.total ? Math.floor((progress.sent / progress.total) * 100) : 0;
  return (
    <div role="group" aria-label="Video upload">
      <Progress value={percent} aria-label="Upload progress" aria-valuenow={percent} animated />
      <Text size="sm" aria-live="polite" data-testid="upload-status">
        {percent}% · {megabytes(progress.sent)} of {megabytes(progress.total)} · {megabytes(progress.bytesPerSecond)}/s ·{' '}
        {timeLeft(progress.secondsLeft)}
      </Text>
      <Button variant="subtle" color="red" size="xs" onClick={onCancel}>
        Cancel upload
      </Button>
    </div>
  );
}
