import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';

import type { AssignmentMark, AssignmentSubmission } from '../../contract';
import { AppError } from '../../lib/app-error';
import { getDb } from '../../lib/firebase';
import { documentsWhere, type Person, type PersonalDocument } from '../../lib/personal-data';
import { toIso } from '../../lib/timestamps';
import { queueMail, type OutboxMail } from '../mail/outbox.repository';

/**
 * `assignmentSubmissions/{enrollmentId}_{lessonUid}_{attempt}`: one hand-in of an assignment lesson.
 * The id makes a learner's attempt n one document however many requests race to create it.
 */
const submissions = () => getDb().collection('assignmentSubmissions');

export interface StoredFile {
  name: string;
  /** In the media store, under submissions/, which /uploads never serves. */
  path: string;
  contentType: string;
  size: number;
}

export interface StoredMark extends Omit<AssignmentMark, 'markedAt'> {
  markedByUid: string;
  markedAt: string;
}

/** A hand-in as stored: the learner's view of it, with who handed it in, its files' storage paths and its dates. */
export interface StoredSubmission extends Omit<AssignmentSubmission, 'files' | 'mark'> {
  uid: string;
  enrollmentId: string;
  learnerName: string;
  files: StoredFile[];
  dueAt: string | null;
  markBy: string;
  mark: StoredMark | null;
}

export type NewSubmission = Omit<StoredSubmission, 'id' | 'status' | 'mark' | 'submittedAt' | 'dueAt' | 'late' | 'markBy'>;

const dateOrNull = (value: unknown) => (value ? (toIso(value) ?? null) : null);

function submissionFrom(snap: DocumentSnapshot): StoredSubmission | null {
  const d = snap.data();
  if (!d) return null;
  const mark = d.mark ? { ...d.mark, markedAt: toIso(d.mark.markedAt) ?? '' } : null;
  return {
    id: snap.id,
    uid: d.uid,
    enrollmentId: d.enrollmentId,
    learnerName: d.learnerName ?? '',
    courseId: d.courseId,
    moduleUid: d.moduleUid,
    lessonUid: d.lessonUid,
    attempt: Number(d.attempt ?? 1),
    text: d.text ?? '',
    links: d.links ?? [],
    files: d.files ?? [],
    submittedAt: toIso(d.submittedAt) ?? '',
    dueAt: dateOrNull(d.dueAt),
    late: d.late === true,
    markBy: toIso(d.markBy) ?? '',
    status: d.status,
    mark,
  };
}

export const submissionId = (enrollmentId: string, lessonUid: string, attempt: number) =>
  `${enrollmentId}_${lessonUid}_${attempt}`;

const lessonSubmissions = (enrollmentId: string, lessonUid: string) =>
  submissions().where('enrollmentId', '==', enrollmentId).where('lessonUid', '==', lessonUid);

/** The enrolment's submissions for one lesson, newest first (a lesson takes at most ten). */
export async function listLessonSubmissions(enrollmentId: string, lessonUid: string): Promise<StoredSubmission[]> {
  const snap = await lessonSubmissions(enrollmentId, lessonUid).get();
  return snap.docs.map((doc) => submissionFrom(doc) as StoredSubmission).sort((a, b) => b.attempt - a.attempt);
}

/**
 * Records the next hand-in once `check` accepts the lesson's submissions so far (read in the
 * transaction, so two hand-ins sent at once cannot both pass its limits).
 */
export async function createSubmission(
  fields: NewSubmission,
  timing: { submittedAt: Date; dueAt: Date | null; markBy: Date },
  check: (previous: StoredSubmission[]) => void,
): Promise<StoredSubmission> {
  const ref = submissions().doc(submissionId(fields.enrollmentId, fields.lessonUid, fields.attempt));
  await getDb().runTransaction(async (tx) => {
    const previous = (await tx.get(lessonSubmissions(fields.enrollmentId, fields.lessonUid))).docs.map(
      (doc) => submissionFrom(doc) as StoredSubmission,
    );
    check(previous.sort((a, b) => b.attempt - a.attempt));
    if (previous.some((item) => item.attempt >= fields.attempt))
      throw AppError.conflict('Another hand-in of this assignment arrived first. Reload the lesson to see it.');
    tx.create(ref, {
      ...fields,
      submittedAt: timing.submittedAt,
      dueAt: timing.dueAt,
      late: timing.dueAt !== null && timing.submittedAt > timing.dueAt,
      markBy: timing.markBy,
      status: 'submitted',
      marked: false,
      markedAt: null,
      mark: null,
    });
  });
  return (await findSubmission(ref.id)) as StoredSubmission;
}

export async function findSubmission(id: string): Promise<StoredSubmission | null> {
  return submissionFrom(await submissions().doc(id).get());
}

/**
 * Saves a mark on a submission still waiting for one (409 once it has one), with the learner's mail
 * and whatever else `alsoInTransaction` writes (its audit entry).
 */
export async function saveMark(
  id: string,
  mark: Omit<StoredMark, 'markedAt'>,
  mail: OutboxMail | null,
  alsoInTransaction: (tx: Transaction) => void,
): Promise<StoredSubmission> {
  const ref = submissions().doc(id);
  await getDb().runTransaction(async (tx) => {
    const current = submissionFrom(await tx.get(ref));
    if (!current) throw AppError.notFound('Submission not found');
    if (current.status !== 'submitted') throw AppError.conflict('This submission is already marked.');
    const markedAt = new Date();
    tx.update(ref, {
      status: mark.passed ? 'passed' : 'needs_work',
      marked: true,
      markedAt,
      mark: { ...mark, markedAt },
    });
    if (mail) queueMail(tx, mail);
    alsoInTransaction(tx);
  });
  return (await findSubmission(id)) as StoredSubmission;
}

/**
 * The marking queue: waiting submissions oldest first, or marked ones newest first; in the courses
 * named (the first 30, as Firestore's `in` takes), or every course for null.
 */
export async function listForMarking(courseIds: string[] | null, marked: boolean, limit: number): Promise<StoredSubmission[]> {
  if (courseIds?.length === 0) return [];
  let query = submissions()
    .where('marked', '==', marked)
    .orderBy(marked ? 'markedAt' : 'submittedAt', marked ? 'desc' : 'asc');
  if (courseIds) query = query.where('courseId', 'in', courseIds.slice(0, 30));
  const snap = await query.limit(limit).get();
  return snap.docs.map((doc) => submissionFrom(doc) as StoredSubmission);
}

export function findSubmissionDocumentsOf(person: Person): Promise<PersonalDocument[]> {
  return documentsWhere(submissions(), 'uid', person.uid);
}

export function eraseSubmissionsInTransaction(tx: Transaction, found: PersonalDocument[]): void {
  for (const { id } of found) tx.delete(submissions().doc(id));
}
