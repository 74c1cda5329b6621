import type { DocumentSnapshot } from 'firebase-admin/firestore';

import type { Accommodation, AccommodationBody } from '../../contract';
import { isDocumentId } from '../../lib/document-id';
import { getDb } from '../../lib/firebase';
import { toIso } from '../../lib/timestamps';
import { documentsWhere, type PersonalDocument } from '../../lib/personal-data';
import type { Transaction } from 'firebase-admin/firestore';

// One document per enrolment (same id), so the quiz finds a learner's accommodation by one read.
const accommodations = () => getDb().collection('accommodations');

function fromSnapshot(snap: DocumentSnapshot): Accommodation | null {
  const d = snap.data();
  if (!d) return null;
  return {
    userId: d.userId,
    courseId: d.courseId,
    studentName: d.studentName ?? '',
    timeMultiplier: Number(d.timeMultiplier ?? 1),
    note: d.note ?? '',
    checkpoints: (d.checkpoints ?? []) as Accommodation['checkpoints'],
    updatedAt: toIso(d.updatedAt),
  };
}

export async function findAccommodation(enrollmentId: string): Promise<Accommodation | null> {
  // Read beside the enrolment, before the course id in it has been found valid.
  if (!isDocumentId(enrollmentId)) return null;
  return fromSnapshot(await accommodations().doc(enrollmentId).get());
}

/** Every accommodation given in a course (a query on one field: no composite index). */
export async function listCourseAccommodations(courseId: string): Promise<Accommodation[]> {
  const snap = await accommodations().where('courseId', '==', courseId).get();
  return snap.docs.map((doc) => fromSnapshot(doc) as Accommodation);
}

/**
 * Replaces a learner's accommodation in a transaction; `alsoInTransaction` gets what it replaced
 * (null for the first) and makes the writes that must land with it (its audit entry).
 */
export async function saveAccommodation(
  enrollmentId: string,
  who: { userId: string; courseId: string; studentName: string; updatedBy: string },
  body: AccommodationBody,
  alsoInTransaction?: (tx: Transaction, before: Accommodation | null) => void,
): Promise<void> {
  const { FieldValue } = await import('firebase-admin/firestore');
  const ref = accommodations().doc(enrollmentId);
  await getDb().runTransaction(async (tx) => {
    const before = fromSnapshot(await tx.get(ref));
    tx.set(ref, { ...who, ...body, updatedAt: FieldValue.serverTimestamp() });
    alsoInTransaction?.(tx, before);
  });
}

/** A learner's accommodations, with their reasons (which may be about a disability). */
export function findAccommodationDocumentsOf(uid: string): Promise<PersonalDocument[]> {
  return documentsWhere(accommodations(), 'userId', uid);
}

export function deleteAccommodationsInTransaction(tx: Transaction, found: PersonalDocument[]): void {
  for (const { id } of found) tx.delete(accommodations().doc(id));
}
