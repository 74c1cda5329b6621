import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';

import { type LessonNote, MAX_NOTES_PER_LESSON } from '../../contract';
import { AppError } from '../../lib/app-error';
import { getDb } from '../../lib/firebase';
import { documentsWhere, type Person, type PersonalDocument } from '../../lib/personal-data';
import { toIso } from '../../lib/timestamps';

/** `lessonNotes/{id}`: one learner's note on one lesson, private to them. */
const notes = () => getDb().collection('lessonNotes');

export interface StoredNote extends LessonNote {
  uid: string;
}

function noteFromSnapshot(snap: DocumentSnapshot): StoredNote | null {
  const d = snap.data();
  if (!d) return null;
  return {
    id: snap.id,
    uid: d.uid,
    courseId: d.courseId,
    moduleUid: d.moduleUid,
    lessonUid: d.lessonUid,
    atSeconds: typeof d.atSeconds === 'number' ? d.atSeconds : null,
    text: d.text ?? '',
    createdAt: toIso(d.createdAt) ?? '',
    updatedAt: toIso(d.updatedAt) ?? '',
  };
}

/** The learner's notes in one course, every lesson's (at most MAX_NOTES_PER_LESSON a lesson). */
export async function listCourseNotes(uid: string, courseId: string): Promise<StoredNote[]> {
  const snap = await notes().where('uid', '==', uid).where('courseId', '==', courseId).get();
  return snap.docs.map((doc) => noteFromSnapshot(doc) as StoredNote);
}

/**
 * Adds a note, refused once the lesson holds MAX_NOTES_PER_LESSON of the learner's: counted in the
 * transaction, so two notes sent at once cannot both pass the limit.
 */
export async function createNote(fields: Omit<StoredNote, 'id' | 'createdAt' | 'updatedAt'>): Promise<StoredNote> {
  const ref = notes().doc();
  const onLesson = notes()
    .where('uid', '==', fields.uid)
    .where('courseId', '==', fields.courseId)
    .where('lessonUid', '==', fields.lessonUid);
  await getDb().runTransaction(async (tx) => {
    if ((await tx.get(onLesson.select())).size >= MAX_NOTES_PER_LESSON)
      throw AppError.badRequest(`A lesson holds at most ${MAX_NOTES_PER_LESSON} notes: delete some to add more.`);
    const now = new Date();
    tx.create(ref, { ...fields, createdAt: now, updatedAt: now });
  });
  return noteFromSnapshot(await ref.get()) as StoredNote;
}

export async function findNote(id: string): Promise<StoredNote | null> {
  return noteFromSnapshot(await notes().doc(id).get());
}

export async function updateNoteText(id: string, text: string): Promise<StoredNote> {
  await notes().doc(id).update({ text, updatedAt: new Date() });
  return (await findNote(id)) as StoredNote;
}

export async function deleteNote(id: string): Promise<void> {
  await notes().doc(id).delete();
}

/** Notes written in a course since `since`: who wrote them, for the course report's figure of use. */
export async function noteWritersSince(courseId: string, since: Date): Promise<string[]> {
  const snap = await notes().where('courseId', '==', courseId).where('createdAt', '>=', since).select('uid').get();
  return snap.docs.map((doc) => doc.get('uid') as string);
}

export function findNotesDocumentsOf(person: Person): Promise<PersonalDocument[]> {
  return documentsWhere(notes(), 'uid', person.uid);
}

export function eraseNotesInTransaction(tx: Transaction, found: PersonalDocument[]): void {
  for (const { id } of found) tx.delete(notes().doc(id));
}
