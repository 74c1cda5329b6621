import { Loader } from '@mantine/core';
import { IconPlayerPlayFilled, IconRefresh } from '@tabler/icons-react';

import { formatClock } from './format-clock';
import type { Phase } from './use-playback';
import classes from './video-player.module.css';

/** Over the picture while the video loads, or when it cannot play. */
export function PhaseOverlay({ phase, errorText }: { phase: Phase; errorText: string }) {
  if (phase === 'loading')
    return (
      <div className={classes.overlay} role="status">
        <Loader color="white" size="md" />
        <span>Loading video...</span>
      </div>
    );
  if (phase === 'error')
    return (
      <div className={classes.overlay} role="alert">
        <span>{errorText}</span>
      </div>
    );
  return null;
}

/** A saved position, offered before playback starts: resume there, or start over. */
export function ResumeOffer({ at, onResume, onStartOver }: { at: number; onResume: () => void; onStartOver: () => void }) {
  return (
    <div className={classes.resume}>
      <button type="button" className={classes.resumeButton} onClick={onResume}>
        <IconPlayerPlayFilled size={18} aria-hidden /> Resume at {formatClock(at)}
      </button>
      <button type="button" className={classes.startOver} onClick={onStartOver}>
        <IconRefresh size={16} aria-hidden /> Start over
      </button>
    </div>
  );
}

/** The big play button in the middle of a paused video. */
export function BigPlayButton({ title, onPlay }: { title: string; onPlay: () => void }) {
  return (
    <button type="button" className={classes.bigPlay} onClick={onPlay} aria-label={`Play ${title}`}>
      <IconPlayerPlayFilled size={30} aria-hidden />
    </button>
  );
}
