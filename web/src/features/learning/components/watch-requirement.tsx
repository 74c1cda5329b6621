import type { WatchingStatus } from '@contract';
import { Progress } from '@mantine/core';

import { formatClock } from '@/ui/video-player/format-clock';

import classes from './learner-course-page.module.css';

/** Under a 'Require watching' lesson's video: how much has been played, and how much is left to complete it. */
export function WatchRequirement({ status }: { status: WatchingStatus | null }) {
  if (!status)
    return (
      <p className={classes.watchNote} role="status">
        Watch this video to complete the lesson.
      </p>
    );
  return (
    <div className={classes.watchNote} role="status" aria-live="polite">
      <Progress value={status.percent} size="sm" aria-label="Share of the video watched" />
      <span>
        {status.canComplete
          ? `You have watched ${status.percent}% of this video: you can complete the lesson.`
          : `Watch ${formatClock(status.remainingSeconds)} more of this video to complete the lesson (${status.percent}% watched).`}
      </span>
    </div>
  );
}
