import type { DocumentData, DocumentSnapshot, WriteBatch } from 'firebase-admin/firestore';

import type { ContactBody, ContactMessage } from '../../contract';
import { isDocumentId } from '../../lib/document-id';
import { getDb } from '../../lib/firebase';
import { pageOf, type Page } from '../../lib/paging';
import { toIso } from '../../lib/timestamps';
import { queueMail, type OutboxMail } from '../mail/outbox.repository';
import { documentsWhere, type PersonalDocument } from '../../lib/personal-data';
import type { Transaction } from 'firebase-admin/firestore';

/** Stores a visitor's message as `new` with the mails it causes, in one batch; returns its id. */
export async function createContact(body: ContactBody, mailsFor: (id: string) => OutboxMail[]): Promise<string> {
  const { FieldValue } = await import('firebase-admin/firestore');
  const ref = getDb().collection('contacts').doc();
  const batch = getDb().batch();
  batch.set(ref, { ...body, status: 'new', createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() });
  mailsFor(ref.id).forEach((mail) => queueMail(batch, mail));
  await batch.commit();
  return ref.id;
}

type ContactStatus = ContactMessage['status'];

function fromSnapshot(doc: DocumentSnapshot<DocumentData>): ContactMessage {
  const d = doc.data() ?? {};
  return {
    uid: doc.id,
    name: d.name ?? '',
    email: d.email ?? '',
    message: d.message ?? '',
    subject: d.subject ?? '',
    category: d.category ?? '',
    status: d.status ?? 'new',
    createdAt: toIso(d.createdAt),
  };
}

/** Messages newest first, a page at a time. */
export function listContactsPage(page: number, limit: number): Promise<Page<ContactMessage>> {
  return pageOf(getDb().collection('contacts'), { field: 'createdAt', direction: 'desc' }, page, limit, fromSnapshot);
}

export async function findContact(uid: string): Promise<ContactMessage | null> {
  if (!isDocumentId(uid)) return null;
  const snap = await getDb().collection('contacts').doc(uid).get();
  return snap.exists ? fromSnapshot(snap) : null;
}

/** Sets the status, with what `alsoInBatch` writes alongside (an admin's audit entry). */
export async function setContactStatus(
  uid: string,
  status: ContactStatus,
  alsoInBatch?: (batch: WriteBatch) => void,
): Promise<void> {
  const { FieldValue } = await import('firebase-admin/firestore');
  const batch = getDb().batch();
  batch.update(getDb().collection('contacts').doc(uid), { status, updatedAt: FieldValue.serverTimestamp() });
  alsoInBatch?.(batch);
  await batch.commit();
}

export async function deleteContact(uid: string, alsoInBatch?: (batch: WriteBatch) => void): Promise<void> {
  const batch = getDb().batch();
  batch.delete(getDb().collection('contacts').doc(uid));
  alsoInBatch?.(batch);
  await batch.commit();
}

/** The messages sent from an address. */
export function findContactDocumentsFrom(email: string): Promise<PersonalDocument[]> {
  return documentsWhere(getDb().collection('contacts'), 'email', email);
}

export function deleteContactsInTransaction(tx: Transaction, found: PersonalDocument[]): void {
  for (const { id } of found) tx.delete(getDb().collection('contacts').doc(id));
}
