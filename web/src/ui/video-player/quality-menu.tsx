import { useT } from '@/lib/i18n/use-t';

import { AUTO_QUALITY, type Quality } from './use-hls';
import classes from './video-player.module.css';

/** A stream's renditions by height, and Auto (hls.js picks by bandwidth); nothing for a single one. */
export function QualityMenu({
  qualities,
  quality,
  onChange,
}: {
  qualities: Quality[];
  quality: number;
  onChange: (quality: number) => void;
}) {
  const t = useT();
  if (qualities.length <= 1) return null;
  return (
    <select
      className={classes.speed}
      value={quality}
      onChange={(e) => onChange(Number(e.currentTarget.value))}
      aria-label={t('player.quality')}
    >
      <option value={AUTO_QUALITY}>{t('player.auto')}</option>
      {qualities.map((option) => (
        <option key={option.index} value={option.index}>
          {option.height}p
        </option>
      ))}
    </select>
  );
}
