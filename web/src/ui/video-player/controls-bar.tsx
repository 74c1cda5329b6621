import {
  IconChevronLeftPipe,
  IconChevronRightPipe,
  IconKeyboard,
  IconMaximize,
  IconMinimize,
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
  IconRewindBackward10,
  IconRewindForward10,
} from '@tabler/icons-react';

import { useT } from '@/lib/i18n/use-t';

import { CaptionsControl } from './captions-control';
import { formatClock } from './format-clock';
import { QualityMenu } from './quality-menu';
import { SeekBar } from './seek-bar';
import { SpeedMenu } from './speed-menu';
import type { CaptionFile } from './use-captions';
import type { Quality } from './use-hls';
import type { Phase } from './use-playback';
import classes from './video-player.module.css';
import { VolumeControl } from './volume-control';

export interface ControlsBarProps {
  phase: Phase;
  time: number;
  duration: number;
  volume: number;
  muted: boolean;
  rate: number;
  fullscreen: boolean;
  /** The analyst's controls: skip and frame buttons, speed, quality and the shortcuts help. */
  analyst: boolean;
  thumbnails: string | null;
  stream: { qualities: Quality[]; quality: number; setQuality: (quality: number) => void };
  captions: {
    files: readonly CaptionFile[];
    language: string | null;
    toggle: () => void;
    choose: (language: string | null) => void;
  };
  actions: {
    togglePlay: () => void;
    seek: (seconds: number) => void;
    skip: (seconds: number) => void;
    stepFrame: (frames: number) => void;
    toggleMute: () => void;
    changeVolume: (volume: number) => void;
    changeRate: (rate: number) => void;
    openHelp: () => void;
    toggleFullscreen: () => void;
  };
}

/** The bar under the picture: seek bar, then play, the analyst's skips and frames, clock, volume, menus, fullscreen. */
export function ControlsBar({
  phase,
  time,
  duration,
  volume,
  muted,
  rate,
  fullscreen,
  analyst,
  thumbnails,
  stream,
  captions,
  actions,
}: ControlsBarProps) {
  const t = useT();
  return (
    <div className={classes.controls}>
      <SeekBar time={time} duration={duration} thumbnails={thumbnails} onSeek={actions.seek} />
      <div className={classes.buttons}>
        <button
          type="button"
          className={classes.control}
          onClick={actions.togglePlay}
          aria-label={phase === 'playing' ? t('player.pause') : t('player.play')}
          disabled={phase === 'error'}
        >
          {phase === 'playing' ? <IconPlayerPauseFilled size={18} aria-hidden /> : <IconPlayerPlayFilled size={18} aria-hidden />}
        </button>
        {analyst && (
          <>
            <button
              type="button"
              className={`${classes.control} ${classes.wide}`}
              onClick={() => actions.skip(-10)}
              aria-label={t('player.back10')}
            >
              <IconRewindBackward10 size={18} aria-hidden />
            </button>
            <button
              type="button"
              className={`${classes.control} ${classes.wide}`}
              onClick={() => actions.skip(10)}
              aria-label={t('player.forward10')}
            >
              <IconRewindForward10 size={18} aria-hidden />
            </button>
            <button
              type="button"
              className={classes.control}
              onClick={() => actions.stepFrame(-1)}
              aria-label={t('player.previousFrame')}
            >
              <IconChevronLeftPipe size={18} aria-hidden />
            </button>
            <button
              type="button"
              className={classes.control}
              onClick={() => actions.stepFrame(1)}
              aria-label={t('player.nextFrame')}
            >
              <IconChevronRightPipe size={18} aria-hidden />
            </button>
          </>
        )}
        <span className={classes.clock}>
          {formatClock(time)}
          <span className={classes.clockTotal}> / {formatClock(duration)}</span>
        </span>
        <span className={classes.spacer} />
        <VolumeControl volume={volume} muted={muted} onToggleMute={actions.toggleMute} onChange={actions.changeVolume} />
        {analyst && (
          <>
            <SpeedMenu rate={rate} onChange={actions.changeRate} />
            <QualityMenu qualities={stream.qualities} quality={stream.quality} onChange={stream.setQuality} />
            <button
              type="button"
              className={`${classes.control} ${classes.wide}`}
              onClick={actions.openHelp}
              aria-label={t('player.shortcuts')}
              aria-haspopup="dialog"
            >
              <IconKeyboard size={18} aria-hidden />
            </button>
          </>
        )}
        <CaptionsControl
          captions={captions.files}
          language={captions.language}
          onToggle={captions.toggle}
          onChoose={captions.choose}
        />
        <button
          type="button"
          className={classes.control}
          onClick={actions.toggleFullscreen}
          aria-label={fullscreen ? t('player.exitFullscreen') : t('player.fullscreen')}
        >
          {fullscreen ? <IconMinimize size={18} aria-hidden /> : <IconMaximize size={18} aria-hidden />}
        </button>
      </div>
    </div>
  );
}
