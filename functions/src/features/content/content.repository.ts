import type { DocumentData, DocumentSnapshot, OrderByDirection, Query, Transaction, WriteBatch } from 'firebase-admin/firestore';

import { isDocumentId } from '../../lib/document-id';
import { getDb } from '../../lib/firebase';
import { deleteExisting, updateExisting } from '../../lib/guarded-writes';
import { pageOf, type Page } from '../../lib/paging';
import { toIso } from '../../lib/timestamps';

/** The marketing collections visitors read and admins manage. */
export type ContentCollection = 'products' | 'highlights' | 'organizations' | 'leagues' | 'testimonials' | 'blogs' | 'careers';

export interface Sort {
  field: string;
  direction: OrderByDirection;
}

/** How each collection is listed: partners, products and highlights by their `order`, the rest newest first. */
export const CONTENT_SORT: Record<ContentCollection, Sort> = {
  products: { field: 'order', direction: 'asc' },
  highlights: { field: 'order', direction: 'asc' },
  organizations: { field: 'order', direction: 'asc' },
  leagues: { field: 'order', direction: 'asc' },
  testimonials: { field: 'createdAt', direction: 'desc' },
  blogs: { field: 'date', direction: 'desc' },
  careers: { field: 'createdAt', direction: 'desc' },
};

/** Firestore values to API values: Timestamps become ISO text, nested objects too. */
function toApiValue(value: unknown): unknown {
  if (value && typeof value === 'object' && typeof (value as { toDate?: unknown }).toDate === 'function') return toIso(value);
  if (Array.isArray(value)) return value.map(toApiValue);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toApiValue(item)]));
  }
  return value;
}

/** A stored document as the API returns it: its fields plus `_id` (and the `{kind}Id` alias the spec uses). */
export function fromSnapshot<T>(snap: DocumentSnapshot<DocumentData>, idAlias?: string): T {
  return { _id: snap.id, ...(idAlias ? { [idAlias]: snap.id } : {}), ...(toApiValue(snap.data()) as object) } as T;
}

/** Active items of a collection in their display order; `limit` caps the reads. */
export async function listActive<T>(collection: ContentCollection, limit: number, idAlias?: string): Promise<T[]> {
  const { field, direction } = CONTENT_SORT[collection];
  const snap = await getDb().collection(collection).where('isActive', '==', true).orderBy(field, direction).limit(limit).get();
  return snap.docs.map((doc) => fromSnapshot<T>(doc, idAlias));
}

export type Filters = Record<string, string | boolean>;

/** One page of a collection in its display order, with the total. */
export async function listPage<T>(
  collection: ContentCollection,
  { page, limit, filters = {}, idAlias }: { page: number; limit: number; filters?: Filters; idAlias?: string },
): Promise<Page<T>> {
  let query: Query = getDb().collection(collection);
  for (const [field, value] of Object.entries(filters)) query = query.where(field, '==', value);
  return pageOf(query, CONTENT_SORT[collection], page, limit, (doc) => fromSnapshot<T>(doc, idAlias));
}

/** Every document of a small collection in display order, at most `max`. */
export async function listAll<T>(collection: ContentCollection, max: number, idAlias?: string): Promise<T[]> {
  const { field, direction } = CONTENT_SORT[collection];
  const snap = await getDb().collection(collection).orderBy(field, direction).limit(max).get();
  return snap.docs.map((doc) => fromSnapshot<T>(doc, idAlias));
}

export async function findDocument<T>(collection: string, id: string, idAlias?: string): Promise<T | null> {
  if (!isDocumentId(id)) return null;
  const snap = await getDb().collection(collection).doc(id).get();
  return snap.exists ? fromSnapshot<T>(snap, idAlias) : null;
}

/** Whether any document of the collection holds `value` in `field` (a media URL another item still shows). */
export async function anyDocumentWith(collection: ContentCollection, field: string, value: string): Promise<boolean> {
  const snap = await getDb().collection(collection).where(field, '==', value).limit(1).get();
  return !snap.empty;
}

/** Creates a document; `alsoInBatch` makes the writes that must land with it (its audit entry). */
export async function createDocument<T>(
  collection: string,
  data: Record<string, unknown>,
  idAlias?: string,
  alsoInBatch?: (batch: WriteBatch, id: string) => void,
): Promise<T> {
  const { FieldValue } = await import('firebase-admin/firestore');
  const ref = getDb().collection(collection).doc();
  const batch = getDb().batch();
  batch.create(ref, { ...data, createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() });
  alsoInBatch?.(batch, ref.id);
  await batch.commit();
  return fromSnapshot<T>(await ref.get(), idAlias);
}

/**
 * Updates the given fields of an existing document (or those `patch` makes of it as read in the
 * transaction); returns it as it was just before and as it
 * is now, or null when it does not exist.
 */
export async function updateDocument<T>(
  collection: string,
  id: string,
  patch: Record<string, unknown> | ((before: T) => Record<string, unknown>),
  idAlias?: string,
  alsoInTransaction?: (tx: Transaction, before: T) => void,
): Promise<{ before: T; after: T } | null> {
  if (!isDocumentId(id)) return null;
  const { FieldValue } = await import('firebase-admin/firestore');
  const ref = getDb().collection(collection).doc(id);
  const written = await updateExisting(
    ref,
    (before) => ({
      ...(typeof patch === 'function' ? patch(fromSnapshot<T>(before, idAlias)) : patch),
      updatedAt: FieldValue.serverTimestamp(),
    }),
    alsoInTransaction && ((tx, before) => alsoInTransaction(tx, fromSnapshot<T>(before, idAlias))),
  );
  return written && { before: fromSnapshot<T>(written.before, idAlias), after: fromSnapshot<T>(written.after, idAlias) };
}

/** Flips `isActive` in a transaction, so two parallel toggles end where they started. */
export async function toggleActive<T>(
  collection: string,
  id: string,
  idAlias?: string,
  alsoInTransaction?: (tx: Transaction, before: T) => void,
): Promise<T | null> {
  if (!isDocumentId(id)) return null;
  const { FieldValue } = await import('firebase-admin/firestore');
  const written = await updateExisting(
    getDb().collection(collection).doc(id),
    (before) => ({ isActive: before.get('isActive') === false, updatedAt: FieldValue.serverTimestamp() }),
    alsoInTransaction && ((tx, before) => alsoInTransaction(tx, fromSnapshot<T>(before, idAlias))),
  );
  return written && fromSnapshot<T>(written.after, idAlias);
}

/** Deletes a document and returns what it held when deleted (its media need removing too); null when missing. */
export async function deleteDocument<T>(
  collection: string,
  id: string,
  idAlias?: string,
  alsoInTransaction?: (tx: Transaction, deleted: T) => void,
): Promise<T | null> {
  if (!isDocumentId(id)) return null;
  const deleted = await deleteExisting(
    getDb().collection(collection).doc(id),
    alsoInTransaction && ((tx, gone) => alsoInTransaction(tx, fromSnapshot<T>(gone, idAlias))),
  );
  return deleted && fromSnapshot<T>(deleted, idAlias);
}
