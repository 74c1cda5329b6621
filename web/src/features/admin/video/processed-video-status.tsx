import type { AdminVideoStatus } from '@contract';
import { Alert, Progress, Text } from '@mantine/core';
import { useEffect, useState } from 'react';

import { formatClock } from '@/ui/video-player/format-clock';
import { VideoPlayer } from '@/ui/video-player/video-player';

import { CaptionsEditor } from './captions-editor';
import { getVideoStatus } from './video-api';
import styles from './video.module.css';

/** While a video is queued or processing, its status is asked for this often. */
export const STATUS_POLL_MS = 2000;

/**
 * An uploaded video's processing, live: queued, processing with its percent, failed with the reason,
 * or ready with its renditions and a preview in the learner's player (signed for the admin).
 */
export function ProcessedVideoStatus({ videoId, use = 'lesson' }: { videoId: string; use?: 'lesson' | 'highlight' }) {
  const [status, setStatus] = useState<AdminVideoStatus | null>(null);
  const [lost, setLost] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const next = await getVideoStatus(videoId, controller.signal);
        setStatus(next);
        setLost(false);
        if (next.status === 'queued' || next.status === 'processing') timer = setTimeout(() => void poll(), STATUS_POLL_MS);
      } catch {
        if (controller.signal.aborted) return;
        setLost(true);
        timer = setTimeout(() => void poll(), STATUS_POLL_MS * 5);
      }
    };
    void poll();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [videoId]);

  const captions = status && (
    <CaptionsEditor
      videoId={videoId}
      captions={status.captions}
      onChange={(next) => setStatus((current) => current && { ...current, captions: next })}
    />
  );

  if (!status) return lost ? <Text size="sm">The video’s status could not be loaded; trying again…</Text> : null;
  if (status.status === 'failed')
    return (
      <Alert color="red" title="The video could not be processed" role="alert">
        {status.reason}
      </Alert>
    );
  if (status.status !== 'ready') {
    const label = status.status === 'queued' ? 'Waiting to be processed' : `Processing · ${status.percent}%`;
    return (
      <div role="status" aria-label="Video processing">
        <Progress value={status.status === 'queued' ? 0 : status.percent} aria-label="Processing progress" animated />
        <Text size="sm" data-testid="video-status">
          {label}.{' '}
          {use === 'lesson'
            ? 'You can save the lesson now: learners see the video once it is ready.'
            : 'You can save the highlight now: visitors see it once the video is ready.'}
        </Text>
        {captions}
      </div>
    );
  }
  return (
    <div className={styles.videoPreview}>
      <Text size="sm" data-testid="video-status">
        Ready · {status.renditions.map((rendition) => rendition.name).join(', ')} · {formatClock(status.durationSeconds ?? 0)}
      </Text>
      {status.url && (
        <VideoPlayer
          key={status.url}
          src={status.url}
          poster={status.posterUrl}
          title={use === 'lesson' ? 'Lesson video preview' : 'Highlight video preview'}
          analyst={use === 'lesson'}
          captions={status.captions}
          thumbnails={status.thumbnailsUrl}
        />
      )}
      {captions}
    </div>
  );
}
