import { IconVolume, IconVolume2, IconVolumeOff } from '@tabler/icons-react';

import { useT } from '@/lib/i18n/use-t';

import { VOLUME_STEP } from './use-playback';
import classes from './video-player.module.css';

/** Mute and the volume slider, in steps of 0.1. */
export function VolumeControl({
  volume,
  muted,
  onToggleMute,
  onChange,
}: {
  volume: number;
  muted: boolean;
  onToggleMute: () => void;
  onChange: (volume: number) => void;
}) {
  const t = useT();
  const VolumeIcon = muted || volume === 0 ? IconVolumeOff : volume < 0.5 ? IconVolume2 : IconVolume;
  return (
    <>
      <button
        type="button"
        className={classes.control}
        onClick={onToggleMute}
        aria-label={muted ? t('player.unmute') : t('player.mute')}
      >
        <VolumeIcon size={18} aria-hidden />
      </button>
      <input
        type="range"
        className={classes.volume}
        min={0}
        max={1}
        step={VOLUME_STEP}
        value={muted ? 0 : volume}
        onChange={(e) => onChange(Number(e.currentTarget.value))}
        aria-label={t('player.volume')}
      />
    </>
  );
}
