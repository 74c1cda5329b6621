import type { Transaction } from 'firebase-admin/firestore';

import { getDb } from '../../lib/firebase';
import { documentsWhere, type Person, type PersonalDocument } from '../../lib/personal-data';

/** What the cohorts keep about one person: the cohorts they are in, their attendance, the reminders sent to them. */
export interface CohortsPersonalData {
  cohorts: PersonalDocument[];
  attendance: Array<{ sessionId: string; cohortId: string; title: string; startsAt: unknown; attended: boolean }>;
  reminders: PersonalDocument[];
}

export async function findCohortsDocumentsOf(person: Person): Promise<CohortsPersonalData> {
  const db = getDb();
  const [memberOf, reminders] = await Promise.all([
    db
      .collection('cohorts')
      .where('memberUids', 'array-contains', person.uid)
      .limit(1000)
      .get()
      .then((snap) => snap.docs.map((doc) => ({ id: doc.id, name: doc.get('name'), courseId: doc.get('courseId'), groupId: doc.get('groupId') }))),
    documentsWhere(db.collection('remindersSent'), 'uid', person.uid),
  ]);
  const sessions = await Promise.all(
    memberOf.map((cohort) => db.collection('liveSessions').where('cohortId', '==', cohort.id).limit(500).get()),
  );
  const attendance = sessions.flatMap((snap) =>
    snap.docs
      .filter((doc) => typeof doc.get(`attendance.${person.uid}`) === 'boolean')
      .map((doc) => ({
        sessionId: doc.id,
        cohortId: String(doc.get('cohortId')),
        title: String(doc.get('title')),
        startsAt: doc.get('startsAt'),
        attended: doc.get(`attendance.${person.uid}`) === true,
      })),
  );
  return { cohorts: memberOf, attendance, reminders };
}

/** Erasure: out of every cohort, their attendance marks gone, the reminders' records deleted. */
export async function eraseCohortsDataInTransaction(tx: Transaction, found: CohortsPersonalData, person: Person): Promise<void> {
  const { FieldValue } = await import('firebase-admin/firestore');
  const db = getDb();
  for (const { id } of found.cohorts) tx.update(db.collection('cohorts').doc(id), { memberUids: FieldValue.arrayRemove(person.uid) });
  for (const { sessionId } of found.attendance)
    tx.update(db.collection('liveSessions').doc(sessionId), { [`attendance.${person.uid}`]: FieldValue.delete() });
  for (const { id } of found.reminders) tx.delete(db.collection('remindersSent').doc(id));
}
