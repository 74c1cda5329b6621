import '@mantine/core/styles/Progress.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@/ui/content/form-styles';

import type { AttemptResult, CheckpointView } from '@contract';
import { Badge, Button, Container, Loader, Progress, Radio, Stack, Textarea, Title } from '@mantine/core';
import { IconArrowLeft, IconCheck, IconClock, IconX } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';

import { learnerCoursePath } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { useApiData } from '@/lib/use-api-data';
import { StatusPage } from '@/ui/status-page';
import { formatClock } from '@/ui/video-player/format-clock';

import { getCheckpoint } from '../api/get-checkpoint';
import { submitAttempt } from '../api/submit-attempt';

import classes from './checkpoint-page.module.css';
import { timeAnnouncement } from './time-announcement';

type Question = CheckpointView['checkpoint']['questions'][number];

function AnswerInput({ question, value, onChange }: { question: Question; value: string; onChange: (value: string) => void }) {
  if (question.type === 'multiple_choice' || question.type === 'true_false') {
    const options = question.type === 'true_false' ? ['True', 'False'] : question.options.filter(Boolean);
    return (
      <Radio.Group value={value} onChange={onChange} label="Your answer" name={`answer-${question.uid}`}>
        <Stack gap="sm" mt="xs">
          {options.map((option) => (
            <Radio key={option} value={option} label={option} size="md" />
          ))}
        </Stack>
      </Radio.Group>
    );
  }
  const essay = question.type === 'essay';
  return (
    <Textarea
      label="Your answer"
      rows={essay ? 6 : 3}
      placeholder={essay ? 'Write your detailed answer...' : 'Enter your answer...'}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      size="md"
      maxLength={10_000}
    />
  );
}

function Results({ result, backTo, onRetry }: { result: AttemptResult; backTo: string; onRetry: (() => void) | null }) {
  return (
    <section className={classes.card} aria-labelledby="results-title">
      <Title order={1} id="results-title" className={classes.title}>
        Checkpoint Results
      </Title>
      <p className={classes.score} data-passed={result.passed || undefined}>
        {result.score}%
      </p>
      <p className={classes.verdict} data-passed={result.passed || undefined}>
        {result.passed ? 'Passed!' : 'Not Passed'}
      </p>
      <p className={classes.muted}>Passing Score: {result.passingScore}%</p>
      <h2 className={classes.reviewTitle}>Question Review</h2>
      <ol className={classes.review}>
        {result.questionResults.map((item, index) => (
          <li key={index} data-correct={item.isCorrect || undefined}>
            <div className={classes.reviewHead}>
              <span>{item.question}</span>
              <span className={classes.reviewMark}>
                {item.isCorrect ? <IconCheck size={18} aria-label="Correct" /> : <IconX size={18} aria-label="Incorrect" />}
                {item.points} {item.points === 1 ? 'point' : 'points'}
              </span>
            </div>
            <p>
              Your answer: <strong>{item.userAnswer || '(no answer)'}</strong>
            </p>
            {!item.isCorrect && item.correctAnswer && (
              <p>
                Correct answer: <strong>{item.correctAnswer}</strong>
              </p>
            )}
          </li>
        ))}
      </ol>
      <div className={classes.actions}>
        <Button component={Link} to={backTo} variant="default" leftSection={<IconArrowLeft size={18} aria-hidden />}>
          Back to Course
        </Button>
        {onRetry && <Button onClick={onRetry}>Try Again</Button>}
      </div>
    </section>
  );
}

