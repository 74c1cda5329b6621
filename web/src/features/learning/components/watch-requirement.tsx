import type { WatchingStatus } from '@contract';
import { Progress } from '@mantine/core';

import { useT } from '@/lib/i18n/use-t';
import { formatClock } from '@/ui/video-player/format-clock';

import classes from './learner-course-page.module.css';

/** Under a 'Require watching' lesson's video: how much has been played, and how much is left to complete it. */
export function WatchRequirement({ status }: { status: WatchingStatus | null }) {
  const t = useT();
  if (!status)
    return (
      <p className={classes.watchNote} role="status">
        {t('lesson.watchToComplete')}
      </p>
    );
  return (
    <div className={classes.watchNote} role="status" aria-live="polite">
      <Progress value={status.percent} size="sm" aria-label={t('lesson.watchedShare')} />
      <span>
        {status.canComplete
          ? t('lesson.watchedEnough', { percent: status.percent })
          : t('lesson.watchMore', { time: formatClock(status.remainingSeconds), percent: status.percent })}
      </span>
    </div>
  );
}
