import '@mantine/core/styles/Progress.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@/ui/content/form-styles';

import type { AttemptClock, AttemptResult, CheckpointView } from '@contract';
import { Badge, Button, Container, Loader, Progress, Radio, Stack, Textarea, Title } from '@mantine/core';
import { IconArrowLeft, IconCheck, IconClock, IconX } from '@tabler/icons-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
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

const pointsText = (points: number) => `${points} ${points === 1 ? 'point' : 'points'}`;

function ReviewItem({ item }: { item: AttemptResult['questionResults'][number] }) {
  const essay = item.type === 'essay';
  // A marked essay may earn part of its points: neither right nor wrong.
  const earned = item.earnedPoints ?? 0;
  const partial = essay && !item.awaitingReview && earned > 0 && earned < item.points;
  let mark;
  if (item.awaitingReview)
    mark = (
      <Badge variant="outline" color="#8a4b00">
        Awaiting review
      </Badge>
    );
  else if (item.isCorrect === null) mark = pointsText(item.points);
  else if (partial) mark = `${item.earnedPoints} of ${pointsText(item.points)}`;
  else
    mark = (
      <>
        {item.isCorrect ? <IconCheck size={18} aria-label="Correct" /> : <IconX size={18} aria-label="Incorrect" />}
        {essay ? `${item.earnedPoints} of ${pointsText(item.points)}` : pointsText(item.points)}
      </>
    );
  return (
    <li
      data-correct={item.isCorrect || undefined}
      data-unmarked={item.isCorrect === null || undefined}
      data-pending={item.awaitingReview || undefined}
      data-partial={partial || undefined}
    >
      <div className={classes.reviewHead}>
        <span>{item.question}</span>
        <span className={classes.reviewMark}>{mark}</span>
      </div>
      <p className={essay ? classes.essayAnswer : undefined}>
        Your answer: <strong>{item.userAnswer || '(no answer)'}</strong>
      </p>
      {item.isCorrect === false && item.correctAnswer && (
        <p>
          Correct answer: <strong>{item.correctAnswer}</strong>
        </p>
      )}
      {item.feedback && (
        <p className={classes.feedback}>
          Reviewer&apos;s feedback: <span>{item.feedback}</span>
        </p>
      )}
    </li>
  );
}

function Verdict({ result }: { result: AttemptResult }) {
  if (result.awaitingReview)
    return (
      <>
        <p className={classes.score} data-pending>
          {result.score}%
        </p>
        <p className={classes.verdict} data-pending>
          Awaiting review
        </p>
        <p className={classes.muted}>
          This is your score so far. Your written answers will be marked by an instructor; your result is final once they are.
        </p>
      </>
    );
  return (
    <>
      <p className={classes.score} data-passed={result.passed || undefined}>
        {result.score}%
      </p>
      <p className={classes.verdict} data-passed={result.passed || undefined}>
        {result.passed ? 'Passed!' : 'Not Passed'}
      </p>
    </>
  );
}

