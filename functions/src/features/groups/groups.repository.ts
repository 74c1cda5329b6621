import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';

import type { GroupBase, GroupInput } from '../../contract';
import { isDocumentId } from '../../lib/document-id';
import { getDb } from '../../lib/firebase';
import { toIso } from '../../lib/timestamps';

/** `groups/{groupId}`: a buying organisation; `managerUids` is what "groups I manage" queries. */
export interface StoredGroup extends GroupBase {
  /** Lower-case name, for the back-office's prefix search. */
  nameLower: string;
  managerUids: string[];
}

const groups = () => getDb().collection('groups');
const groupRef = (id: string) => groups().doc(id);

export function groupFromSnapshot(snap: DocumentSnapshot): StoredGroup | null {
  const d = snap.data();
  if (!d) return null;
  return {
    id: snap.id,
    name: d.name ?? '',
    nameLower: d.nameLower ?? String(d.name ?? '').toLowerCase(),
    legalName: d.legalName ?? '',
    billingAddress: {
      line1: d.billingAddress?.line1 ?? '',
      line2: d.billingAddress?.line2 ?? null,
      city: d.billingAddress?.city ?? '',
      pinCode: d.billingAddress?.pinCode ?? '',
    },
    stateCode: d.stateCode,
    gstin: d.gstin ?? null,
    billingEmail: d.billingEmail ?? '',
    emailDomain: d.emailDomain ?? null,
    volumeDiscountPercent: Number(d.volumeDiscountPercent ?? 0),
    managerUids: Array.isArray(d.managerUids) ? d.managerUids : [],
    createdAt: toIso(d.createdAt),
    updatedAt: toIso(d.updatedAt),
  };
}

const fieldsOf = (input: GroupInput) => ({
  name: input.name,
  nameLower: input.name.toLowerCase(),
  legalName: input.legalName,
  billingAddress: { ...input.billingAddress, line2: input.billingAddress.line2 ?? null },
  stateCode: input.stateCode,
  gstin: input.gstin,
  billingEmail: input.billingEmail,
  emailDomain: input.emailDomain,
  volumeDiscountPercent: input.volumeDiscountPercent,
});

/** Writes that must land with a group's change (its audit entry), in its transaction. */
export type AlsoWithGroup = (tx: Transaction, group: StoredGroup) => void;

export async function findGroup(id: string): Promise<StoredGroup | null> {
  if (!isDocumentId(id)) return null;
  return groupFromSnapshot(await groupRef(id).get());
}

export async function findGroups(ids: string[]): Promise<Map<string, StoredGroup>> {
  const unique = [...new Set(ids)].filter(isDocumentId);
  if (!unique.length) return new Map();
  const snaps = await getDb().getAll(...unique.map(groupRef));
  return new Map(snaps.flatMap((snap) => (snap.exists ? [[snap.id, groupFromSnapshot(snap) as StoredGroup] as const] : [])));
}

export async function createGroup(input: GroupInput, createdBy: string, also: AlsoWithGroup): Promise<StoredGroup> {
  const { FieldValue } = await import('firebase-admin/firestore');
  const ref = groups().doc();
  await getDb().runTransaction(async (tx) => {
    const fields = { ...fieldsOf(input), managerUids: [] as string[] };
    tx.create(ref, { ...fields, createdBy, createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() });
    also(tx, { id: ref.id, ...fields, createdAt: null, updatedAt: null });
  });
  return (await findGroup(ref.id)) as StoredGroup;
}

/** Replaces a group's fields; null when there is no such group. */
export async function updateGroup(id: string, input: GroupInput, also: (tx: Transaction, before: StoredGroup) => void) {
  const { FieldValue } = await import('firebase-admin/firestore');
  if (!isDocumentId(id)) return null;
  const found = await getDb().runTransaction(async (tx) => {
    const before = groupFromSnapshot(await tx.get(groupRef(id)));
    if (!before) return false;
    tx.update(groupRef(id), { ...fieldsOf(input), updatedAt: FieldValue.serverTimestamp() });
    also(tx, before);
    return true;
  });
  return found ? findGroup(id) : null;
}

/** Adds or removes a manager; null when there is no such group. */
export async function changeManagers(
  id: string,
  change: { add?: string; remove?: string },
  also: (tx: Transaction, before: StoredGroup) => void,
): Promise<StoredGroup | null> {
  const { FieldValue } = await import('firebase-admin/firestore');
  if (!isDocumentId(id)) return null;
  const found = await getDb().runTransaction(async (tx) => {
    const before = groupFromSnapshot(await tx.get(groupRef(id)));
    if (!before) return false;
    const managerUids = change.add ? FieldValue.arrayUnion(change.add) : FieldValue.arrayRemove(change.remove as string);
    tx.update(groupRef(id), { managerUids, updatedAt: FieldValue.serverTimestamp() });
    also(tx, before);
    return true;
  });
  return found ? findGroup(id) : null;
}

/** The groups a person manages (`array-contains` on the automatic index); a manager has a few. */
export async function listGroupsManagedBy(uid: string): Promise<StoredGroup[]> {
  const snap = await groups().where('managerUids', 'array-contains', uid).limit(100).get();
  return snap.docs.map((doc) => groupFromSnapshot(doc) as StoredGroup).sort((a, b) => a.name.localeCompare(b.name));
}

/** Every group's id (a few hundred at most): what a backfill goes through, group by group. */
export async function listGroupIds(): Promise<string[]> {
  return (await groups().select().get()).docs.map((doc) => doc.id);
}

/**
 * A page of groups by name, optionally those whose name starts with `search` (lower case). The
 * total is a count aggregation, not a read of each.
 */
export async function listGroupsPage(
  search: string | null,
  page: number,
  pageSize: number,
): Promise<{ groups: StoredGroup[]; total: number }> {
  let query = groups().orderBy('nameLower');
  if (search) query = query.where('nameLower', '>=', search).where('nameLower', '<', `${search}\uf8ff`);
  const [count, snap] = await Promise.all([
    query.count().get(),
    query
      .offset((page - 1) * pageSize)
      .limit(pageSize)
      .get(),
  ]);
  return { groups: snap.docs.map((doc) => groupFromSnapshot(doc) as StoredGroup), total: count.data().count };
}
