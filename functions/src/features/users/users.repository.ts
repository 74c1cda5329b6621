import type { DocumentData, DocumentSnapshot, WriteBatch } from 'firebase-admin/firestore';

import type { Role, User } from '../../contract';
import { isLocale, SOURCE_LOCALE, type Locale } from '../../contract/locales';
import { getDb } from '../../lib/firebase';
import { pageOf, type Page } from '../../lib/paging';
import { toIso } from '../../lib/timestamps';
import { queueMail, type OutboxMail } from '../mail/outbox.repository';
import type { PersonalDocument } from '../../lib/personal-data';

const COLLECTION = 'users';

export interface NewUserRecord {
  name: string;
  email: string;
  role: Role;
  phone?: string;
  language?: Locale;
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
    language: isLocale(d.language) ? d.language : SOURCE_LOCALE,
  };
}

export async function findUser(uid: string): Promise<User | null> {
  return fromSnapshot(await getDb().collection(COLLECTION).doc(uid).get());
}

/** The profile with this address (stored lower case, one account per address), or null. */
export async function findUserByEmail(email: string): Promise<User | null> {
  const snap = await getDb().collection(COLLECTION).where('email', '==', email.trim().toLowerCase()).limit(1).get();
  return snap.empty ? null : fromSnapshot(snap.docs[0]);
}

/** Several profiles by (distinct, valid) uid, in one round trip per 300; missing ones are left out. */
export async function findUsers(uids: string[]): Promise<Map<string, User>> {
  const found = new Map<string, User>();
  const ids = [...new Set(uids)];
  for (let i = 0; i < ids.length; i += 300) {
    const snaps = await getDb().getAll(...ids.slice(i, i + 300).map((uid) => getDb().collection(COLLECTION).doc(uid)));
    for (const snap of snaps) {
      const user = fromSnapshot(snap);
      if (user) found.set(snap.id, user);
    }
  }
  return found;
}

/** A profile with the time (ms) before which its sessions were ended; 0 when they never were. */
export interface SessionUser {
  user: User;
  sessionsEndedAt: number;
}

/** The profile and its session cut-off in the one read an authenticated request already makes. */
export async function findSessionUser(uid: string): Promise<SessionUser | null> {
  const snap = await getDb().collection(COLLECTION).doc(uid).get();
  const user = fromSnapshot(snap);
  return user ? { user, sessionsEndedAt: Number(snap.get('sessionsEndedAt') ?? 0) } : null;
}

const ALREADY_EXISTS = 6;

/**
 * Creates the profile and queues `mails` in the same batch: no welcome mail for a failed sign-up.
 * Idempotent: when the profile already exists (a repair made it first) nothing is written and the
 * existing profile comes back with `created: false`.
 */
export async function createUserRecord(
  uid: string,
  record: NewUserRecord & { isEmailVerified?: boolean },
  mails: OutboxMail[] = [],
): Promise<{ user: User; created: boolean }> {
  const { FieldValue } = await import('firebase-admin/firestore');
  const ref = getDb().collection(COLLECTION).doc(uid);
  const batch = getDb().batch();
  batch.create(ref, {
    isEmailVerified: false,
    ...record,
    language: record.language ?? SOURCE_LOCALE,
    profilePicture: null,
    isBlocked: false,
    createdAt: FieldValue.serverTimestamp(),
    lastLogin: FieldValue.serverTimestamp(),
  });
  mails.forEach((mail) => queueMail(batch, mail));
  let created = true;
  try {
    await batch.commit();
  } catch (err) {
    if ((err as { code?: number }).code !== ALREADY_EXISTS) throw err;
    created = false;
  }
  return { user: fromSnapshot(await ref.get()) as User, created };
}

/**
 * `closedAccounts/{uid}`: written in the transaction that erases a closing account's profile and
 * removed once its Auth account is deleted. An Auth account without a profile but with this mark is
 * a closing that did not finish (the next login, registration or reset request finishes it); without
 * it, a registration that did not finish. It holds no personal data.
 */
const closedAccounts = () => getDb().collection('closedAccounts');

export function markClosingInTransaction(tx: FirebaseFirestore.Transaction, uid: string): void {
  tx.set(closedAccounts().doc(uid), { closedAt: new Date() });
}

export async function isClosing(uid: string): Promise<boolean> {
  return (await closedAccounts().doc(uid).get()).exists;
}

export async function forgetClosing(uid: string): Promise<void> {
  await closedAccounts().doc(uid).delete();
}

/** Records a verified address as the profile's email (after a verify or change-email link). */
export async function markEmailVerified(uid: string, email: string): Promise<void> {
  await getDb().collection(COLLECTION).doc(uid).update({ email, isEmailVerified: true, pendingEmail: null });
}

export type UserPatch = Partial<Pick<User, 'name' | 'email' | 'isBlocked' | 'role' | 'language'>> & {
  touchLastLogin?: boolean;
  sessionsEndedAt?: number;
  pendingEmail?: string | null;
  /** A password change: every reset link sent before it stops working. */
  forgetResetCodes?: boolean;
};

/**
 * Updates the profile, queuing `mails` in the same batch (and whatever `alsoInBatch` writes with it:
 * an admin's audit entry); returns the profile as it now is.
 */
export async function updateUserRecord(
  uid: string,
  patch: UserPatch,
  mails: OutboxMail[] = [],
  alsoInBatch?: (batch: WriteBatch) => void,
): Promise<User | null> {
  const { FieldValue } = await import('firebase-admin/firestore');
  const { touchLastLogin, forgetResetCodes, ...fields } = patch;
  const ref = getDb().collection(COLLECTION).doc(uid);
  const batch = getDb().batch();
  batch.update(ref, {
    ...fields,
    ...(touchLastLogin ? { lastLogin: FieldValue.serverTimestamp() } : {}),
    ...(forgetResetCodes ? { resetCodes: {} } : {}),
  });
  mails.forEach((mail) => queueMail(batch, mail));
  alsoInBatch?.(batch);
  await batch.commit();
  return fromSnapshot(await ref.get());
}

/**
 * The reset links an account may still use, by a hash of their code (`resetCodes` on the profile):
 * Firebase keeps a reset code alive after the password changes, so a link counts only while its
 * hash is here, and a password change empties the map. Recorded in the batch that sends the mail.
 */
export async function recordResetCode(uid: string, codeHash: string, mail: OutboxMail): Promise<void> {
  const batch = getDb().batch();
  batch.update(getDb().collection(COLLECTION).doc(uid), { [`resetCodes.${codeHash}`]: Date.now() });
  queueMail(batch, mail);
  await batch.commit();
}

export async function isCurrentResetCode(uid: string, codeHash: string): Promise<boolean> {
  const snap = await getDb().collection(COLLECTION).doc(uid).get();
  return typeof snap.get(`resetCodes.${codeHash}`) === 'number';
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

/** The profile as stored, for 'Download my data'; null when there is none. */
export async function readProfileDocument(uid: string): Promise<PersonalDocument | null> {
  const snap = await getDb().collection(COLLECTION).doc(uid).get();
  return snap.exists ? { id: snap.id, ...snap.data() } : null;
}

/**
 * A closing account's profile goes, and the same write marks the account as closing, so a closing
 * that dies before its Auth account is deleted is finished by whoever meets that account next.
 */
export function eraseProfileInTransaction(tx: FirebaseFirestore.Transaction, uid: string): void {
  tx.delete(getDb().collection(COLLECTION).doc(uid));
  markClosingInTransaction(tx, uid);
}
