import type { Transaction } from 'firebase-admin/firestore';

import { getDb } from '../../lib/firebase';
import { documentsWhere, type PersonalDocument } from '../../lib/personal-data';

import { MAIL_COLLECTION } from './mail-config';

/** The mail queued to an address. */
export function findMailDocumentsTo(email: string): Promise<PersonalDocument[]> {
  return documentsWhere(getDb().collection(MAIL_COLLECTION), 'to', email);
}

export function deleteMailInTransaction(tx: Transaction, found: PersonalDocument[]): void {
  for (const { id } of found) tx.delete(getDb().collection(MAIL_COLLECTION).doc(id));
}
