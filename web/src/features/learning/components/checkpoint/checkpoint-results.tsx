import type { AttemptResult } from '@contract';
import { Badge, Button, Title } from '@mantine/core';
import { IconArrowLeft, IconCheck, IconX } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

import { attemptsLeftText } from './attempt-words';
import classes from './checkpoint.module.css';

const pointsText = (points: number) => `${points} ${points === 1 ? 'point' : 'points'}`;

/** One question of a marked attempt: the learner's answer, its mark, and the correct answer or feedback. */
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

/** The score and Passed! or Not Passed; with essays still to mark, the score so far. */
function Verdict({ result }: { result: AttemptResult }) {
  const { marking } = result;
  if (result.awaitingReview)
    return (
      <>
        <p className={classes.score} data-pending>
          {marking.autoEarned}/{marking.autoPossible} auto-marked · {pointsText(marking.pointsAwaitingReview)} awaiting review
        </p>
        <p className={classes.verdict} data-pending>
          Awaiting review
        </p>
        <p className={classes.muted}>
          Your score so far is {result.score}%. Your written answers will be marked by an instructor; your result is final once
          they are.
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

/** A marked attempt: verdict, passing score, each question reviewed, and the way back or to try again. */
export function CheckpointResults({
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
      <p className={classes.kicker}>
        Attempt {result.attemptNumber} of {result.maxAttempts} · {attemptsLeftText(result.maxAttempts - result.totalAttempts)}
      </p>
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
