import { type LessonNote, NOTE_TEXT_MAX, noteMoment } from '@contract';
import { ActionIcon, Anchor, Button, Kbd, Skeleton, TextInput } from '@mantine/core';
import { IconNotes, IconPencil, IconTrash } from '@tabler/icons-react';
import { type FormEvent, type Ref, type RefObject, useId, useImperativeHandle, useRef, useState } from 'react';
import { Link } from 'react-router-dom';

import { notesPagePath } from '@/config/paths';
import { useNotifyFailure } from '@/lib/i18n/use-failure-message';
import { useT } from '@/lib/i18n/use-t';
import type { PlayerControl } from '@/ui/video-player/video-player';
import { useOnline } from '@/lib/use-online';

import { useLessonNotes } from '../hooks/use-lesson-notes';

import classes from './notes.module.css';

/** What the lesson's player asks of its notes: the `n` key opens a note at the moment playing. */
export interface LessonNotesHandle {
  startNote: () => void;
}

/** One line for a note's text, sent with Enter and left with Escape. */
function NoteField({
  label,
  initial,
  onSave,
  onDone,
}: {
  label: string;
  initial: string;
  onSave: (text: string) => Promise<void>;
  onDone: () => void;
}) {
  const t = useT();
  const notifyFailure = useNotifyFailure();
  const [text, setText] = useState(initial);
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    setSaving(true);
    try {
      await onSave(text);
      onDone();
    } catch (error) {
      notifyFailure(error, t('lessonNotes.saveFailed'));
      setSaving(false);
    }
  };
  return (
    <form className={classes.noteField} onSubmit={(event) => void submit(event)}>
      <TextInput
        label={label}
        value={text}
        maxLength={NOTE_TEXT_MAX}
        autoFocus
        autoComplete="off"
        className={classes.noteInput}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          // The lesson's modal would close on Escape too: here it only leaves the note.
          event.stopPropagation();
          onDone();
        }}
      />
      <Button type="submit" size="sm" loading={saving} disabled={!text.trim()}>
        {t('lessonNotes.save')}
      </Button>
      <Button type="button" size="sm" variant="subtle" onClick={onDone}>
        {t('lessonNotes.cancel')}
      </Button>
    </form>
  );
}

function NoteItem({
  note,
  player,
  onEdit,
  onDelete,
}: {
  note: LessonNote;
  player: RefObject<PlayerControl | null> | null;
  onEdit: (text: string) => Promise<void>;
  onDelete: () => Promise<void>;
}) {
  const t = useT();
  const notifyFailure = useNotifyFailure();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const moment = note.atSeconds === null ? null : noteMoment(note.atSeconds);
  if (editing)
    return (
      <li className={classes.note}>
        <NoteField
          label={moment ? t('lessonNotes.noteAt', { moment }) : t('lessonNotes.note')}
          initial={note.text}
          onSave={onEdit}
          onDone={() => setEditing(false)}
        />
      </li>
    );
  const remove = async () => {
    setDeleting(true);
    try {
      await onDelete();
    } catch (error) {
      notifyFailure(error, t('lessonNotes.deleteFailed'));
      setDeleting(false);
    }
  };
  return (
    <li className={classes.note}>
      {moment && note.atSeconds !== null && (
        <button
          type="button"
          className={classes.moment}
          disabled={!player}
          onClick={() => player?.current?.seek(note.atSeconds as number)}
          aria-label={t('lessonNotes.goTo', { moment })}
        >
          {moment}
        </button>
      )}
      <span className={classes.noteText}>{note.text}</span>
      <span className={classes.noteActions}>
        <ActionIcon variant="subtle" color="gray" aria-label={t('lessonNotes.edit')} onClick={() => setEditing(true)}>
          <IconPencil size={16} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('lessonNotes.delete')}
          loading={deleting}
          onClick={() => void remove()}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </span>
    </li>
  );
}

/**
 * The learner's private notes on a lesson, under its video: 'Add note' (or `n` in the player) stamps
 * the moment playing without pausing it; a note's moment takes the video back there.
 */
export function LessonNotes({
  courseId,
  moduleUid,
  lessonUid,
  player,
  handle,
}: {
  courseId: string;
  moduleUid: string;
  lessonUid: string;
  /** The lesson's video player; null for a lesson without a video (its notes have no moment). */
  player: RefObject<PlayerControl | null> | null;
  handle?: Ref<LessonNotesHandle>;
}) {
  const t = useT();
  const headingId = useId();
  const online = useOnline();
  const { state, add, edit, remove } = useLessonNotes(courseId, moduleUid, lessonUid);
  const [draft, setDraft] = useState<{ at: number | null } | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  const startNote = () => {
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setDraft({ at: player?.current ? Math.round(player.current.currentTime() * 10) / 10 : null });
  };
  useImperativeHandle(handle, () => ({ startNote }));

  const finishDraft = () => {
    setDraft(null);
    // Back to where the note was started from (the player, so `n` works again).
    if (returnFocus.current?.isConnected) returnFocus.current.focus();
  };

  const notes = state.status === 'ready' ? state.notes : [];
  return (
    <section className={classes.notes} aria-labelledby={headingId}>
      <div className={classes.notesHeader}>
        <h3 id={headingId} className={classes.notesTitle}>
          {t('notes.title')}
          {notes.length > 0 && <span className={classes.count}> ({notes.length})</span>}
        </h3>
        <Button size="xs" variant="light" leftSection={<IconNotes size={16} aria-hidden />} onClick={startNote}>
          {t('lessonNotes.add')}
          {player && (
            <Kbd size="xs" className={classes.key} aria-hidden>
              N
            </Kbd>
          )}
        </Button>
      </div>
      {draft && (
        <NoteField
          label={draft.at === null ? t('lessonNotes.note') : t('lessonNotes.noteAt', { moment: noteMoment(draft.at) })}
          initial=""
          onSave={(text) => add(text, draft.at)}
          onDone={finishDraft}
        />
      )}
      {state.status === 'loading' && <Skeleton height={28} radius="sm" />}
      {state.status === 'error' && (
        <p className={classes.empty}>{online ? t('lessonNotes.loadFailed') : t('lessonNotes.offline')}</p>
      )}
      {state.status === 'ready' && notes.length === 0 && !draft && (
        <p className={classes.empty}>{player ? t('lessonNotes.emptyVideo') : t('lessonNotes.empty')}</p>
      )}
      {notes.length > 0 && (
        <ul className={classes.noteList}>
          {notes.map((note) => (
            <NoteItem
              key={note.id}
              note={note}
              player={player}
              onEdit={(text) => edit(note.id, text)}
              onDelete={() => remove(note.id)}
            />
          ))}
        </ul>
      )}
      <Anchor component={Link} to={notesPagePath(courseId)} size="sm" className={classes.allNotes}>
        {t('lessonNotes.all')}
      </Anchor>
    </section>
  );
}
