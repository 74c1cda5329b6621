import type { LessonNote } from '@contract';
import { useCallback, useEffect, useState } from 'react';

import { addNote, deleteNote, editNote, listCourseNotes } from '../api/notes-api';

/** A lesson's notes in the order of the video (a note without a moment first, then as written). */
const byMoment = (a: LessonNote, b: LessonNote) =>
  (a.atSeconds ?? -1) - (b.atSeconds ?? -1) || a.createdAt.localeCompare(b.createdAt);

type NotesState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; notes: LessonNote[] };

/** The learner's notes on one lesson: read as it opens, then kept as they are added, edited and deleted. */
export function useLessonNotes(courseId: string, moduleUid: string, lessonUid: string) {
  const [state, setState] = useState<NotesState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    listCourseNotes(courseId, controller.signal)
      .then((notes) => setState({ status: 'ready', notes: notes.filter((note) => note.lessonUid === lessonUid).sort(byMoment) }))
      .catch(() => !controller.signal.aborted && setState({ status: 'error' }));
    return () => controller.abort();
  }, [courseId, lessonUid]);

  const change = (update: (notes: LessonNote[]) => LessonNote[]) =>
    setState((current) =>
      current.status === 'ready' ? { status: 'ready', notes: update(current.notes).sort(byMoment) } : current,
    );

  const add = useCallback(
    async (text: string, atSeconds: number | null) => {
      const note = await addNote(courseId, moduleUid, lessonUid, { text, atSeconds });
      change((notes) => [...notes, note]);
    },
    [courseId, moduleUid, lessonUid],
  );
  const edit = useCallback(async (noteId: string, text: string) => {
    const note = await editNote(noteId, text);
    change((notes) => notes.map((item) => (item.id === noteId ? note : item)));
  }, []);
  const remove = useCallback(async (noteId: string) => {
    await deleteNote(noteId);
    change((notes) => notes.filter((item) => item.id !== noteId));
  }, []);

  return { state, add, edit, remove };
}
