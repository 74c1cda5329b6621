import { noteMoment, POST_TEXT_MAX, QUESTION_TITLE_MAX, type QuestionsView } from '@contract';
import { Button, Checkbox, Skeleton, Textarea, TextInput } from '@mantine/core';
import { IconMessageQuestion } from '@tabler/icons-react';
import { type FormEvent, type RefObject, useCallback, useEffect, useId, useState } from 'react';

import { useNotifyFailure } from '@/lib/i18n/use-failure-message';
import { useT } from '@/lib/i18n/use-t';
import { notifySuccess } from '@/lib/notify';
import { QuestionThread } from '@/ui/discussion/question-thread';
import type { PlayerControl } from '@/ui/video-player/video-player';
import { useOnline } from '@/lib/use-online';

import {
  askQuestion,
  hidePost,
  listLessonQuestions,
  replyToQuestion,
  resolveQuestion,
  upvoteQuestion,
} from '../api/questions-api';

import classes from './notes.module.css';

function AskForm({
  player,
  onAsk,
  onCancel,
}: {
  player: RefObject<PlayerControl | null> | null;
  onAsk: (body: { title: string; text: string; atSeconds: number | null }) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useT();
  const notifyFailure = useNotifyFailure();
  const [moment, setMoment] = useState(() => (player?.current ? Math.floor(player.current.currentTime()) : null));
  const [atMoment, setAtMoment] = useState(moment !== null && moment > 0);
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await onAsk({ title: title.trim(), text: text.trim(), atSeconds: atMoment ? moment : null });
    } catch (error) {
      notifyFailure(error, t('lessonQuestions.postFailed'));
      setSaving(false);
    }
  };
  return (
    <form className={classes.askForm} onSubmit={(event) => void submit(event)}>
      <TextInput
        label={t('lessonQuestions.titleField')}
        required
        maxLength={QUESTION_TITLE_MAX}
        value={title}
        onChange={(e) => setTitle(e.currentTarget.value)}
        autoFocus
      />
      <Textarea
        label={t('lessonQuestions.question')}
        required
        autosize
        minRows={3}
        maxRows={10}
        maxLength={POST_TEXT_MAX}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      {player && moment !== null && (
        <div className={classes.askMoment}>
          <Checkbox
            label={t('lessonQuestions.atMoment', { moment: noteMoment(moment) })}
            checked={atMoment}
            onChange={(e) => setAtMoment(e.currentTarget.checked)}
          />
          <Button
            type="button"
            size="compact-sm"
            variant="subtle"
            onClick={() => {
              setMoment(Math.floor(player.current?.currentTime() ?? 0));
              setAtMoment(true);
            }}
          >
            {t('lessonQuestions.useNow')}
          </Button>
        </div>
      )}
      <div className={classes.noteField}>
        <Button type="submit" loading={saving} disabled={!title.trim() || !text.trim()}>
          {t('lessonQuestions.post')}
        </Button>
        <Button type="button" variant="subtle" onClick={onCancel}>
          {t('lessonNotes.cancel')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The lesson's questions, under its notes: the course's learners ask (at the moment of the video
 * playing, with one click), upvote and reply; an instructor's answer is marked.
 */
export function LessonQuestions({
  courseId,
  moduleUid,
  lessonUid,
  player,
}: {
  courseId: string;
  moduleUid: string;
  lessonUid: string;
  player: RefObject<PlayerControl | null> | null;
}) {
  const t = useT();
  const notifyFailure = useNotifyFailure();
  const headingId = useId();
  const online = useOnline();
  const [view, setView] = useState<QuestionsView | 'loading' | 'error'>('loading');
  const [asking, setAsking] = useState(false);

  const load = useCallback(
    (signal?: AbortSignal) =>
      listLessonQuestions(courseId, moduleUid, lessonUid, signal)
        .then(setView)
        .catch(() => !signal?.aborted && setView('error')),
    [courseId, moduleUid, lessonUid],
  );
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const after = (action: () => Promise<unknown>) => async () => {
    await action();
    await load();
  };

  return (
    <section className={classes.notes} aria-labelledby={headingId}>
      <div className={classes.notesHeader}>
        <h3 id={headingId} className={classes.notesTitle}>
          {t('lessonQuestions.title')}
          {typeof view === 'object' && view.questions.length > 0 && (
            <span className={classes.count}> ({view.questions.length})</span>
          )}
        </h3>
        {!asking && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconMessageQuestion size={16} aria-hidden />}
            onClick={() => setAsking(true)}
          >
            {t('lessonQuestions.ask')}
          </Button>
        )}
      </div>
      {asking && (
        <AskForm
          player={player}
          onCancel={() => setAsking(false)}
          onAsk={async (body) => {
            await askQuestion(courseId, moduleUid, lessonUid, body);
            notifySuccess(t('lessonQuestions.posted'));
            setAsking(false);
            await load();
          }}
        />
      )}
      {view === 'loading' && <Skeleton height={28} radius="sm" />}
      {view === 'error' && (
        <p className={classes.empty}>{online ? t('lessonQuestions.loadFailed') : t('lessonQuestions.offline')}</p>
      )}
      {typeof view === 'object' && view.questions.length === 0 && !asking && (
        <p className={classes.empty}>{t('lessonQuestions.empty')}</p>
      )}
      {typeof view === 'object' &&
        view.questions.map((question) => (
          <QuestionThread
            key={question.id}
            question={question}
            instructor={view.instructor}
            actions={{
              reply: (text) => after(() => replyToQuestion(question.id, text))(),
              upvote: (on) => after(() => upvoteQuestion(question.id, on))(),
              resolve: (resolved) => after(() => resolveQuestion(question.id, resolved))(),
              hide: (reason, replyId) => after(() => hidePost(reason, question.id, replyId))(),
              seek: player ? (seconds) => player.current?.seek(seconds) : undefined,
              onError: notifyFailure,
            }}
          />
        ))}
    </section>
  );
}
