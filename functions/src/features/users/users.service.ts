import type { WriteBatch } from 'firebase-admin/firestore';

import type { User } from '../../contract';
import { isDocumentId } from '../../lib/document-id';
import type { OutboxMail } from '../mail/outbox.repository';

import * as profiles from './users.repository';
import type { NewUserRecord, SessionUser, UserPatch } from './users.repository';

/*
 * The users feature's surface: profiles (`users`) and the marks of accounts being closed
 * (`closedAccounts`). Its repository is private to it (docs/code-structure.md).
 */

export type { UserPatch } from './users.repository';

/** A profile by uid; null for none, or a uid that cannot be one (never a read). */
export async function findUser(uid: string): Promise<User | null> {
  return isDocumentId(uid) ? profiles.findUser(uid) : null;
}

/** The profile with this address (addresses are stored lower case, one account each), or null. */
export function findUserByEmail(email: string): Promise<User | null> {
  return profiles.findUserByEmail(email);
}

/** Several profiles by uid, in one batched read per 300; missing ones, and uids that cannot be one, are left out. */
export function findUsers(uids: string[]): Promise<Map<string, User>> {
  return profiles.findUsers([...new Set(uids)].filter(isDocumentId));
}

/** The profile and its session cut-off, in the one read every authenticated request makes. */
export async function findSessionUser(uid: string): Promise<SessionUser | null> {
  return isDocumentId(uid) ? profiles.findSessionUser(uid) : null;
}

/**
 * A new profile, with `mails` sent only if it is written (no welcome mail for a failed sign-up).
 * Safe to repeat: when a repair made the profile first, that one comes back with `created: false`.
 */
export function createUserRecord(
  uid: string,
  record: NewUserRecord & { isEmailVerified?: boolean },
  mails: OutboxMail[] = [],
): Promise<{ user: User; created: boolean }> {
  return profiles.createUserRecord(uid, record, mails);
}

/**
 * Changes the profile, with `mails` sent only if the change is written and `alsoInBatch` (an audit
 * entry) written with it; the profile as it now is.
 */
export function updateUserRecord(
  uid: string,
  patch: UserPatch,
  mails: OutboxMail[] = [],
  alsoInBatch?: (batch: WriteBatch) => void,
): Promise<User | null> {
  return profiles.updateUserRecord(uid, patch, mails, alsoInBatch);
}

/** A proven address becomes the profile's email, and a change waiting for that proof is done. */
export function markEmailVerified(uid: string, email: string): Promise<void> {
  return profiles.markEmailVerified(uid, email);
}

/**
 * A reset link counts only while the profile remembers its code (Firebase keeps a code alive after
 * the password changes; a password change forgets them all). Remembered with the mail that sends it.
 */
export function recordResetCode(uid: string, codeHash: string, mail: OutboxMail): Promise<void> {
  return profiles.recordResetCode(uid, codeHash, mail);
}

export function isCurrentResetCode(uid: string, codeHash: string): Promise<boolean> {
  return profiles.isCurrentResetCode(uid, codeHash);
}

/** Whether an account without a profile is a closing that did not finish (not a registration). */
export async function isClosing(uid: string): Promise<boolean> {
  return isDocumentId(uid) && profiles.isClosing(uid);
}

/** The closing is done once its Auth account is deleted: the mark goes. */
export function forgetClosing(uid: string): Promise<void> {
  return profiles.forgetClosing(uid);
}
