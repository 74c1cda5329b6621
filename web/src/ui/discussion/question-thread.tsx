import { dateForPeople, type LessonQuestion, noteMoment, POST_TEXT_MAX } from '@contract';
import { Badge, Button, Textarea } from '@mantine/core';
import { IconArrowBigUp, IconCircleCheck, IconEyeOff } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';

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
        label="Why hide it?"
        description="Kept with the post; its words stay as written."
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        autosize
        minRows={1}
        maxLength={500}
      />
      <div className={classes.formButtons}>
        <Button type="submit" size="xs" color="red" disabled={reason.trim().length < 5}>
          Hide
        </Button>
        <Button type="button" size="xs" variant="subtle" onClick={onCancel}>
          Cancel
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
          replyId ? 'Could not hide the reply' : 'Could not hide the question',
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
      'Could not post your reply',
    );
  };

  return (
    <article className={classes.thread} data-hidden={question.hiddenReason !== null || undefined}>
      <div className={classes.head}>
        <Heading className={classes.title}>{question.title}</Heading>
        {question.status === 'resolved' && (
          <Badge color="pitch.8" variant="outline" leftSection={<IconCircleCheck size={12} aria-hidden />}>
            Resolved
          </Badge>
        )}
        {question.status === 'open' && question.answered && (
          <Badge color="navy" variant="outline">
            Answered
          </Badge>
        )}
        {question.hiddenReason !== null && (
          <Badge color="gray" variant="outline">
            Hidden: {question.hiddenReason}
          </Badge>
        )}
      </div>
      <p className={classes.meta}>
        {question.authorName} · {dateForPeople(question.createdAt)}
        {question.atSeconds !== null && (
          <>
            {' · '}
            {actions.seek ? (
              <button type="button" className={classes.moment} onClick={() => actions.seek?.(question.atSeconds as number)}>
                at {noteMoment(question.atSeconds)}
              </button>
            ) : (
              <>at {noteMoment(question.atSeconds)}</>
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
            onClick={() => void run('upvote', () => actions.upvote!(!question.upvotedByMe), 'Could not record your upvote')}
          >
            Upvote · {question.upvotes}
          </Button>
        )}
        {question.mine && question.upvotes > 0 && <span className={classes.meta}>{question.upvotes} upvoted</span>}
        {canResolve && (
          <Button
            size="xs"
            variant="subtle"
            loading={busy === 'resolve'}
            onClick={() =>
              void run('resolve', () => actions.resolve!(question.status !== 'resolved'), 'Could not change the question')
            }
          >
            {question.status === 'resolved' ? 'Reopen' : 'Mark resolved'}
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
            Hide question
          </Button>
        )}
      </div>
      {hiding === 'question' && hideForm()}
      {question.replies.length > 0 && (
        <ol className={classes.replies} aria-label={`Replies to ${question.title}`}>
          {question.replies.map((item) => (
            <li key={item.id} className={classes.reply} data-instructor={item.byInstructor || undefined}>
              <p className={classes.meta}>
                {item.authorName}
                {item.byInstructor && (
                  <Badge size="xs" color="pitch.8" variant="filled" className={classes.instructorBadge}>
                    Instructor
                  </Badge>
                )}{' '}
                · {dateForPeople(item.createdAt)}
                {item.hiddenReason !== null && <> · Hidden: {item.hiddenReason}</>}
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
                    Hide reply
                  </Button>
                ))}
            </li>
          ))}
        </ol>
      )}
      {question.hiddenReason === null && (
        <form className={classes.form} onSubmit={send}>
          <Textarea
            label={instructor ? 'Your answer' : 'Your reply'}
            value={reply}
            onChange={(event) => setReply(event.currentTarget.value)}
            autosize
            minRows={1}
            maxRows={8}
            maxLength={POST_TEXT_MAX}
          />
          <div className={classes.formButtons}>
            <Button type="submit" size="xs" loading={busy === 'reply'} disabled={!reply.trim()}>
              {instructor ? 'Post answer' : 'Reply'}
            </Button>
          </div>
        </form>
      )}
    </article>
  );
}
