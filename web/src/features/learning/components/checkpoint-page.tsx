import '@mantine/core/styles/Progress.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@/ui/content/form-styles';

import type { AttemptResult } from '@contract';
import { Button, Container, Loader } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router-dom';

import { learnerCoursePath } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { useApiData } from '@/lib/use-api-data';
import { StatusPage } from '@/ui/status-page';

import { getCheckpoint } from '../api/get-checkpoint';

import { ATTEMPT_LIMIT_TITLE, AttemptLimitScreen, attemptLimitText } from './checkpoint/attempt-limit';
import classes from './checkpoint/checkpoint.module.css';
import { CheckpointQuiz } from './checkpoint/checkpoint-quiz';
import { CheckpointResults } from './checkpoint/checkpoint-results';

function Centered({ children }: { children: ReactNode }) {
  return (
    <Container size="md" className={classes.page}>
      {children}
    </Container>
  );
}

/** /user/courses/{courseId}/modules/{moduleId}/checkpoints/{checkpointId}: the timed quiz and its results. */
export function CheckpointPage() {
  const { courseId = '', moduleId = '', checkpointId = '' } = useParams();
  const [round, setRound] = useState(0);
  const [result, setResult] = useState<AttemptResult | null>(null);
  const view = useApiData(
    (signal) => getCheckpoint(courseId, moduleId, checkpointId, signal),
    [courseId, moduleId, checkpointId, round],
  );
  usePageMeta(view.status === 'ready' ? view.data.checkpoint.title : 'Checkpoint');
  const backTo = learnerCoursePath(courseId);
  const retry = () => {
    setResult(null);
    setRound((n) => n + 1);
  };
  const canRetry = (shown: AttemptResult) => !shown.passed && !shown.awaitingReview && shown.totalAttempts < shown.maxAttempts;
  const backButton = (
    <Button component={Link} to={backTo} size="md" leftSection={<IconArrowLeft size={18} aria-hidden />}>
      Back to Course
    </Button>
  );

  if (result)
    return (
      <Centered>
        <CheckpointResults result={result} backTo={backTo} onRetry={canRetry(result) ? retry : null} />
      </Centered>
    );
  if (view.status === 'loading')
    return (
      <Centered>
        <div className={classes.loading} role="status" aria-label="Loading checkpoint">
          <Loader />
        </div>
      </Centered>
    );
  if (view.status === 'error') {
    if (!view.notFound) console.error('Could not load the checkpoint:', view.message);
    return (
      <StatusPage code="404" title="Checkpoint Not Found" actions={backButton}>
        The checkpoint you're looking for doesn't exist.
      </StatusPage>
    );
  }
  const { progress, clock, lastAttempt } = view.data;
  if (clock)
    return (
      <Centered>
        <CheckpointQuiz
          key={`${round}-${clock.attempt}`}
          view={view.data}
          courseId={courseId}
          moduleId={moduleId}
          onDone={setResult}
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
          notice={exhausted ? { title: ATTEMPT_LIMIT_TITLE, text: attemptLimitText(progress.maxAttempts) } : undefined}
        />
      </Centered>
    );
  return <AttemptLimitScreen attempts={progress.attempts} maxAttempts={progress.maxAttempts} actions={backButton} />;
}
