import type { LessonNote, LessonNoteBody } from '@contract';

import { api, apiFile, type ApiEnvelope } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

const courseNotesPath = (courseId: string) => `/user/courses/${encodeURIComponent(courseId)}/notes`;

export async function listCourseNotes(courseId: string, signal?: AbortSignal): Promise<LessonNote[]> {
  return (await api.get<ApiEnvelope<{ notes: LessonNote[] }>>(courseNotesPath(courseId), { signal })).data.notes;
}

export async function addNote(courseId: string, moduleUid: string, lessonUid: string, body: LessonNoteBody): Promise<LessonNote> {
  const path = `/user/courses/${encodeURIComponent(courseId)}/modules/${encodeURIComponent(moduleUid)}/lessons/${encodeURIComponent(lessonUid)}/notes`;
  return (await api.post<ApiEnvelope<{ note: LessonNote }>>(path, body, { errorMessage: 'Could not save your note' })).data.note;
}

export async function editNote(noteId: string, text: string): Promise<LessonNote> {
  const path = `/user/notes/${encodeURIComponent(noteId)}`;
  return (await api.patch<ApiEnvelope<{ note: LessonNote }>>(path, { text }, { errorMessage: 'Could not save your note' })).data
    .note;
}

export async function deleteNote(noteId: string): Promise<void> {
  await api.delete(`/user/notes/${encodeURIComponent(noteId)}`, { errorMessage: 'Could not delete your note' });
}

/** 'My notes' as a Markdown or CSV file, saved by the browser. */
export async function downloadNotes(courseId: string, format: 'md' | 'csv'): Promise<void> {
  const { file, filename } = await apiFile(`${courseNotesPath(courseId)}.${format}`, 'Could not export your notes');
  saveFile(file, filename ?? `notes.${format}`);
}
