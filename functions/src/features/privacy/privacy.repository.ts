import type { DocumentData, QueryDocumentSnapshot } from 'firebase-admin/firestore';

import { getDb } from '../../lib/firebase';
import { markRevoked } from '../credentials/credentials.repository';

const CLOSED = 'closed-account';
export const WITHDRAWN = 'Withdrawn by its holder';

/**
 * Everything the platform keeps about one person, found by their uid (and, for contact messages
 * and mail, their address). Each collection is read with one query; a learner holds a handful of
 * documents in each.
 */
const LIMIT = 1000;

async function byField(collection: string, field: string, value: string) {
  return (await getDb().collection(collection).where(field, '==', value).limit(LIMIT).get()).docs;
}

export interface PersonalData {
  profile: DocumentData | null;
  enrollments: QueryDocumentSnapshot[];
  payments: QueryDocumentSnapshot[];
  attempts: QueryDocumentSnapshot[];
  certificates: QueryDocumentSnapshot[];
  seats: QueryDocumentSnapshot[];
  contacts: QueryDocumentSnapshot[];
  mail: QueryDocumentSnapshot[];
}

export async function findPersonalData(uid: string, email: string): Promise<PersonalData> {
  const [profile, enrollments, payments, attempts, certificates, seats, contacts, mail] = await Promise.all([
    getDb().collection('users').doc(uid).get(),
    byField('enrollments', 'userId', uid),
    byField('payments', 'userId', uid),
    byField('attempts', 'userId', uid),
    byField('certificates', 'userId', uid),
    byField('courseSeats', 'userId', uid),
    byField('contacts', 'email', email),
    byField('mail', 'to', email),
  ]);
  return { profile: profile.data() ?? null, enrollments, payments, attempts, certificates, seats, contacts, mail };
}

/**
 * Erases a closed account in one transaction: the profile, enrolments (with their progress),
 * attempts, contact messages and mail go; orders (payments) and seats stay for the accounts the law
 * requires, with no link to the person; certificates stay verifiable, revoked as withdrawn by
 * their holder, without the name (and their credential's status-list bit is set).
 */
export async function erasePersonalData(uid: string, data: PersonalData): Promise<void> {
  const db = getDb();
  await db.runTransaction(async (tx) => {
    tx.delete(db.collection('users').doc(uid));
    for (const doc of [...data.enrollments, ...data.attempts, ...data.contacts, ...data.mail]) tx.delete(doc.ref);
    for (const doc of data.seats) tx.update(doc.ref, { userId: CLOSED });
    // Orders stay as tax records without the person: the tax invoice itself keeps the buyer Rule 46 requires.
    for (const doc of data.payments)
      tx.update(doc.ref, doc.get('buyer') ? { userId: CLOSED, 'buyer.name': '', 'buyer.email': '' } : { userId: CLOSED });
    for (const doc of data.certificates) {
      if (doc.get('status') !== 'active') {
        tx.update(doc.ref, { userId: CLOSED, studentName: '' });
        continue;
      }
      if (typeof doc.get('statusIndex') === 'number') markRevoked(tx, doc.get('statusIndex') as number);
      tx.update(doc.ref, {
        userId: CLOSED,
        studentName: '',
        status: 'revoked',
        revokedReason: WITHDRAWN,
        revokedAt: new Date(),
        revokedBy: CLOSED,
      });
    }
  });
}
