import { Router } from 'express';

import { LessonNoteBodySchema, LessonNoteEditSchema } from '../../contract';
import { authOf, requireAuth } from '../../http/authenticate';
import { parse } from '../../http/validate';

import { addNote, deleteNote, editNote, exportNotes, listNotes } from './notes.service';

/** A learner's private notes on lessons (issue 36): written beside the video, read back as 'My notes'. */
export const notesRouter = Router();

const courseNotes = '/user/courses/:courseId/notes';
const lessonNotes = '/user/courses/:courseId/modules/:moduleId/lessons/:lessonId/notes';
const oneNote = '/user/notes/:noteId';
notesRouter.use(
  [courseNotes, `${courseNotes}.md`, `${courseNotes}.csv`, lessonNotes, oneNote],
  requireAuth,
  (_req, res, next) => {
    res.setHeader('Cache-Control', 'private, no-store');
    next();
  },
);

notesRouter.get(courseNotes, async (req, res) => {
  res.json({ success: true, data: { notes: await listNotes(authOf(res).user, req.params.courseId) } });
});

// 'My notes' as a file: Markdown by module and lesson, or CSV with a row a note.
for (const format of ['md', 'csv'] as const)
  notesRouter.get(`${courseNotes}.${format}`, async (req, res) => {
    const file = await exportNotes(authOf(res).user, req.params.courseId, format);
    res.setHeader('Content-Type', file.type);
    res.setHeader('Content-Disposition', `attachment; filename="${file.filename}"`);
    res.send(file.body);
  });

notesRouter.post(lessonNotes, async (req, res) => {
  const body = parse(LessonNoteBodySchema, req.body);
  const { courseId, moduleId, lessonId } = req.params;
  const note = await addNote(authOf(res).user, courseId, moduleId, lessonId, body);
  res.status(201).json({ success: true, message: 'Note added', data: { note } });
});

notesRouter.patch(oneNote, async (req, res) => {
  const body = parse(LessonNoteEditSchema, req.body);
  const note = await editNote(authOf(res).user, req.params.noteId, body);
  res.json({ success: true, message: 'Note saved', data: { note } });
});

notesRouter.delete(oneNote, async (req, res) => {
  await deleteNote(authOf(res).user, req.params.noteId);
  res.json({ success: true, message: 'Note deleted' });
});