function Quiz({
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
  const questions = checkpoint.questions;
  const [answers, setAnswers] = useState<string[]>(() => questions.map(() => ''));
  const [current, setCurrent] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const limit = checkpoint.timeLimitMinutes * 60;
  const [left, setLeft] = useState(limit);
  const [started] = useState(() => Date.now());
  const sent = useRef(false);

  const submit = useCallback(async () => {
    if (sent.current) return;
    sent.current = true;
    setSubmitting(true);
    setError(null);
    try {
      const timeSpent = Math.round((Date.now() - started) / 1000);
      onDone(await submitAttempt(courseId, moduleId, checkpoint.uid, { answers, timeSpent }));
    } catch (err) {
      // Submit failures are logged (SPEC section 8) and the learner may try again.
      console.error('Checkpoint submission failed:', err);
      setError(err instanceof Error ? err.message : 'Submission failed');
      sent.current = false;
      setSubmitting(false);
    }
  }, [answers, checkpoint.uid, courseId, moduleId, onDone, started]);

  // When the clock runs out the answers so far are submitted, as the time limit is final.
  const submitRef = useRef(submit);
  useEffect(() => {
    submitRef.current = submit;
  });
  useEffect(() => {
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, limit - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) void submitRef.current();
    }, 1000);
    return () => window.clearInterval(timer);
  }, [limit, started]);

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
        </div>
        <span className={classes.timer} role="timer" aria-label="Time left" data-low={left < 60 || undefined}>
          <IconClock size={18} aria-hidden /> {formatClock(left)}
        </span>
        <span className="visually-hidden" aria-live="polite">
          {timeAnnouncement(left)}
        </span>
      </div>
      <div className={classes.position}>
        <span>
          Question {current + 1} of {questions.length}
        </span>
        <span>{percent}%</span>
      </div>
      <Progress value={percent} radius="xl" aria-label="Quiz progress" />
      <nav className={classes.jumps} aria-label="Questions">
        {questions.map((item, index) => (
          <button
            key={item.uid}
            type="button"
            className={classes.jump}
            data-current={index === current || undefined}
            data-answered={answers[index].trim() !== '' || undefined}
            aria-current={index === current ? 'step' : undefined}
            aria-label={`Question ${index + 1}${answers[index].trim() ? ', answered' : ''}`}
            onClick={() => setCurrent(index)}
          >
            {index + 1}
          </button>
        ))}
      </nav>
      <div className={classes.question}>
        <div className={classes.questionHead}>
          <h2>{question.question}</h2>
          <Badge variant="light" color="navy">
            {question.points} {question.points === 1 ? 'point' : 'points'}
          </Badge>
        </div>
        <AnswerInput
          key={question.uid}
          question={question}
          value={answers[current]}
          onChange={(value) => setAnswers((all) => all.map((answer, index) => (index === current ? value : answer)))}
        />
      </div>
      {error && (
        <p className={classes.error} role="alert">
          {error}
        </p>
      )}
      <div className={classes.actions}>
        <Button variant="default" onClick={() => setCurrent((n) => n - 1)} disabled={current === 0}>
          Previous
        </Button>
        {last ? (
          <Button onClick={() => void submit()} disabled={submitting}>
            {submitting ? 'Submitting...' : 'Submit Checkpoint'}
          </Button>
        ) : (
          <Button onClick={() => setCurrent((n) => n + 1)}>Next</Button>
        )}
      </div>
    </section>
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

  let content;
  if (result) {
    const canRetry = !result.passed && result.totalAttempts < (result.maxAttempts ?? 3);
    content = (
      <Results
        result={result}
        backTo={backTo}
        onRetry={
          canRetry
            ? () => {
                setResult(null);
                setRound((n) => n + 1);
              }
            : null
        }
      />
    );
  } else if (view.status === 'loading') {
    content = (
      <div className={classes.loading} role="status" aria-label="Loading checkpoint">
        <Loader />
      </div>
    );
  } else if (view.status === 'error') {
    if (!view.notFound) console.error('Could not load the checkpoint:', view.message);
    return (
      <StatusPage
        code="404"
        title="Checkpoint Not Found"
        actions={
          <Button component={Link} to={backTo} size="md" leftSection={<IconArrowLeft size={18} aria-hidden />}>
            Back to Course
          </Button>
        }
      >
        The checkpoint you're looking for doesn't exist.
      </StatusPage>
    );
  } else if (view.data.progress.attempts >= view.data.progress.maxAttempts) {
    return (
      <StatusPage
        code={`${view.data.progress.attempts}/${view.data.progress.maxAttempts}`}
        title="Maximum Attempts Reached"
        actions={
          <Button component={Link} to={backTo} size="md" leftSection={<IconArrowLeft size={18} aria-hidden />}>
            Back to Course
          </Button>
        }
      >
        {`You have reached the maximum number of attempts (${view.data.progress.maxAttempts}) for this checkpoint.`}
      </StatusPage>
    );
  } else {
    content = <Quiz key={round} view={view.data} courseId={courseId} moduleId={moduleId} onDone={setResult} />;
  }
  return (
    <Container size="md" className={classes.page}>
      {content}
    </Container>
  );
}
