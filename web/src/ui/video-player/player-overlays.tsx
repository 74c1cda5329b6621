import { Loader } from '@mantine/core';
import { IconPlayerPlayFilled, IconRefresh } from '@tabler/icons-react';

import { useT } from '@/lib/i18n/use-t';

import { formatClock } from './format-clock';
import type { Phase } from './use-playback';
import classes from './video-player.module.css';

/** Over the picture while the video loads, or when it cannot play. */
export function PhaseOverlay({ phase, errorText }: { phase: Phase; errorText?: string }) {
  const t = useT();
  if (phase === 'loading')
    return (
      <div className={classes.overlay} role="status">
        <Loader color="white" size="md" />
        <span>{t('player.loading')}</span>
      </div>
    );
  if (phase === 'error')
    return (
      <div className={classes.overlay} role="alert">
        <span>{errorText ?? t('player.loadFailed')}</span>
      </div>
    );
  return null;
}

/** A saved position, offered before playback starts: resume there, or start over. */
export function ResumeOffer({ at, onResume, onStartOver }: { at: number; onResume: () => void; onStartOver: () => void }) {
  const t = useT();
  return (
    <div className={classes.resume}>
      <button type="button" className={classes.resumeButton} onClick={onResume}>
        <IconPlayerPlayFilled size={18} aria-hidden /> {t('player.resumeAt', { time: formatClock(at) })}
      </button>
      <button type="button" className={classes.startOver} onClick={onStartOver}>
        <IconRefresh size={16} aria-hidden /> {t('player.startOver')}
      </button>
    </div>
  );
}

/** The big play button in the middle of a paused video. */
export function BigPlayButton({ title, onPlay }: { title: string; onPlay: () => void }) {
  const t = useT();
  return (
    <button type="button" className={classes.bigPlay} onClick={onPlay} aria-label={t('player.playTitle', { title })}>
      <IconPlayerPlayFilled size={30} aria-hidden />
    </button>
  );
}
