import type { CheckpointBriefing } from '@contract';
import { Button, Title } from '@mantine/core';
import { IconArrowLeft, IconPlayerPlay } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

import { useT } from '@/lib/i18n/use-t';

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
  const t = useT();
  const { checkpoint, progress } = briefing;
  const attempt = progress.attempts + 1;
  const draws = checkpoint.questionsPerAttempt !== null || checkpoint.shuffleQuestions || checkpoint.shuffleOptions;
  return (
    <section className={classes.card} aria-labelledby="start-title">
      <div>
        <p className={classes.kicker}>
          {t('checkpoint.attemptOf', { attempt, max: progress.maxAttempts })}
        </p>
        <Title order={1} id="start-title" className={classes.title}>
          {checkpoint.title}
        </Title>
        {checkpoint.description && <p className={classes.muted}>{checkpoint.description}</p>}
      </div>
      <dl className={classes.facts}>
        <div>
          <dt>{t('checkpoint.questions')}</dt>
          <dd>{checkpoint.questionsCount}</dd>
        </div>
        <div>
          <dt>{t('checkpoint.start.timeLimit')}</dt>
          <dd>
            {minutesText(t, checkpoint.timeLimitMinutes)}
            {checkpoint.timeExtended && ` ${t('checkpoint.start.extended')}`}
          </dd>
        </div>
        <div>
          <dt>{t('checkpoint.start.passingScore')}</dt>
          <dd>{checkpoint.passingScore}%</dd>
        </div>
        <div>
          <dt>{t('checkpoint.start.attempts')}</dt>
          <dd>
            {t('checkpoint.start.attemptsUsed', {
              used: progress.attempts,
              left: attemptsLeftText(t, progress.maxAttempts - progress.attempts),
            })}
          </dd>
        </div>
        {progress.attempts > 0 && (
          <div>
            <dt>{t('checkpoint.start.bestScore')}</dt>
            <dd>{progress.bestScore}%</dd>
          </div>
        )}
      </dl>
      <div>
        <h2 className={classes.reviewTitle}>{t('checkpoint.start.beforeYouStart')}</h2>
        <ul className={classes.rules}>
          <li>{t('checkpoint.start.rule.clock')}</li>
          <li>{t('checkpoint.start.rule.timeUp')}</li>
          <li>{t('checkpoint.start.rule.usesAttempt')}</li>
          {draws && <li>{t('checkpoint.start.rule.draws')}</li>}
          <li>{t('checkpoint.start.rule.connection')}</li>
        </ul>
      </div>
      <div className={classes.actions}>
        <Button component={Link} to={backTo} variant="default" leftSection={<IconArrowLeft size={18} aria-hidden />}>
          {t('checkpoint.backToCourse')}
        </Button>
        <Button onClick={onStart} leftSection={<IconPlayerPlay size={18} aria-hidden />}>
          {t('checkpoint.start.button')}
        </Button>
      </div>
    </section>
  );
}
