import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';

import type { StaffCoursesBody } from '../../contract';
import { isDocumentId } from '../../lib/document-id';
import { getDb } from '../../lib/firebase';
import type { PersonalDocument } from '../../lib/personal-data';
import { toIso } from '../../lib/timestamps';

/** `staffAssignments/{uid}`: the courses an account instructs and authors (absent: none). */
export interface StoredStaffAssignment {
  uid: string;
  instructorOf: string[];
  authorOf: string[];
  updatedAt: string | null;
  updatedBy: string | null;
}

const assignments = () => getDb().collection('staffAssignments');

const ids = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];

function assignmentFromSnapshot(snap: DocumentSnapshot): StoredStaffAssignment {
  const d = snap.data() ?? {};
  return {
    uid: snap.id,
    instructorOf: ids(d.instructorOf),
    authorOf: ids(d.authorOf),
    updatedAt: toIso(d.updatedAt),
    updatedBy: typeof d.updatedBy === 'string' ? d.updatedBy : null,
  };
}

/** The person's assignment; one with no courses when they have none. */
export async function findStaffAssignment(uid: string): Promise<StoredStaffAssignment> {
  if (!isDocumentId(uid)) return { uid, instructorOf: [], authorOf: [], updatedAt: null, updatedBy: null };
  return assignmentFromSnapshot(await assignments().doc(uid).get());
}

/**
 * Replaces the person's courses in one transaction with what must land beside it (its audit entry,
 * given what it replaced). No courses left: the document goes, so "nobody is staff" stays empty.
 */
export async function replaceStaffAssignment(
  uid: string,
  courses: StaffCoursesBody,
  updatedBy: string,
  also: (tx: Transaction, before: StoredStaffAssignment) => void,
): Promise<void> {
  const { FieldValue } = await import('firebase-admin/firestore');
  const ref = assignments().doc(uid);
  await getDb().runTransaction(async (tx) => {
    const before = assignmentFromSnapshot(await tx.get(ref));
    if (courses.instructorOf.length || courses.authorOf.length)
      tx.set(ref, { ...courses, updatedAt: FieldValue.serverTimestamp(), updatedBy });
    else tx.delete(ref);
    also(tx, before);
  });
}

/** The person's assignment as stored, for 'Download my data'. */
export async function readStaffDocument(uid: string): Promise<PersonalDocument | null> {
  const snap = await assignments().doc(uid).get();
  return snap.exists ? { id: snap.id, ...snap.data() } : null;
}

/** Closing the account: the person is nobody's staff any more. */
export function eraseStaffDocumentInTransaction(tx: Transaction, uid: string): void {
  tx.delete(assignments().doc(uid));
}

/** The accounts that instruct a course. */
export async function listInstructorUidsOf(courseId: string): Promise<string[]> {
  const snap = await assignments().where('instructorOf', 'array-contains', courseId).select().get();
  return snap.docs.map((doc) => doc.id);
}
