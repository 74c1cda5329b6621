import { type LessonNote, type LessonNoteBody, type LessonNoteEdit, noteMoment, type NotesUse, type User } from '../../contract';
import { AppError } from '../../lib/app-error';
import { csvText } from '../../lib/csv';
import { isDocumentId } from '../../lib/document-id';
import { findModuleIn, type Enrolled, loadEnrolled } from '../learning/learning.service';
import { assertMomentInLesson } from '../learning/lesson-moment.service';

import {
  createNote,
  deleteNote as deleteStoredNote,
  findNote,
  listCourseNotes,
  noteWritersSince,
  type StoredNote,
  updateNoteText,
} from './notes.repository';

const NOTE_NOT_FOUND = 'Note not found';

const toNote = ({ uid: _owner, ...note }: StoredNote): LessonNote => note;

/** The lessons of the course in the order the learner meets them, with their module. */
function lessonOrder(enrolled: Enrolled) {
  return [...enrolled.modules]
    .sort((a, b) => a.order - b.order)
    .flatMap((module) => [...module.lessons].sort((a, b) => a.order - b.order).map((lesson) => ({ module, lesson })));
}

/** Notes in the course's order: by module and lesson, then by the moment in the video, then as written. */
function inCourseOrder(enrolled: Enrolled, notes: StoredNote[]): StoredNote[] {
  const position = new Map(lessonOrder(enrolled).map(({ lesson }, index) => [lesson.uid, index]));
  return [...notes].sort(
    (a, b) =>
      (position.get(a.lessonUid) ?? Infinity) - (position.get(b.lessonUid) ?? Infinity) ||
      (a.atSeconds ?? -1) - (b.atSeconds ?? -1) ||
      a.createdAt.localeCompare(b.createdAt),
  );
}

/** The learner's notes in a course they are enrolled in, in the course's order. */
export async function listNotes(user: User, courseId: string): Promise<LessonNote[]> {
  const enrolled = await loadEnrolled(user.uid, courseId);
  return inCourseOrder(enrolled, await listCourseNotes(user.uid, courseId)).map(toNote);
}

/**
 * A note on a lesson of a course the learner is enrolled in. Its moment must fall inside the
 * lesson's video (a lesson without one takes no moment); a video the server has not measured
 * takes any moment the schema allows.
 */
export async function addNote(
  user: User,
  courseId: string,
  moduleId: string,
  lessonUid: string,
  body: LessonNoteBody,
): Promise<LessonNote> {
  const enrolled = await loadEnrolled(user.uid, courseId);
  const module = findModuleIn(enrolled, moduleId);
  const lesson = module.lessons.find((item) => item.uid === lessonUid);
  if (!lesson) throw AppError.notFound('Lesson not found');
  await assertMomentInLesson(lesson, body.atSeconds, 'note');
  const note = await createNote({
    uid: user.uid,
    courseId,
    moduleUid: module.uid,
    lessonUid,
    atSeconds: body.atSeconds === null ? null : Math.round(body.atSeconds * 10) / 10,
    text: body.text,
  });
  return toNote(note);
}

/** The learner's own note, or 404 (someone else's note is not found, not forbidden). */
async function ownNote(user: User, noteId: string): Promise<StoredNote> {
  const note = isDocumentId(noteId) ? await findNote(noteId) : null;
  if (!note || note.uid !== user.uid) throw AppError.notFound(NOTE_NOT_FOUND);
  return note;
}

export async function editNote(user: User, noteId: string, body: LessonNoteEdit): Promise<LessonNote> {
  await ownNote(user, noteId);
  return toNote(await updateNoteText(noteId, body.text));
}

export async function deleteNote(user: User, noteId: string): Promise<void> {
  await ownNote(user, noteId);
  await deleteStoredNote(noteId);
}

const moment = (note: StoredNote) => (note.atSeconds === null ? '' : noteMoment(note.atSeconds));

/** 'My notes' as a file: Markdown by module and lesson, or CSV with a row a note. */
export async function exportNotes(
  user: User,
  courseId: string,
  format: 'md' | 'csv',
): Promise<{ filename: string; type: string; body: string }> {
  const enrolled = await loadEnrolled(user.uid, courseId);
  const notes = inCourseOrder(enrolled, await listCourseNotes(user.uid, courseId));
  const where = new Map(lessonOrder(enrolled).map(({ module, lesson }) => [lesson.uid, { module, lesson }]));
  const slug =
    enrolled.course.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'course';
  if (format === 'csv') {
    const rows = notes.map((note) => {
      const place = where.get(note.lessonUid);
      return [place?.module.title ?? '', place?.lesson.title ?? '', moment(note), note.text, note.createdAt];
    });
    return {
      filename: `${slug}-notes.csv`,
      type: 'text/csv; charset=utf-8',
      body: `\uFEFF${csvText([['Module', 'Lesson', 'Moment', 'Note', 'Written at'], ...rows])}`,
    };
  }
  const lines = [`# My notes: ${enrolled.course.title}`];
  let module = '';
  let lesson = '';
  for (const note of notes) {
    const place = where.get(note.lessonUid);
    if (place && place.module.title !== module) {
      module = place.module.title;
      lines.push('', `## ${module}`);
    }
    if (place && place.lesson.title !== lesson) {
      lesson = place.lesson.title;
      lines.push('', `### ${lesson}`, '');
    }
    lines.push(`- ${note.atSeconds === null ? '' : `**${moment(note)}** `}${note.text}`);
  }
  if (notes.length === 0) lines.push('', 'No notes yet.');
  return { filename: `${slug}-notes.md`, type: 'text/markdown; charset=utf-8', body: `${lines.join('\n')}\n` };
}

/**
 * Notes use over the last `days` by `learners` (a course report's), against those of them who
 * opened the course then (`active`).
 */
export async function notesUse(
  courseId: string,
  learners: readonly string[],
  active: readonly string[],
  days: number,
): Promise<NotesUse> {
  const among = new Set(learners);
  const writers = (await noteWritersSince(courseId, new Date(Date.now() - days * 86_400_000))).filter((uid) => among.has(uid));
  return {
    days,
    notes: writers.length,
    writers: new Set(writers).size,
    activeLearners: active.length,
    perActiveLearnerPerWeek: active.length === 0 ? 0 : Math.round((writers.length / active.length / (days / 7)) * 10) / 10,
  };
}
