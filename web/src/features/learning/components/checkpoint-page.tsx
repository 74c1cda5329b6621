import { inLanguage, pageDataKeys } from '@contract/page-data';
import '@mantine/core/styles/Progress.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@/ui/content/form-styles';

import type { AttemptResult, CheckpointBriefing } from '@contract';
import { Container, Loader } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';

import { learnerCoursePath } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { useApiData } from '@/lib/use-api-data';
import { useOnline } from '@/lib/use-online';
import { ErrorState } from '@/ui/content/data-states';
import { StatusPage, StatusPageLink } from '@/ui/status-page';

import { getCheckpoint } from '../api/get-checkpoint';
import { getCheckpointBriefing } from '../api/get-checkpoint-briefing';

import { AttemptLimitScreen } from './checkpoint/attempt-limit';
import classes from './checkpoint/checkpoint.module.css';
import { CheckpointQuiz } from './checkpoint/checkpoint-quiz';
import { CheckpointResults } from './checkpoint/checkpoint-results';
import { CheckpointStart } from './checkpoint/checkpoint-start';
import { msg } from '@/lib/i18n/message-id';
import { useFailureMessage } from '@/lib/i18n/use-failure-message';
import { useLocale, useT } from '@/lib/i18n/use-t';

function Centered({ children }: { children: ReactNode }) {
  return (
    <Container size="md" className={classes.page}>
      {children}
    </Container>
  );
}

const canStart = ({ progress }: CheckpointBriefing) =>
  !progress.passed && !progress.awaitingReview && progress.attempts < progress.maxAttempts;

/**
 * /user/courses/{courseId}/modules/{moduleId}/checkpoints/{checkpointId}: the start screen, the timed
 * quiz and its results. The checkpoint itself (which starts the clock) is opened only on Start, or to
 * resume an attempt under way, or to show the last result when no attempt can start.
 */
export function CheckpointPage() {
  const { courseId = '', moduleId = '', checkpointId = '' } = useParams();
  const [round, setRound] = useState(0);
  const [started, setStarted] = useState(false);
  const [result, setResult] = useState<AttemptResult | null>(null);
  const online = useOnline();
  const locale = useLocale();
  const t = useT();
  const failureMessage = useFailureMessage();
  const briefing = useApiData(
    (signal) => getCheckpointBriefing(courseId, moduleId, checkpointId, locale, signal),
    [courseId, moduleId, checkpointId, round, locale],
    undefined,
    inLanguage(pageDataKeys.checkpointBriefing(courseId, moduleId, checkpointId), locale),
  );
  const known = briefing.status === 'ready' ? briefing.data : null;
  const opens = known !== null && (started || known.clock !== null || !canStart(known));
  const view = useApiData(
    (signal) => (opens ? getCheckpoint(courseId, moduleId, checkpointId, locale, signal) : Promise.resolve(null)),
    [courseId, moduleId, checkpointId, round, opens, locale],
  );
  usePageMeta(known?.checkpoint.title ?? t('checkpoint.pageTitle'));
  const backTo = learnerCoursePath(courseId);
  const showResult = (shown: AttemptResult) => {
    setResult(shown);
    window.scrollTo({ top: 0 });
  };
  const retry = () => {
    setResult(null);
    setStarted(false);
    setRound((n) => n + 1);
  };
  const canRetry = (shown: AttemptResult) => !shown.passed && !shown.awaitingReview && shown.totalAttempts < shown.maxAttempts;
  const backButton = <StatusPageLink to={backTo}>{t('checkpoint.backToCourse')}</StatusPageLink>;
  const failed = briefing.status === 'error' ? briefing : view.status === 'error' ? view : null;
  const loadAgain = () => setRound((n) => n + 1);
  const retryable = failed !== null && !failed.notFound;
  useEffect(() => {
    if (!retryable) return;
    // What failed for want of a connection is asked again as soon as the connection is back.
    const again = () => setRound((n) => n + 1);
    window.addEventListener('online', again, { once: true });
    return () => window.removeEventListener('online', again);
  }, [retryable]);

  if (result)
    return (
      <Centered>
        <CheckpointResults result={result} backTo={backTo} onRetry={canRetry(result) ? retry : null} />
      </Centered>
    );
  if (failed && !online)
    return (
      <StatusPage code={t('checkpoint.offline.code')} title={t('checkpoint.offline.title')} actions={backButton}>
        {t('checkpoint.offline.text')}
      </StatusPage>
    );
  if (failed?.notFound)
    return (
      <StatusPage code="404" title={t('checkpoint.notFound.title')} actions={backButton}>
        {t('checkpoint.notFound.text')}
      </StatusPage>
    );
  if (failed)
    return (
      <Centered>
        <ErrorState message={failureMessage(msg('checkpoint.loadFailed'), failed.message)} onRetry={loadAgain} />
      </Centered>
    );
  if (known && !opens)
    return (
      <Centered>
        <CheckpointStart briefing={known} backTo={backTo} onStart={() => setStarted(true)} />
      </Centered>
    );
  if (view.status !== 'ready' || view.data === null)
    return (
      <Centered>
        <div className={classes.loading} role="status" aria-label={t('checkpoint.loading')}>
          <Loader />
        </div>
      </Centered>
    );
  const { progress, clock, lastAttempt } = view.data;
  if (clock)
    return (
      <Centered>
        <CheckpointQuiz
          key={`${round}-${clock.attempt}`}
          view={view.data}
          courseId={courseId}
          moduleId={moduleId}
          onDone={showResult}
        />
      </Centered>
    );
  const exhausted = progress.attempts >= progress.maxAttempts && !progress.passed && !progress.awaitingReview;
  if (lastAttempt)
    return (
      <Centered>
        <CheckpointResults
          result={lastAttempt}
          backTo={backTo}
          onRetry={canRetry(lastAttempt) ? retry : null}
          notice={
            exhausted
              ? {
                  title: t('checkpoint.attemptLimit.title'),
                  text: t('checkpoint.attemptLimit.text', { max: progress.maxAttempts }),
                }
              : undefined
          }
        />
      </Centered>
    );
  return <AttemptLimitScreen attempts={progress.attempts} maxAttempts={progress.maxAttempts} actions={backButton} />;
}
