import { useT } from '@/lib/i18n/use-t';

import { PLAYBACK_RATES } from './shortcuts';
import classes from './video-player.module.css';

/** The analyst's playback speed, from a quarter to twice the normal rate. */
export function SpeedMenu({ rate, onChange }: { rate: number; onChange: (rate: number) => void }) {
  const t = useT();
  return (
    <select
      className={classes.speed}
      value={rate}
      onChange={(e) => onChange(Number(e.currentTarget.value))}
      aria-label={t('player.speed')}
    >
      {PLAYBACK_RATES.map((option) => (
        <option key={option} value={option}>
          {option}×
        </option>
      ))}
    </select>
  );
}
