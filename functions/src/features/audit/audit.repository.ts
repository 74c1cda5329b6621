import type { DocumentData, DocumentReference, Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';

import type { AuditAction, AuditActor, AuditChange, AuditEntryView, AuditResource } from '../../contract';
import { getDb } from '../../lib/firebase';
import { pageOf, type Page } from '../../lib/paging';
import { toIso } from '../../lib/timestamps';
import { documentsWhere, type PersonalDocument } from '../../lib/personal-data';

export const AUDIT_COLLECTION = 'audit';

/** One entry as the service builds it; the time is the server's, set when it is stored. */
export interface AuditRecord {
  actor: AuditActor;
  resource: { type: AuditResource; id: string; label: string };
  action: AuditAction;
  changes: AuditChange[];
  reason: string | null;
}

export interface AuditFilters {
  actorEmail?: string;
  resourceType?: AuditResource;
  action?: AuditAction;
  /** Entries written at or after `from` and before `to`. */
  from: Date;
  to: Date;
}

function storedFields(record: AuditRecord) {
  // Loaded already by the time anything is written (getDb); a transaction's step stays synchronous.
  const { FieldValue } = require('firebase-admin/firestore') as typeof import('firebase-admin/firestore');
  return {
    actorUid: record.actor.uid,
    actorName: record.actor.name,
    actorEmail: record.actor.email.toLowerCase(),
    client: record.actor.client,
    resourceType: record.resource.type,
    resourceId: record.resource.id,
    resourceLabel: record.resource.label,
    action: record.action,
    changes: record.changes,
    reason: record.reason,
    at: FieldValue.serverTimestamp(),
  };
}

/** A transaction or a write batch: what an entry is written in. */
export interface AuditWriter {
  create(ref: DocumentReference, data: DocumentData): unknown;
}

/** Writes an entry in the caller's transaction (or batch): it lands with the change it records, or neither does. */
export function recordAuditInTransaction(tx: AuditWriter, record: AuditRecord): void {
  tx.create(getDb().collection(AUDIT_COLLECTION).doc(), storedFields(record));
}

/** Writes an entry on its own: for a read of personal data, which changes nothing else. */
export async function recordAudit(record: AuditRecord): Promise<void> {
  await getDb().collection(AUDIT_COLLECTION).doc().create(storedFields(record));
}

function entryFromSnapshot(doc: QueryDocumentSnapshot<DocumentData>): AuditEntryView {
  const d = doc.data();
  return {
    id: doc.id,
    at: toIso(d.at) ?? '',
    actor: { uid: d.actorUid, name: d.actorName ?? '', email: d.actorEmail ?? '', client: d.client ?? '' },
    resource: { type: d.resourceType, id: d.resourceId ?? '', label: d.resourceLabel ?? '' },
    action: d.action,
    changes: d.changes ?? [],
    reason: d.reason ?? null,
  };
}

/** Equalities on the person, resource and action, then the time window (firestore.indexes.json declares each combination). */
function filtered(filters: AuditFilters): Query {
  let query: Query = getDb().collection(AUDIT_COLLECTION);
  if (filters.actorEmail) query = query.where('actorEmail', '==', filters.actorEmail);
  if (filters.resourceType) query = query.where('resourceType', '==', filters.resourceType);
  if (filters.action) query = query.where('action', '==', filters.action);
  return query.where('at', '>=', filters.from).where('at', '<', filters.to);
}

export const listAuditEntries = (filters: AuditFilters, page: number, limit: number): Promise<Page<AuditEntryView>> =>
  pageOf(filtered(filters), { field: 'at', direction: 'desc' }, page, limit, entryFromSnapshot);

export async function countAuditEntries(filters: AuditFilters): Promise<number> {
  return (await filtered(filters).count().get()).data().count;
}

/** Every matching entry, newest first, at most `max`. */
export async function allAuditEntries(filters: AuditFilters, max: number): Promise<AuditEntryView[]> {
  const snap = await filtered(filters).orderBy('at', 'desc').limit(max).get();
  return snap.docs.map(entryFromSnapshot);
}

/** Deletes the entries written before `cutoff`, a batch at a time; returns how many. */
export async function deleteAuditEntriesBefore(cutoff: Date): Promise<number> {
  const db = getDb();
  let deleted = 0;
  for (;;) {
    const snap = await db.collection(AUDIT_COLLECTION).where('at', '<', cutoff).limit(400).get();
    if (snap.empty) return deleted;
    const batch = db.batch();
    for (const doc of snap.docs) batch.delete(doc.ref);
    await batch.commit();
    deleted += snap.size;
  }
}

/** The entries a person wrote by acting as staff. */
export function findAuditDocumentsBy(uid: string): Promise<PersonalDocument[]> {
  return documentsWhere(getDb().collection(AUDIT_COLLECTION), 'actorUid', uid);
}
