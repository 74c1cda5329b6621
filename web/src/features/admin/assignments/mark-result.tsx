import type { AssignmentMark } from '@contract';
import { useEffect, useRef } from 'react';

import { formatIndianDateTime } from '@/lib/format';

import { StatusBadge } from '@/ui/assignment/status-badge';
import card from '@/ui/assignment/assignment-card.module.css';

import classes from './assignments.module.css';

const share = (points: number, outOf: number) => (outOf > 0 ? Math.round((points / outOf) * 100) : 0);

/**
 * A submission's mark, read-only: each criterion's points, the total, the verdict, the feedback, who
 * marked it and when. `focus`: it replaced the form that was just saved, so focus moves to it.
 */
export function MarkResult({ mark, focus = false }: { mark: AssignmentMark | null; focus?: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <section className={card.card} aria-labelledby="mark-title">
      <div className={classes.cardHead}>
        <h3 id="mark-title" className={card.cardTitle} ref={heading} tabIndex={-1}>
          Mark
        </h3>
        {mark && <StatusBadge status={mark.passed ? 'passed' : 'needs_work'} />}
      </div>
      {!mark ? (
        <p className={card.muted}>This submission has been marked; its mark could not be shown.</p>
      ) : (
        <>
          <ul className={classes.scores}>
            {mark.scores.map((score, index) => (
              <li key={index}>
                <span className={classes.scoreName}>{score.criterion}</span>
                <span className={classes.scorePoints}>
                  {score.points} / {score.outOf}
                </span>
                <span className={classes.scoreBar} aria-hidden>
                  <span style={{ width: `${share(score.points, score.outOf)}%` }} />
                </span>
              </li>
            ))}
          </ul>
          <p className={classes.total} data-state={mark.passed ? 'pass' : 'fail'}>
            <span className={classes.totalLine}>
              Total {mark.total} / {mark.outOf} ({share(mark.total, mark.outOf)} %)
            </span>
            <span className={classes.verdict}>{mark.passed ? 'Passed' : 'Needs work'}</span>
          </p>
          <h4 className={card.subTitle}>Feedback</h4>
          <p className={classes.feedback}>{mark.feedback}</p>
          <p className={card.hint}>
            Marked by {mark.markedByName} · {formatIndianDateTime(mark.markedAt)}
          </p>
        </>
      )}
    </section>
  );
}
