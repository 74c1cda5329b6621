import type { AttemptForReview } from '@contract';
import { Alert, Badge, Button, NumberInput, Textarea } from '@mantine/core';
import { IconArrowLeft, IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';

import { adminPaths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { notifyApiError, notifySuccess } from '@/lib/notify';
import { useApiData } from '@/lib/use-api-data';

import classes from '../shared/admin.module.css';

import { getAttemptForReview, saveReview } from './reviews-api';
import review from './reviews.module.css';

type Mark = { points: number | ''; feedback: string };

function ReviewForm({ attempt }: { attempt: AttemptForReview }) {
  const navigate = useNavigate();
  const essays = attempt.questionResults.flatMap((result, index) => (result.awaitingReview ? [index] : []));
  const order = [...essays, ...attempt.questionResults.map((_, index) => index).filter((index) => !essays.includes(index))];
  const [marks, setMarks] = useState<Record<number, Mark>>(() =>
    Object.fromEntries(essays.map((index) => [index, { points: '', feedback: '' }])),
  );
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const pending = attempt.status === 'pending_review';

  const setMark = (index: number, change: Partial<Mark>) =>
    setMarks((all) => ({ ...all, [index]: { ...all[index], ...change } }));

  const submit = async () => {
    if (essays.some((index) => marks[index].points === '')) {
      setMissing(true);
      return;
    }
    setSaving(true);
    try {
      const saved = await saveReview(attempt.attemptId, {
        marks: essays.map((index) => ({ index, points: Number(marks[index].points), feedback: marks[index].feedback.trim() })),
      });
      notifySuccess(`${saved.message}: ${saved.score}%, ${saved.passed ? 'passed' : 'not passed'}`);
      void navigate(adminPaths.reviews);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setConflict(error.message);
      else notifyApiError(error, 'Failed to save the review');
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={review.page}>
      {conflict && (
        <Alert color="red" title="Already reviewed" role="alert">
          {conflict}{' '}
          <Link to={adminPaths.reviews} className={review.link}>
            Back to the queue
          </Link>
        </Alert>
      )}
      {!pending && !conflict && (
        <Alert color="blue" title="Reviewed">
          This attempt has been reviewed: {attempt.score}% against a pass mark of {attempt.passingScore}%.
        </Alert>
      )}
      <dl className={review.facts}>
        <div>
          <dt>Learner</dt>
          <dd>{attempt.studentName}</dd>
        </div>
        <div>
          <dt>Checkpoint</dt>
          <dd>
            {attempt.checkpointTitle} <span className={classes.muted}>· {attempt.courseTitle}</span>
          </dd>
        </div>
        <div>
          <dt>Attempt</dt>
          <dd>
            {attempt.attemptNumber}, submitted {formatDate(attempt.submittedAt)}
          </dd>
        </div>
        <div>
          <dt>{pending ? 'Score so far' : 'Score'}</dt>
          <dd>
            {attempt.score}% <span className={classes.muted}>(pass mark {attempt.passingScore}%)</span>
          </dd>
        </div>
      </dl>
      {/* The essays to mark come first, each beside its model answer; the machine-marked questions follow. */}
      <ol className={review.questions}>
        {order.map((index) => {
          const result = attempt.questionResults[index];
          const essay = essays.includes(index);
          const mark = marks[index];
          const model = attempt.modelAnswers[index] ?? null;
          return (
            <li key={index} className={review.question} data-essay={essay || undefined} value={index + 1}>
              <div className={review.questionHead}>
                <h3 id={`question-${index}`}>{result.question}</h3>
                {essay ? (
                  <Badge color="#8a4b00" variant="outline">
                    Essay · {result.points} points
                  </Badge>
                ) : (
                  <span className={review.mark}>
                    {result.isCorrect ? <IconCheck size={16} aria-label="Correct" /> : <IconX size={16} aria-label="Incorrect" />}
                    {result.earnedPoints}/{result.points}
                  </span>
                )}
              </div>
              {result.type === 'essay' ? (
                <div className={review.sideBySide}>
                  <div>
                    <h4 className={review.paneTitle}>The learner&apos;s answer</h4>
                    <p className={review.answer}>{result.userAnswer || <span className={classes.muted}>(no answer)</span>}</p>
                  </div>
                  <div className={review.model}>
                    <h4 className={review.paneTitle}>Model answer</h4>
                    {model ? (
                      <p className={review.answer}>{model}</p>
                    ) : (
                      <p className={classes.muted}>None given: the author can add one to this question in the checkpoint&apos;s editor.</p>
                    )}
                  </div>
                </div>
              ) : (
                <p className={review.answer}>{result.userAnswer || <span className={classes.muted}>(no answer)</span>}</p>
              )}
              {result.type === 'essay' && !essay && result.feedback && (
                <p className={classes.muted}>Feedback: {result.feedback}</p>
              )}
              {essay && mark && (
                <div className={review.markFields}>
                  <NumberInput
                    label={`Points (0 to ${result.points})`}
                    min={0}
                    max={result.points}
                    allowDecimal={false}
                    allowNegative={false}
                    clampBehavior="strict"
                    value={mark.points}
                    disabled={!pending || saving}
                    error={missing && mark.points === '' ? 'Give this essay its points' : undefined}
                    onChange={(value) => setMark(index, { points: value === '' ? '' : Number(value) })}
                    aria-describedby={`question-${index}`}
                  />
                  <Textarea
                    label="Feedback (optional)"
                    autosize
                    minRows={2}
                    maxLength={5000}
                    value={mark.feedback}
                    disabled={!pending || saving}
                    onChange={(event) => setMark(index, { feedback: event.currentTarget.value })}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <div className={classes.formActions}>
        {pending && !conflict && (
          <Button onClick={() => void submit()} loading={saving}>
            Save review
          </Button>
        )}
        <Button component={Link} to={adminPaths.reviews} variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
          Back to the queue
        </Button>
      </div>
    </div>
  );
}

/** /admin/reviews/{attemptId}: an attempt's answers, with points and feedback for each essay. */
export function ReviewAttemptPage() {
  const { attemptId = '' } = useParams();
  const loaded = useApiData((signal) => getAttemptForReview(attemptId, signal), [attemptId], 'Failed to load the attempt');
  return (
    <>
      <div className={classes.header}>
        <h2>Review attempt</h2>
      </div>
      {loaded.status === 'loading' && <p className={classes.tableMessage}>Loading…</p>}
      {loaded.status === 'error' && (
        <Alert color="red" title={loaded.notFound ? 'Attempt not found' : 'Failed to load the attempt'} role="alert">
          {loaded.message}{' '}
          <Link to={adminPaths.reviews} className={review.link}>
            Back to the queue
          </Link>
        </Alert>
      )}
      {loaded.status === 'ready' && <ReviewForm attempt={loaded.data} />}
    </>
  );
}
