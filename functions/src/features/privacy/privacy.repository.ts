import type { DocumentData, QueryDocumentSnapshot } from 'firebase-admin/firestore';

import { getDb } from '../../lib/firebase';
import { markRevokedInTransaction } from '../credentials/credentials.repository';
import { markClosingInTransaction } from '../users/users.repository';

const CLOSED = 'closed-account';
export const WITHDRAWN = 'Withdrawn by its holder';

/**
 * Everything the platform keeps about one person, found by their uid and, for contact messages and
 * mail, by their address once it is proven theirs (`owner.verified`): anyone can register any
 * address, so until then what was sent from or to it belongs to whoever really holds it. Each
 * collection is read with one query; a learner holds a handful of documents in each.
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
  /** Extra time or attempts an admin gave, with its reason (which may be about a disability). */
  accommodations: QueryDocumentSnapshot[];
  contacts: QueryDocumentSnapshot[];
  mail: QueryDocumentSnapshot[];
}

const none = async () => [] as QueryDocumentSnapshot[];

export async function findPersonalData(uid: string, owner: { email: string; verified: boolean }): Promise<PersonalData> {
  const byAddress = (collection: string, field: string) => (owner.verified ? byField(collection, field, owner.email) : none());
  const [profile, enrollments, payments, attempts, certificates, seats, accommodations, contacts, mail] = await Promise.all([
    getDb().collection('users').doc(uid).get(),
    byField('enrollments', 'userId', uid),
    byField('payments', 'userId', uid),
    byField('attempts', 'userId', uid),
    byField('certificates', 'userId', uid),
    byField('courseSeats', 'userId', uid),
    byField('accommodations', 'userId', uid),
    byAddress('contacts', 'email'),
    byAddress('mail', 'to'),
  ]);
  return {
    profile: profile.data() ?? null,
    enrollments,
    payments,
    attempts,
    certificates,
    seats,
    accommodations,
    contacts,
    mail,
  };
}

/**
 * Erases a closed account in one transaction: the profile, enrolments (with their progress),
 * attempts, accommodations, contact messages and mail go; orders (payments) and seats stay for the accounts the law
 * requires, with no link to the person; certificates stay verifiable, revoked as withdrawn by
 * their holder, without the name and without their signed credential (which names the holder; its
 * status-list bit is set). The same transaction marks the account as closing, so a closing that
 * dies before its Auth account is deleted is finished by whoever meets that account next.
 */
export async function erasePersonalData(uid: string, data: PersonalData): Promise<void> {
  const db = getDb();
  await db.runTransaction(async (tx) => {
    tx.delete(db.collection('users').doc(uid));
    markClosingInTransaction(tx, uid);
    for (const doc of [...data.enrollments, ...data.attempts, ...data.accommodations, ...data.contacts, ...data.mail])
      tx.delete(doc.ref);
    for (const doc of data.seats) tx.update(doc.ref, { userId: CLOSED });
    // Orders stay as tax records without the person: the tax invoice itself keeps the buyer Rule 46 requires.
    for (const doc of data.payments)
      tx.update(doc.ref, doc.get('buyer') ? { userId: CLOSED, 'buyer.name': '', 'buyer.email': '' } : { userId: CLOSED });
    for (const doc of data.certificates) {
      const anonymous = { userId: CLOSED, studentName: '', credential: null, credentialWithdrawn: true };
      if (doc.get('status') !== 'active') {
        tx.update(doc.ref, anonymous);
        continue;
      }
      if (typeof doc.get('statusIndex') === 'number') markRevokedInTransaction(tx, doc.get('statusIndex') as number);
      tx.update(doc.ref, {
        ...anonymous,
        status: 'revoked',
        revokedReason: WITHDRAWN,
        revokedAt: new Date(),
        revokedBy: CLOSED,
      });
    }
  });
}
