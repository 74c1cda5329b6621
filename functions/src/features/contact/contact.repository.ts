import type { ContactBody } from '../../contract';
import { getDb } from '../../lib/firebase';

/** Stores a visitor's message as `new`; returns its id. */
export async function createContact(body: ContactBody): Promise<string> {
  const { FieldValue } = await import('firebase-admin/firestore');
  const ref = await getDb()
    .collection('contacts')
    .add({ ...body, status: 'new', createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() });
  return ref.id;
}
