import { useRef } from 'react';

import { useT } from '@/lib/i18n/use-t';

import { formatClock } from './format-clock';
import { SeekPreview } from './seek-preview';
import classes from './video-player.module.css';

/** The seek bar, with the picture at a time above it where the video has seek previews. */
export function SeekBar({
  time,
  duration,
  thumbnails,
  onSeek,
}: {
  time: number;
  duration: number;
  thumbnails: string | null;
  onSeek: (seconds: number) => void;
}) {
  const t = useT();
  const seekRef = useRef<HTMLInputElement>(null);
  return (
    <>
      {thumbnails && <SeekPreview seekRef={seekRef} thumbnails={thumbnails} duration={duration} />}
      <input
        ref={seekRef}
        type="range"
        className={classes.seek}
        min={0}
        max={duration || 0}
        step={0.1}
        value={Math.min(time, duration || 0)}
        onChange={(e) => onSeek(Number(e.currentTarget.value))}
        aria-label={t('player.seek')}
        aria-valuetext={t('player.timeOf', { time: formatClock(time), duration: formatClock(duration) })}
        disabled={!duration}
      />
    </>
  );
}
