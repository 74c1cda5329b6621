import type { Transaction } from 'firebase-admin/firestore';

import { getDb } from '../../lib/firebase';
import { CLOSED_ACCOUNT, documentsWhere, type Person, type PersonalDocument } from '../../lib/personal-data';

import { returnSeatInTransaction } from './seats.repository';

/** What the groups keep about one person: seats given to them, invitations, groups they manage, orders and receipts they entered. */
export interface GroupsPersonalData {
  seats: PersonalDocument[];
  invitations: PersonalDocument[];
  managed: PersonalDocument[];
  seatOrders: PersonalDocument[];
  receipts: PersonalDocument[];
  /** The shards of the person's seats not yet started, which closing the account gives back to their groups. */
  unstartedSeatShards?: string[];
}

const byId = (lists: PersonalDocument[][]) => [...new Map(lists.flat().map((doc) => [doc.id, doc])).values()];

export async function findGroupsDocumentsOf(person: Person): Promise<GroupsPersonalData> {
  const db = getDb();
  const [seats, claimed, sentTo, managed, seatOrders, receipts] = await Promise.all([
    documentsWhere(db.collection('seatAssignments'), 'uid', person.uid),
    documentsWhere(db.collection('groupInvitations'), 'claimedBy', person.uid),
    // An invitation to an address is the person's once the address is proven theirs.
    person.emailVerified ? documentsWhere(db.collection('groupInvitations'), 'email', person.email) : Promise.resolve([]),
    db
      .collection('groups')
      .where('managerUids', 'array-contains', person.uid)
      .limit(1000)
      .get()
      .then((snap) => snap.docs.map((doc) => ({ id: doc.id, name: doc.get('name') as string }))),
    documentsWhere(db.collection('seatOrders'), 'createdBy', person.uid),
    documentsWhere(db.collection('seatReceipts'), 'recordedBy', person.uid),
  ]);
  return { seats, invitations: byId([claimed, sentTo]), managed, seatOrders, receipts };
}

/**
 * Erasure: the person's seat records and invitations go; a seat not yet started goes back to its
 * group's pool (a started one stays used: the group's money was spent on it); they stop managing their groups, and the seat orders they placed stay,
 * without them, as the group's purchase records.
 */
export async function eraseGroupsDataInTransaction(tx: Transaction, found: GroupsPersonalData, person: Person): Promise<void> {
  const { FieldValue } = await import('firebase-admin/firestore');
  const db = getDb();
  for (const { id } of found.seats) tx.delete(db.collection('seatAssignments').doc(id));
  const back = new Map<string, number>();
  for (const shardId of found.unstartedSeatShards ?? []) back.set(shardId, (back.get(shardId) ?? 0) + 1);
  for (const [shardId, count] of back) returnSeatInTransaction(tx, shardId, FieldValue.increment(count));
  for (const { id } of found.invitations) tx.delete(db.collection('groupInvitations').doc(id));
  for (const { id } of found.managed)
    tx.update(db.collection('groups').doc(id), { managerUids: FieldValue.arrayRemove(person.uid) });
  for (const { id } of found.seatOrders) tx.update(db.collection('seatOrders').doc(id), { createdBy: CLOSED_ACCOUNT });
}
