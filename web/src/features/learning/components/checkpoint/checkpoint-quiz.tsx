import type { AttemptClock, AttemptResult, CheckpointView } from '@contract';
import { Button, Progress, Title } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';

import { msg } from '@/lib/i18n/message-id';
import { useFailureMessage } from '@/lib/i18n/use-failure-message';
import { useLocale, useT } from '@/lib/i18n/use-t';
import { formatClock } from '@/ui/video-player/format-clock';

import { submitAttempt } from '../../api/submit-attempt';

import classes from './checkpoint.module.css';
import { QuestionCard } from './question-card';
import { QuestionNavigator } from './question-navigator';
import { timeAnnouncement } from './time-announcement';
import { useAttemptTimer } from './use-attempt-timer';
import { answersKey, useStoredAnswers } from './use-stored-answers';

/** The attempt in progress: title and clock, where the learner is, one question at a time, and submit. */
export function CheckpointQuiz({
  view,
  courseId,
  moduleId,
  onDone,
}: {
  view: CheckpointView;
  courseId: string;
  moduleId: string;
  onDone: (result: AttemptResult) => void;
}) {
  const { checkpoint } = view;
  const clock = view.clock as AttemptClock;
  const questions = checkpoint.questions;
  const storageKey = answersKey(checkpoint.uid, clock.attempt);
  const [answers, setAnswers] = useStoredAnswers(storageKey, questions.length);
  const [current, setCurrent] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  // What the server said of a failed submission ('' when it said nothing), shown in the page's language.
  const [error, setError] = useState<string | null>(null);
  const limit = checkpoint.timeLimitMinutes * 60;
  // When the clock runs out the answers so far are submitted.
  const submitRef = useRef(() => {});
  const { left, secondsLeft } = useAttemptTimer(clock.secondsLeft, submitRef);
  const sent = useRef(false);
  const locale = useLocale();
  const t = useT();
  const failureMessage = useFailureMessage();

  const submit = useCallback(async () => {
    if (sent.current) return;
    sent.current = true;
    setSubmitting(true);
    setError(null);
    try {
      const timeSpent = Math.max(0, limit - secondsLeft());
      const result = await submitAttempt(courseId, moduleId, checkpoint.uid, { answers, timeSpent }, locale);
      sessionStorage.removeItem(storageKey);
      onDone(result);
    } catch (err) {
      // Submit failures are logged (SPEC section 8) and the learner may try again.
      console.error('Checkpoint submission failed:', err);
      setError(err instanceof Error ? err.message : '');
      sent.current = false;
      setSubmitting(false);
    }
  }, [answers, checkpoint.uid, courseId, limit, locale, moduleId, onDone, secondsLeft, storageKey]);
  useEffect(() => {
    submitRef.current = () => void submit();
  });

  const question = questions[current];
  const last = current === questions.length - 1;
  const percent = Math.round(((current + 1) / questions.length) * 100);

  return (
    <section className={classes.card} aria-labelledby="checkpoint-title">
      <div className={classes.head}>
        <div>
          <Title order={1} id="checkpoint-title" className={classes.title}>
            {checkpoint.title}
          </Title>
          {checkpoint.description && <p className={classes.muted}>{checkpoint.description}</p>}
          {checkpoint.timeExtended && (
            <p className={classes.muted}>
              {t('checkpoint.quiz.timeLimitExtended', { time: formatClock(checkpoint.timeLimitMinutes * 60) })}
            </p>
          )}
        </div>
        <span className={classes.timer} role="timer" aria-label={t('checkpoint.quiz.timeLeft')} data-low={left < 60 || undefined}>
          <IconClock size={18} aria-hidden /> {formatClock(left)}
        </span>
        <span className="visually-hidden" aria-live="polite">
          {timeAnnouncement(t, left)}
        </span>
      </div>
      <div className={classes.position}>
        <span>{t('checkpoint.quiz.position', { number: current + 1, total: questions.length })}</span>
        <span>{percent}%</span>
      </div>
      <Progress value={percent} radius="xl" aria-label={t('checkpoint.quiz.progress')} />
      <QuestionNavigator questions={questions} answers={answers} current={current} onJump={setCurrent} />
      <QuestionCard
        question={question}
        answer={answers[current]}
        onAnswer={(value) => setAnswers((all) => all.map((answer, index) => (index === current ? value : answer)))}
      />
      {error !== null && (
        <p className={classes.error} role="alert">
          {failureMessage(msg('checkpoint.quiz.submitFailed'), error)}
        </p>
      )}
      <div className={classes.actions}>
        <Button variant="default" onClick={() => setCurrent((n) => n - 1)} disabled={current === 0}>
          {t('checkpoint.quiz.previous')}
        </Button>
        {last ? (
          <Button onClick={() => void submit()} disabled={submitting}>
            {t(submitting ? msg('checkpoint.quiz.submitting') : msg('checkpoint.quiz.submit'))}
          </Button>
        ) : (
          <Button onClick={() => setCurrent((n) => n + 1)}>{t('checkpoint.quiz.next')}</Button>
        )}
      </div>
    </section>
  );
}
