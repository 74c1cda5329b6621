import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';

import type { InvitationStatus } from '../../contract';
import { isDocumentId } from '../../lib/document-id';
import { getDb } from '../../lib/firebase';
import { toIso } from '../../lib/timestamps';
import { queueMail, type OutboxMail } from '../mail/outbox.repository';

/**
 * `groupInvitations/{id}`: one per group, course and address (the id is derived from the three, so
 * inviting an address again renews its one invitation). The claim link's token is never stored,
 * only its SHA-256 (`tokenHash`), which the link is looked up by.
 */
export interface StoredInvitation {
  id: string;
  groupId: string;
  courseId: string;
  email: string;
  tokenHash: string;
  status: InvitationStatus;
  expiresAt: string | null;
  sentAt: string | null;
  sentCount: number;
  claimedBy: string | null;
  claimedAt: string | null;
}

const invitations = () => getDb().collection('groupInvitations');

function invitationFromSnapshot(snap: DocumentSnapshot): StoredInvitation | null {
  const d = snap.data();
  if (!d) return null;
  return {
    id: snap.id,
    groupId: d.groupId,
    courseId: d.courseId,
    email: d.email,
    tokenHash: d.tokenHash,
    status: d.status,
    expiresAt: toIso(d.expiresAt),
    sentAt: toIso(d.sentAt),
    sentCount: Number(d.sentCount ?? 0),
    claimedBy: d.claimedBy ?? null,
    claimedAt: toIso(d.claimedAt),
  };
}

export interface InvitationSend {
  id: string;
  groupId: string;
  courseId: string;
  email: string;
  tokenHash: string;
  expiresAt: Date;
  mail: OutboxMail;
}

export class InvitationClaimedError extends Error {
  constructor(readonly email: string) {
    super('claimed');
  }
}

/**
 * Creates (or renews, with a new token) one invitation per address and queues each one's mail, all
 * in one transaction: an address whose invitation was already claimed refuses the whole list.
 */
export async function sendInvitations(sends: InvitationSend[]): Promise<StoredInvitation[]> {
  await getDb().runTransaction((tx) => sendInvitationsInTransaction(tx, sends));
  return findInvitations(sends.map((send) => send.id));
}

export async function findInvitations(ids: string[]): Promise<StoredInvitation[]> {
  const snaps = await getDb().getAll(...ids.map((id) => invitations().doc(id)));
  return snaps.map((snap) => invitationFromSnapshot(snap) as StoredInvitation);
}

/** The same inside the caller's transaction: it reads the invitations first, so call it before any write. */
export async function sendInvitationsInTransaction(tx: Transaction, sends: InvitationSend[]): Promise<void> {
  const { FieldValue, Timestamp } = await import('firebase-admin/firestore');
  const existing = await tx.getAll(...sends.map((send) => invitations().doc(send.id)));
  existing.forEach((snap, i) => {
    if (snap.get('status') === 'claimed') throw new InvitationClaimedError(sends[i].email);
  });
  sends.forEach((send, i) => {
    tx.set(invitations().doc(send.id), {
      groupId: send.groupId,
      courseId: send.courseId,
      email: send.email,
      tokenHash: send.tokenHash,
      status: 'pending',
      expiresAt: Timestamp.fromDate(send.expiresAt),
      sentAt: FieldValue.serverTimestamp(),
      sentCount: Number(existing[i].get('sentCount') ?? 0) + 1,
      claimedBy: null,
      claimedAt: null,
    });
    queueMail(tx, send.mail);
  });
}

/** A seat taken back frees its address's invitation: the manager may invite that address again. */
export function releaseInvitationInTransaction(tx: Transaction, id: string): void {
  tx.update(invitations().doc(id), { status: 'revoked', claimedBy: null });
}

export async function findInvitation(id: string): Promise<StoredInvitation | null> {
  if (!isDocumentId(id)) return null;
  return invitationFromSnapshot(await invitations().doc(id).get());
}

export async function findInvitationByTokenHash(tokenHash: string): Promise<StoredInvitation | null> {
  const snap = await invitations().where('tokenHash', '==', tokenHash).limit(1).get();
  return snap.empty ? null : invitationFromSnapshot(snap.docs[0]);
}

/** A group's invitations, newest first (groupId with sentAt: firestore.indexes.json). */
export async function listInvitations(groupId: string): Promise<StoredInvitation[]> {
  const snap = await invitations().where('groupId', '==', groupId).orderBy('sentAt', 'desc').limit(2000).get();
  return snap.docs.map((doc) => invitationFromSnapshot(doc) as StoredInvitation);
}

/**
 * Changes one invitation in a transaction after `decide` has seen it as stored now: it returns the
 * fields to write and any mail, or throws to refuse. Null when there is no such invitation.
 */
export async function changeInvitation(
  id: string,
  decide: (invitation: StoredInvitation) => { fields: Record<string, unknown>; mails: OutboxMail[] },
): Promise<StoredInvitation | null> {
  if (!isDocumentId(id)) return null;
  const found = await getDb().runTransaction(async (tx) => {
    const invitation = invitationFromSnapshot(await tx.get(invitations().doc(id)));
    if (!invitation) return false;
    const { fields, mails } = decide(invitation);
    tx.update(invitations().doc(id), fields);
    mails.forEach((mail) => queueMail(tx, mail));
    return true;
  });
  return found ? findInvitation(id) : null;
}

/** The invitation as the claim's transaction reads it (so two claims of one link cannot both pass). */
export async function readInvitationInTransaction(tx: Transaction, id: string): Promise<StoredInvitation | null> {
  return invitationFromSnapshot(await tx.get(invitations().doc(id)));
}

export function markClaimedInTransaction(tx: Transaction, id: string, uid: string): void {
  const { FieldValue } = require('firebase-admin/firestore') as typeof import('firebase-admin/firestore');
  tx.update(invitations().doc(id), { status: 'claimed', claimedBy: uid, claimedAt: FieldValue.serverTimestamp() });
}
