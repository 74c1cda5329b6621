import type { DocumentData, DocumentSnapshot } from 'firebase-admin/firestore';

import type { Role, User } from '../../contract';
import { isDocumentId } from '../../lib/document-id';
import { getDb } from '../../lib/firebase';
import { pageOf, type Page } from '../../lib/paging';
import { toIso } from '../../lib/timestamps';
import { queueMail, type OutboxMail } from '../mail/outbox.repository';

const COLLECTION = 'users';

export interface NewUserRecord {
  name: string;
  email: string;
  role: Role;
  phone?: string;
}

function fromSnapshot(snap: DocumentSnapshot<DocumentData>): User | null {
  const d = snap.data();
  if (!d) return null;
  return {
    uid: snap.id,
    name: d.name ?? '',
    email: d.email ?? '',
    role: d.role === 'admin' ? 'admin' : 'user',
    profilePicture: d.profilePicture ?? null,
    createdAt: toIso(d.createdAt),
    lastLogin: toIso(d.lastLogin),
    isEmailVerified: d.isEmailVerified === true,
    isBlocked: d.isBlocked === true,
  };
}

export async function findUser(uid: string): Promise<User | null> {
  if (!isDocumentId(uid)) return null;
  return fromSnapshot(await getDb().collection(COLLECTION).doc(uid).get());
}

/** A profile with the time (ms) before which its sessions were ended; 0 when they never were. */
export interface SessionUser {
  user: User;
  sessionsEndedAt: number;
}

/** The profile and its session cut-off in the one read an authenticated request already makes. */
export async function findSessionUser(uid: string): Promise<SessionUser | null> {
  if (!isDocumentId(uid)) return null;
  const snap = await getDb().collection(COLLECTION).doc(uid).get();
  const user = fromSnapshot(snap);
  return user ? { user, sessionsEndedAt: Number(snap.get('sessionsEndedAt') ?? 0) } : null;
}

/** Creates the profile and queues `mails` in the same batch: no welcome mail for a failed sign-up. */
export async function createUserRecord(uid: string, record: NewUserRecord, mails: OutboxMail[] = []): Promise<User> {
  const { FieldValue } = await import('firebase-admin/firestore');
  const ref = getDb().collection(COLLECTION).doc(uid);
  const batch = getDb().batch();
  batch.create(ref, {
    ...record,
    profilePicture: null,
    isEmailVerified: false,
    isBlocked: false,
    createdAt: FieldValue.serverTimestamp(),
    lastLogin: FieldValue.serverTimestamp(),
  });
  mails.forEach((mail) => queueMail(batch, mail));
  await batch.commit();
  return fromSnapshot(await ref.get()) as User;
}

/** Records a verified address as the profile's email (after a verify or change-email link). */
export async function markEmailVerified(uid: string, email: string): Promise<void> {
  await getDb().collection(COLLECTION).doc(uid).update({ email, isEmailVerified: true, pendingEmail: null });
}

export type UserPatch = Partial<Pick<User, 'name' | 'email' | 'isBlocked' | 'role'>> & {
  touchLastLogin?: boolean;
  sessionsEndedAt?: number;
  pendingEmail?: string | null;
};

/** Updates the profile, queuing `mails` in the same batch; returns the profile as it now is. */
export async function updateUserRecord(uid: string, patch: UserPatch, mails: OutboxMail[] = []): Promise<User | null> {
  const { FieldValue } = await import('firebase-admin/firestore');
  const { touchLastLogin, ...fields } = patch;
  const ref = getDb().collection(COLLECTION).doc(uid);
  const batch = getDb().batch();
  batch.update(ref, { ...fields, ...(touchLastLogin ? { lastLogin: FieldValue.serverTimestamp() } : {}) });
  mails.forEach((mail) => queueMail(batch, mail));
  await batch.commit();
  return fromSnapshot(await ref.get());
}

/** Users newest first, a page at a time. */
export function listUsersPage(page: number, limit: number): Promise<Page<User>> {
  return pageOf(
    getDb().collection(COLLECTION),
    { field: 'createdAt', direction: 'desc' },
    page,
    limit,
    (doc) => fromSnapshot(doc) as User,
  );
}
