import type { DocumentData, DocumentSnapshot, OrderByDirection } from 'firebase-admin/firestore';

import { getDb } from '../../lib/firebase';
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

/** One item by id, or null when it does not exist. */
export async function findById<T extends { isActive?: boolean }>(
  collection: ContentCollection,
  id: string,
  idAlias?: string,
): Promise<T | null> {
  if (!isDocumentId(id)) return null;
  const snap = await getDb().collection(collection).doc(id).get();
  return snap.exists ? fromSnapshot<T>(snap, idAlias) : null;
}

/** Ids come from URLs: anything Firestore would reject (slashes, dots-only, overlong) cannot exist. */
export function isDocumentId(id: string): boolean {
  return id.length > 0 && id.length <= 200 && !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id);
}
