import type { CheckpointStatistics, ItemFlag, ItemStatistics } from '@contract';
import { Badge } from '@mantine/core';

import classes from '../shared/admin.module.css';

import styles from './statistics.module.css';

const FLAG_LABELS: Record<ItemFlag, string> = {
  too_easy: 'Too easy (facility above 0.9)',
  too_hard: 'Too hard (facility below 0.2)',
  negative_discrimination: 'Negative discrimination',
};

/**
 * Below this many attempts, facility, discrimination and KR-20 move a lot with each new attempt:
 * the figures say so rather than look settled (issue 39).
 */
export const SMALL_SAMPLE = 30;
const smallSampleNote = (count: number) =>
  `Only ${count} ${count === 1 ? 'attempt' : 'attempts'} so far: below ${SMALL_SAMPLE}, these figures can change a lot with each new one. Read them as a first sign, not a verdict.`;

const decimal = (value: number | null, places = 2) => (value === null ? '–' : value.toFixed(places));
const percent = (value: number | null) => (value === null ? '–' : `${Math.round(value * 100)}%`);
const score = (value: number | null) => (value === null ? '–' : `${Number(value.toFixed(1))}%`);

/** The checkpoint's figures over its graded attempts, above its questions. */
export function CheckpointStatisticsSummary({ statistics }: { statistics: CheckpointStatistics }) {
  const figures = [
    ['Attempts', String(statistics.attempts)],
    ['Pass rate', percent(statistics.passRate)],
    ['Mean score', score(statistics.meanScore)],
    ['Median score', score(statistics.medianScore)],
    ['KR-20', decimal(statistics.kr20)],
  ];
  return (
    <section aria-labelledby="checkpoint-statistics" className={styles.summary}>
      <h3 id="checkpoint-statistics">Statistics</h3>
      <dl className={styles.figures}>
        {figures.map(([label, value]) => (
          <div key={label} className={styles.figure}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={classes.muted}>
        {statistics.attempts === 0
          ? 'No graded attempts yet: the figures appear as learners are graded.'
          : 'Over graded attempts; each question counts only the attempts it was served. Facility is the share of attempts with full marks; discrimination is the point-biserial index (the question’s score against the attempt’s score, −1 to 1). KR-20 needs at least two attempts.'}
      </p>
      {statistics.attempts > 0 && statistics.attempts < SMALL_SAMPLE && (
        <p className={styles.sampleNote} role="note">
          {smallSampleNote(statistics.attempts)}
        </p>
      )}
    </section>
  );
}

/** One question's figures, under its text in the editor. */
export function QuestionStatisticsLine({ item, points }: { item: ItemStatistics; points: number }) {
  const totalPicks = item.optionPicks?.reduce((sum, option) => sum + option.picks, 0) ?? 0;
  return (
    <div className={styles.item} aria-label="Question statistics" role="group">
      <dl className={styles.itemFigures}>
        <div>
          <dt>Seen</dt>
          <dd>{item.seen}</dd>
        </div>
        <div>
          <dt>Facility</dt>
          <dd>{decimal(item.facility)}</dd>
        </div>
        <div>
          <dt>Average points</dt>
          <dd>{item.averagePoints === null ? '–' : `${decimal(item.averagePoints)} / ${points}`}</dd>
        </div>
        <div>
          <dt>Discrimination</dt>
          <dd>{decimal(item.discrimination)}</dd>
        </div>
      </dl>
      {item.seen > 0 && item.seen < SMALL_SAMPLE && (
        <p className={styles.sampleNote}>
          Seen {item.seen} {item.seen === 1 ? 'time' : 'times'}: a small sample.
        </p>
      )}
      {item.flags.length > 0 && (
        <div className={styles.flags}>
          {item.flags.map((flag) => (
            <Badge key={flag} variant="outline" color="ball.8">
              {FLAG_LABELS[flag]}
            </Badge>
          ))}
        </div>
      )}
      {item.optionPicks && item.seen > 0 && (
        <ul className={styles.picks} aria-label="Option picks">
          {item.optionPicks.map((option) => (
            <li key={option.option}>
              <span className={styles.pickOption}>{option.option}</span>
              <span className={styles.pickBar} aria-hidden>
                <span style={{ width: `${(option.picks / item.seen) * 100}%` }} />
              </span>
              <span>
                {option.picks} {option.picks === 1 ? 'pick' : 'picks'}
              </span>
            </li>
          ))}
          {item.seen > totalPicks && (
            <li>
              <span className={styles.pickOption}>No answer</span>
              <span className={styles.pickBar} aria-hidden>
                <span style={{ width: `${((item.seen - totalPicks) / item.seen) * 100}%` }} />
              </span>
              <span>{item.seen - totalPicks}</span>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
