import type { CheckpointBriefing } from '@contract';
import { Button, Title } from '@mantine/core';
import { IconArrowLeft, IconPlayerPlay } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

import { attemptsLeftText, minutesText } from './attempt-words';
import classes from './checkpoint.module.css';

/**
 * Before the clock runs (issue 39): what the checkpoint asks, its time and attempts, and its rules.
 * Nothing starts until 'Start checkpoint'.
 */
export function CheckpointStart({
  briefing,
  backTo,
  onStart,
}: {
  briefing: CheckpointBriefing;
  backTo: string;
  onStart: () => void;
}) {
  const { checkpoint, progress } = briefing;
  const attempt = progress.attempts + 1;
  const draws = checkpoint.questionsPerAttempt !== null || checkpoint.shuffleQuestions || checkpoint.shuffleOptions;
  return (
    <section className={classes.card} aria-labelledby="start-title">
      <div>
        <p className={classes.kicker}>
          Attempt {attempt} of {progress.maxAttempts}
        </p>
        <Title order={1} id="start-title" className={classes.title}>
          {checkpoint.title}
        </Title>
        {checkpoint.description && <p className={classes.muted}>{checkpoint.description}</p>}
      </div>
      <dl className={classes.facts}>
        <div>
          <dt>Questions</dt>
          <dd>{checkpoint.questionsCount}</dd>
        </div>
        <div>
          <dt>Time limit</dt>
          <dd>
            {minutesText(checkpoint.timeLimitMinutes)}
            {checkpoint.timeExtended && ' (extended for you)'}
          </dd>
        </div>
        <div>
          <dt>Passing score</dt>
          <dd>{checkpoint.passingScore}%</dd>
        </div>
        <div>
          <dt>Attempts</dt>
          <dd>
            {progress.attempts} used · {attemptsLeftText(progress.maxAttempts - progress.attempts)}
          </dd>
        </div>
        {progress.attempts > 0 && (
          <div>
            <dt>Best score so far</dt>
            <dd>{progress.bestScore}%</dd>
          </div>
        )}
      </dl>
      <div>
        <h2 className={classes.reviewTitle}>Before you start</h2>
        <ul className={classes.rules}>
          <li>The clock starts when you press Start checkpoint and keeps running if you leave this page.</li>
          <li>When the time runs out, the answers you have given are submitted for you.</li>
          <li>Starting uses one of your attempts, even if you do not submit.</li>
          {draws && <li>Each attempt gets its own questions, in its own order.</li>}
          <li>You need a connection for the whole attempt.</li>
        </ul>
      </div>
      <div className={classes.actions}>
        <Button component={Link} to={backTo} variant="default" leftSection={<IconArrowLeft size={18} aria-hidden />}>
          Back to Course
        </Button>
        <Button onClick={onStart} leftSection={<IconPlayerPlay size={18} aria-hidden />}>
          Start checkpoint
        </Button>
      </div>
    </section>
  );
}
