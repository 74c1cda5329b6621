import { DROP_OFF_STEP, type LessonWatchingStatistics } from '@contract';
import { Loader } from '@mantine/core';

import { useApiData } from '@/lib/use-api-data';
import { formatClock } from '@/ui/video-player/format-clock';

import classes from '../components/admin.module.css';

import styles from './statistics.module.css';
import { getLessonWatching } from './watching-api';

const WIDTH = 400;
const HEIGHT = 120;
const PAD = { left: 34, right: 8, top: 8, bottom: 22 };

/** The share of viewers still watching at each 5 % of the video, as a stepped area. */
function DropOffChart({ statistics }: { statistics: LessonWatchingStatistics }) {
  const { dropOff, durationSeconds } = statistics;
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (index: number) => PAD.left + (index / dropOff.length) * plotWidth;
  const y = (share: number) => PAD.top + (1 - share) * plotHeight;
  const steps = dropOff.flatMap((share, index) => [`${x(index)},${y(share)}`, `${x(index + 1)},${y(share)}`]);
  const line = `M${steps.join(' L')}`;
  const area = `${line} L${x(dropOff.length)},${y(0)} L${x(0)},${y(0)} Z`;
  const describe = dropOff
    .map((share, index) => `${Math.round(index * DROP_OFF_STEP * 100)}%: ${Math.round(share * 100)}%`)
    .join(', ');
  return (
    <figure className={styles.chart}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`Share of viewers who watched each 5 % of the video: ${describe}`}
      >
        {[0, 0.5, 1].map((share) => (
          <g key={share}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(share)} y2={y(share)} className={styles.gridLine} />
            <text x={PAD.left - 6} y={y(share) + 4} textAnchor="end" className={styles.axisLabel}>
              {share * 100}%
            </text>
          </g>
        ))}
        <path d={area} className={styles.area} />
        <path d={line} className={styles.line} />
        <text x={PAD.left} y={HEIGHT - 6} className={styles.axisLabel}>
          0:00
        </text>
        <text x={WIDTH / 2 + PAD.left / 2} y={HEIGHT - 6} textAnchor="middle" className={styles.axisLabel}>
          {formatClock(durationSeconds / 2)}
        </text>
        <text x={WIDTH - PAD.right} y={HEIGHT - 6} textAnchor="end" className={styles.axisLabel}>
          {formatClock(durationSeconds)}
        </text>
      </svg>
      <figcaption className={classes.muted}>Share of viewers who watched each 5 % of the video</figcaption>
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
      {loaded.status === 'loading' && <Loader size="sm" aria-label="Loading who watched this video" />}
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
