import { DROP_OFF_STEP, type LessonWatchingStatistics } from '@contract';
import { Loader } from '@mantine/core';

import { useApiData } from '@/lib/use-api-data';
import { formatClock } from '@/ui/video-player/format-clock';

import classes from '../shared/admin.module.css';

import styles from './statistics.module.css';
import { getLessonWatching } from './watching-api';

/**
 * The share of viewers who watched each 5 % of the video, as a stepped area. The plot stretches to
 * any width (its strokes do not); the axis labels are text beside it, so they stay readable on a phone.
 */
function DropOffChart({ statistics }: { statistics: LessonWatchingStatistics }) {
  const { dropOff, durationSeconds } = statistics;
  const x = (index: number) => (index / dropOff.length) * 100;
  const y = (share: number) => (1 - share) * 100;
  const steps = dropOff.flatMap((share, index) => [`${x(index)},${y(share)}`, `${x(index + 1)},${y(share)}`]);
  const line = `M${steps.join(' L')}`;
  const area = `${line} L100,100 L0,100 Z`;
  const describe = dropOff
    .map((share, index) => `${Math.round(index * DROP_OFF_STEP * 100)}%: ${Math.round(share * 100)}%`)
    .join(', ');
  return (
    <figure className={styles.chart}>
      <div className={styles.yAxis} aria-hidden>
        <span>100%</span>
        <span>50%</span>
        <span>0%</span>
      </div>
      <svg
        className={styles.plot}
        viewBox="0 0 100 100"
        preserveAspectRatio="none"
        role="img"
        aria-label={`Share of viewers who watched each 5 % of the video: ${describe}`}
      >
        {[0, 50, 100].map((level) => (
          <line key={level} x1={0} x2={100} y1={level} y2={level} className={styles.gridLine} />
        ))}
        <path d={area} className={styles.area} />
        <path d={line} className={styles.line} />
      </svg>
      <div className={styles.xAxis} aria-hidden>
        <span>0:00</span>
        <span>{formatClock(durationSeconds / 2)}</span>
        <span>{formatClock(durationSeconds)}</span>
      </div>
      <figcaption className={`${classes.muted} ${styles.caption}`}>Share of viewers who watched each 5 % of the video</figcaption>
    </figure>
  );
}

/** Under a lesson's processed video in the module form: who watched it and where they stopped. */
export function LessonWatching({ courseId, moduleId, lessonId }: { courseId: string; moduleId: string; lessonId: string }) {
  const loaded = useApiData(
    (signal) => getLessonWatching(courseId, moduleId, lessonId, signal),
    [courseId, moduleId, lessonId],
    'Failed to load who watched this video',
  );
  const heading = `watching-${lessonId}`;
  return (
    <section aria-labelledby={heading} className={styles.summary}>
      <h3 id={heading}>Watching</h3>
      {loaded.status === 'loading' && <Loader size="sm" role="status" aria-label="Loading who watched this video" />}
      {loaded.status === 'error' && <p className={classes.muted}>{loaded.message}</p>}
      {loaded.status === 'ready' && (
        <>
          <dl className={styles.figures}>
            <div className={styles.figure}>
              <dt>Viewers</dt>
              <dd>{loaded.data.viewers}</dd>
            </div>
            <div className={styles.figure}>
              <dt>Average watched</dt>
              <dd>{loaded.data.averagePercent === null ? '–' : `${Math.round(loaded.data.averagePercent)}%`}</dd>
            </div>
            <div className={styles.figure}>
              <dt>Reached the end</dt>
              <dd>{loaded.data.viewers ? `${Math.round((loaded.data.dropOff.at(-1) ?? 0) * 100)}%` : '–'}</dd>
            </div>
          </dl>
          {loaded.data.viewers > 0 ? (
            <DropOffChart statistics={loaded.data} />
          ) : (
            <p className={classes.muted}>No one has watched this video yet: the drop-off curve appears as learners play it.</p>
          )}
        </>
      )}
    </section>
  );
}