function Results({
  result,
  backTo,
  onRetry,
  notice,
}: {
  result: AttemptResult;
  backTo: string;
  onRetry: (() => void) | null;
  notice?: { title: string; text: string };
}) {
  const keyWithheld = result.questionResults.some((item) => item.isCorrect === null && item.type !== 'essay');
  return (
    <section className={classes.card} aria-labelledby="results-title">
      {notice && (
        <div className={classes.notice}>
          <h2>{notice.title}</h2>
          <p>{notice.text}</p>
        </div>
      )}
      <Title order={1} id="results-title" className={classes.title}>
        Checkpoint Results
      </Title>
      {result.timedOut && <p className={classes.muted}>Time ran out before this attempt was submitted.</p>}
      <Verdict result={result} />
      <p className={classes.muted}>Passing Score: {result.passingScore}%</p>
      <h2 className={classes.reviewTitle}>Question Review</h2>
      {keyWithheld && (
        <p className={classes.muted}>
          Which answers were right, and the correct answers, are shown once you pass or have used your last attempt.
        </p>
      )}
      <ol className={classes.review}>
        {result.questionResults.map((item, index) => (
          <ReviewItem key={index} item={item} />
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

const answersKey = (checkpointUid: string, attempt: number) => `checkpoint-answers:${checkpointUid}:${attempt}`;

/** Answers typed so far, kept for this tab so a reload resumes the attempt where it was. */
function useStoredAnswers(key: string, count: number) {
  const [answers, setAnswers] = useState<string[]>(() => {
    try {
      const saved = JSON.parse(sessionStorage.getItem(key) ?? 'null') as unknown;
      if (Array.isArray(saved) && saved.length === count && saved.every((a) => typeof a === 'string')) return saved as string[];
    } catch {
      // A damaged entry starts the answers afresh.
    }
    return Array.from({ length: count }, () => '');
  });
  useEffect(() => {
    sessionStorage.setItem(key, JSON.stringify(answers));
  }, [key, answers]);
  return [answers, setAnswers] as const;
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
  const clock = view.clock as AttemptClock;
  const questions = checkpoint.questions;
  const storageKey = answersKey(checkpoint.uid, clock.attempt);
  const [answers, setAnswers] = useStoredAnswers(storageKey, questions.length);
  const [current, setCurrent] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const limit = checkpoint.timeLimitMinutes * 60;
  // The server's clock: a reload resumes the time left, never a fresh limit.
  const [deadline] = useState(() => Date.now() + clock.secondsLeft * 1000);
  const secondsLeft = useCallback(() => Math.max(0, Math.ceil((deadline - Date.now()) / 1000)), [deadline]);
  const [left, setLeft] = useState(secondsLeft);
  const sent = useRef(false);

  const submit = useCallback(async () => {
    if (sent.current) return;
    sent.current = true;
    setSubmitting(true);
    setError(null);
    try {
      const timeSpent = Math.max(0, limit - secondsLeft());
      const result = await submitAttempt(courseId, moduleId, checkpoint.uid, { answers, timeSpent });
      sessionStorage.removeItem(storageKey);
      onDone(result);
    } catch (err) {
      // Submit failures are logged (SPEC section 8) and the learner may try again.
      console.error('Checkpoint submission failed:', err);
      setError(err instanceof Error ? err.message : 'Submission failed');
      sent.current = false;
      setSubmitting(false);
    }
  }, [answers, checkpoint.uid, courseId, limit, moduleId, onDone, secondsLeft, storageKey]);

  // When the clock runs out the answers so far are submitted, as the time limit is final.
  const submitRef = useRef(submit);
  useEffect(() => {
    submitRef.current = submit;
  });
  useEffect(() => {
    const timer = window.setInterval(() => {
      const remaining = secondsLeft();
      setLeft(remaining);
      if (remaining === 0) void submitRef.current();
    }, 1000);
    return () => window.clearInterval(timer);
  }, [secondsLeft]);

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
            <p className={classes.muted}>Time limit: {formatClock(checkpoint.timeLimitMinutes * 60)} (extended)</p>
          )}
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

  if (result) return <Centered>{<Results result={result} backTo={backTo} onRetry={canRetry(result) ? retry : null} />}</Centered>;
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
        <Quiz key={`${round}-${clock.attempt}`} view={view.data} courseId={courseId} moduleId={moduleId} onDone={setResult} />
      </Centered>
    );
  const exhausted = progress.attempts >= progress.maxAttempts && !progress.passed && !progress.awaitingReview;
  const maxMessage = `You have reached the maximum number of attempts (${progress.maxAttempts}) for this checkpoint.`;
  if (lastAttempt)
    return (
      <Centered>
        <Results
          result={lastAttempt}
          backTo={backTo}
          onRetry={canRetry(lastAttempt) ? retry : null}
          notice={exhausted ? { title: 'Maximum Attempts Reached', text: maxMessage } : undefined}
        />
      </Centered>
    );
  return (
    <StatusPage code={`${progress.attempts}/${progress.maxAttempts}`} title="Maximum Attempts Reached" actions={backButton}>
      {maxMessage}
    </StatusPage>
  );
}
