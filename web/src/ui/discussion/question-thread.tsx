import { dateForPeople, type LessonQuestion, noteMoment, POST_TEXT_MAX } from '@contract';
import { Badge, Button, Textarea } from '@mantine/core';
import { IconArrowBigUp, IconCircleCheck, IconEyeOff } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';

import { useLocale, useT } from '@/lib/i18n/use-t';

import { LinkedText } from './linked-text';
import classes from './question-thread.module.css';

export interface ThreadActions {
  reply: (text: string) => Promise<void>;
  upvote?: (on: boolean) => Promise<void>;
  resolve?: (resolved: boolean) => Promise<void>;
  /** An instructor's: hides the question (no reply id) or one reply, with a reason. */
  hide?: (reason: string, replyId?: string) => Promise<void>;
  /** Takes the lesson's video to the question's moment. */
  seek?: (seconds: number) => void;
  onError: (error: unknown, fallback: string) => void;
}

/** Runs an action with the button busy meanwhile; a failure is reported, never thrown at React. */
function useBusy(onError: ThreadActions['onError']) {
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (name: string, action: () => Promise<void>, failure: string) => {
    setBusy(name);
    try {
      await action();
    } catch (error) {
      onError(error, failure);
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}

function HideForm({ onHide, onCancel }: { onHide: (reason: string) => Promise<void>; onCancel: () => void }) {
  const t = useT();
  const [reason, setReason] = useState('');
  return (
    <form
      className={classes.form}
      onSubmit={(event) => {
        event.preventDefault();
        void onHide(reason);
      }}
    >
      <Textarea
        label={t('thread.whyHide')}
        description={t('thread.whyHideHint')}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        autosize
        minRows={1}
        maxLength={500}
      />
      <div className={classes.formButtons}>
        <Button type="submit" size="xs" color="red" disabled={reason.trim().length < 5}>
          {t('thread.hide')}
        </Button>
        <Button type="button" size="xs" variant="subtle" onClick={onCancel}>
          {t('lessonNotes.cancel')}
        </Button>
      </div>
    </form>
  );
}

/**
 * One question with its replies, as the lesson's learners and the course's instructors see it: an
 * instructor's reply is marked, the asker or an instructor resolves, instructors may hide a post.
 */
export function QuestionThread({
  question,
  instructor,
  actions,
  headingLevel = 4,
}: {
  question: LessonQuestion;
  instructor: boolean;
  actions: ThreadActions;
  headingLevel?: 3 | 4;
}) {
  const t = useT();
  const locale = useLocale();
  const [reply, setReply] = useState('');
  const [hiding, setHiding] = useState<string | null>(null);
  const { busy, run } = useBusy(actions.onError);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const canResolve = actions.resolve && (question.mine || instructor);

  /** The reason asked before hiding the question, or one of its replies (`replyId`). */
  const hideForm = (replyId?: string) => (
    <HideForm
      onCancel={() => setHiding(null)}
      onHide={(reason) =>
        run(
          'hide',
          async () => {
            await actions.hide!(reason, replyId);
            setHiding(null);
          },
          replyId ? t('thread.hideReplyFailed') : t('thread.hideQuestionFailed'),
        )
      }
    />
  );

  const send = (event: FormEvent) => {
    event.preventDefault();
    void run(
      'reply',
      async () => {
        await actions.reply(reply.trim());
        setReply('');
      },
      t('thread.replyFailed'),
    );
  };

  return (
    <article className={classes.thread} data-hidden={question.hiddenReason !== null || undefined}>
      <div className={classes.head}>
        <Heading className={classes.title}>{question.title}</Heading>
        {question.status === 'resolved' && (
          <Badge color="pitch.8" variant="outline" leftSection={<IconCircleCheck size={12} aria-hidden />}>
            {t('thread.resolved')}
          </Badge>
        )}
        {question.status === 'open' && question.answered && (
          <Badge color="navy" variant="outline">
            {t('thread.answered')}
          </Badge>
        )}
        {question.hiddenReason !== null && (
          <Badge color="gray" variant="outline">
            {t('thread.hidden', { reason: question.hiddenReason })}
          </Badge>
        )}
      </div>
      <p className={classes.meta}>
        {question.authorName} · {dateForPeople(question.createdAt, locale)}
        {question.atSeconds !== null && (
          <>
            {' · '}
            {actions.seek ? (
              <button type="button" className={classes.moment} onClick={() => actions.seek?.(question.atSeconds as number)}>
                {t('thread.at', { moment: noteMoment(question.atSeconds) })}
              </button>
            ) : (
              t('thread.at', { moment: noteMoment(question.atSeconds) })
            )}
          </>
        )}
      </p>
      <p className={classes.text}>
        <LinkedText text={question.text} />
      </p>
      <div className={classes.actions}>
        {actions.upvote && !question.mine && (
          <Button
            size="xs"
            variant={question.upvotedByMe ? 'filled' : 'default'}
            aria-pressed={question.upvotedByMe}
            loading={busy === 'upvote'}
            leftSection={<IconArrowBigUp size={16} aria-hidden />}
            onClick={() => void run('upvote', () => actions.upvote!(!question.upvotedByMe), t('thread.upvoteFailed'))}
          >
            {t('thread.upvote', { count: question.upvotes })}
          </Button>
        )}
        {question.mine && question.upvotes > 0 && (
          <span className={classes.meta}>{t('thread.upvoted', { count: question.upvotes })}</span>
        )}
        {canResolve && (
          <Button
            size="xs"
            variant="subtle"
            loading={busy === 'resolve'}
            onClick={() => void run('resolve', () => actions.resolve!(question.status !== 'resolved'), t('thread.resolveFailed'))}
          >
            {question.status === 'resolved' ? t('thread.reopen') : t('thread.markResolved')}
          </Button>
        )}
        {instructor && actions.hide && question.hiddenReason === null && (
          <Button
            size="xs"
            variant="subtle"
            color="gray"
            leftSection={<IconEyeOff size={14} aria-hidden />}
            onClick={() => setHiding('question')}
          >
            {t('thread.hideQuestion')}
          </Button>
        )}
      </div>
      {hiding === 'question' && hideForm()}
      {question.replies.length > 0 && (
        <ol className={classes.replies} aria-label={t('thread.replies', { title: question.title })}>
          {question.replies.map((item) => (
            <li key={item.id} className={classes.reply} data-instructor={item.byInstructor || undefined}>
              <p className={classes.meta}>
                {item.authorName}
                {item.byInstructor && (
                  <Badge size="xs" color="pitch.8" variant="filled" className={classes.instructorBadge}>
                    {t('thread.instructor')}
                  </Badge>
                )}{' '}
                · {dateForPeople(item.createdAt, locale)}
                {item.hiddenReason !== null && <> · {t('thread.hidden', { reason: item.hiddenReason })}</>}
              </p>
              <p className={classes.text}>
                <LinkedText text={item.text} />
              </p>
              {instructor &&
                actions.hide &&
                item.hiddenReason === null &&
                (hiding === item.id ? (
                  hideForm(item.id)
                ) : (
                  <Button size="compact-xs" variant="subtle" color="gray" onClick={() => setHiding(item.id)}>
                    {t('thread.hideReply')}
                  </Button>
                ))}
            </li>
          ))}
        </ol>
      )}
      {question.hiddenReason === null && (
        <form className={classes.form} onSubmit={send}>
          <Textarea
            label={instructor ? t('thread.yourAnswer') : t('thread.yourReply')}
            value={reply}
            onChange={(event) => setReply(event.currentTarget.value)}
            autosize
            minRows={1}
            maxRows={8}
            maxLength={POST_TEXT_MAX}
          />
          <div className={classes.formButtons}>
            <Button type="submit" size="xs" loading={busy === 'reply'} disabled={!reply.trim()}>
              {instructor ? t('thread.postAnswer') : t('thread.reply')}
            </Button>
          </div>
        </form>
      )}
    </article>
  );
}
