import type { Transaction } from 'firebase-admin/firestore';

import { getDb } from '../../lib/firebase';
import { documentsWhere, type PersonalDocument } from '../../lib/personal-data';

/** The feed entries a person's own actions left (their registration, a certificate issued to them). */
export function findActivityDocumentsBy(uid: string): Promise<PersonalDocument[]> {
  return documentsWhere(getDb().collection('activity'), 'actorUid', uid);
}

export function deleteActivityInTransaction(tx: Transaction, found: PersonalDocument[]): void {
  for (const { id } of found) tx.delete(getDb().collection('activity').doc(id));
}
