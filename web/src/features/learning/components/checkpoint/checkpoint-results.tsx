import type { AttemptResult } from '@contract';
import { Badge, Button, Title } from '@mantine/core';
import { IconArrowLeft, IconCheck, IconX } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

import { msg } from '@/lib/i18n/message-id';
import { T, useT, type Translate } from '@/lib/i18n/use-t';

import { attemptsLeftText, pointsText } from './attempt-words';
import classes from './checkpoint.module.css';

/** True and False are the answers whatever the language (answer-input.tsx); only their words are the page's. */
const answerText = (t: Translate, type: AttemptResult['questionResults'][number]['type'], answer: string) => {
  if (type !== 'true_false') return answer;
  return answer === 'True' ? t('checkpoint.true') : answer === 'False' ? t('checkpoint.false') : answer;
};

const earnedText = (t: Translate, earned: number | null, points: number) =>
  t('checkpoint.results.pointsOf', { earned: earned ?? 0, count: points, n: String(points) });

/** One question of a marked attempt: the learner's answer, its mark, and the correct answer or feedback. */
function ReviewItem({ item }: { item: AttemptResult['questionResults'][number] }) {
  const t = useT();
  const essay = item.type === 'essay';
  // A marked essay may earn part of its points: neither right nor wrong.
  const earned = item.earnedPoints ?? 0;
  const partial = essay && !item.awaitingReview && earned > 0 && earned < item.points;
  let mark;
  if (item.awaitingReview)
    mark = (
      <Badge variant="outline" color="#8a4b00">
        {t('checkpoint.results.awaitingReview')}
      </Badge>
    );
  else if (item.isCorrect === null) mark = pointsText(t, item.points);
  else if (partial) mark = earnedText(t, item.earnedPoints, item.points);
  else
    mark = (
      <>
        {item.isCorrect ? (
          <IconCheck size={18} aria-label={t('checkpoint.results.correct')} />
        ) : (
          <IconX size={18} aria-label={t('checkpoint.results.incorrect')} />
        )}
        {essay ? earnedText(t, item.earnedPoints, item.points) : pointsText(t, item.points)}
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
        <T
          id="checkpoint.results.yourAnswer"
          values={{ answer: item.userAnswer ? answerText(t, item.type, item.userAnswer) : t('checkpoint.results.noAnswer') }}
          components={{ 0: <strong /> }}
        />
      </p>
      {item.isCorrect === false && item.correctAnswer && (
        <p>
          <T
            id="checkpoint.results.correctAnswer"
            values={{ answer: answerText(t, item.type, item.correctAnswer) }}
            components={{ 0: <strong /> }}
          />
        </p>
      )}
      {item.feedback && (
        <p className={classes.feedback}>
          <T id="checkpoint.results.feedback" values={{ feedback: item.feedback }} components={{ 0: <span /> }} />
        </p>
      )}
    </li>
  );
}

/** The score and Passed! or Not Passed; with essays still to mark, the score so far. */
function Verdict({ result }: { result: AttemptResult }) {
  const t = useT();
  const { marking } = result;
  if (result.awaitingReview)
    return (
      <>
        <p className={classes.score} data-pending>
          {t('checkpoint.results.autoMarked', {
            earned: marking.autoEarned,
            possible: marking.autoPossible,
            pending: pointsText(t, marking.pointsAwaitingReview),
          })}
        </p>
        <p className={classes.verdict} data-pending>
          {t('checkpoint.results.awaitingReview')}
        </p>
        <p className={classes.muted}>{t('checkpoint.results.scoreSoFar', { score: result.score })}</p>
      </>
    );
  return (
    <>
      <p className={classes.score} data-passed={result.passed || undefined}>
        {result.score}%
      </p>
      <p className={classes.verdict} data-passed={result.passed || undefined}>
        {t(result.passed ? msg('checkpoint.results.passed') : msg('checkpoint.results.notPassed'))}
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
  const t = useT();
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
        {t('checkpoint.results.title')}
      </Title>
      <p className={classes.kicker}>
        {t('checkpoint.attemptOf', { attempt: result.attemptNumber, max: result.maxAttempts })} ·{' '}
        {attemptsLeftText(t, result.maxAttempts - result.totalAttempts)}
      </p>
      {result.timedOut && <p className={classes.muted}>{t('checkpoint.results.timedOut')}</p>}
      <Verdict result={result} />
      <p className={classes.muted}>{t('checkpoint.results.passingScore', { score: result.passingScore })}</p>
      <h2 className={classes.reviewTitle}>{t('checkpoint.results.review')}</h2>
      {keyWithheld && <p className={classes.muted}>{t('checkpoint.results.keyWithheld')}</p>}
      <ol className={classes.review}>
        {result.questionResults.map((item, index) => (
          <ReviewItem key={index} item={item} />
        ))}
      </ol>
      <div className={classes.actions}>
        <Button component={Link} to={backTo} variant="default" leftSection={<IconArrowLeft size={18} aria-hidden />}>
          {t('checkpoint.backToCourse')}
        </Button>
        {onRetry && <Button onClick={onRetry}>{t('checkpoint.results.tryAgain')}</Button>}
      </div>
    </section>
  );
}
