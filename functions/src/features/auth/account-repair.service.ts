import type { User } from '../../contract';
import { SOURCE_LOCALE, type Locale } from '../../contract/locales';
import { recordActivity } from '../activity/activity.repository';
import { verifyEmailMail } from '../mail/mail-templates';
import { createUserRecord, findUser, forgetClosing, isClosing } from '../users/users.service';

import {
  createAccount,
  deleteAccount,
  emailActionCode,
  findAccount,
  findAccountByEmail,
  type AuthAccount,
} from './identity.repository';

/**
 * Registration (the Auth account, then the profile) and closing (the profile erased, then the Auth
 * account deleted) are two steps each, and a function can die between them. What it leaves is an
 * Auth account without a profile; whoever meets one next settles it, so every step is safe to
 * repeat and nothing waits for a person to notice.
 */

/** A profile-less account this young may be a registration still under way, not an abandoned one. */
export const REGISTRATION_GRACE_MS = 60_000;

/** Deletes the Auth account of a closing that did not finish, then forgets the closing. */
export async function finishClosing(uid: string): Promise<void> {
  await deleteAccount(uid);
  await forgetClosing(uid);
}

/**
 * The profile of an Auth account that has none: a half-done closing is finished (null), a
 * half-done registration gets its profile from the account (with the verification mail it lost),
 * in `language`: the language the registration chose died with it, so the page's that repairs it.
 */
async function settle(account: AuthAccount, language: Locale): Promise<User | null> {
  if (await isClosing(account.uid)) {
    await finishClosing(account.uid);
    return null;
  }
  const code = account.emailVerified ? null : await emailActionCode('verifyEmail', account.email);
  const { user, created } = await createUserRecord(
    account.uid,
    { name: account.displayName, email: account.email, role: account.role, isEmailVerified: account.emailVerified, language },
    code ? [verifyEmailMail(account.email, code, false, language)] : [],
  );
  if (created) await recordActivity({ type: 'user', action: 'registered', name: user.name, actorUid: user.uid });
  return user;
}

/** The profile of an account the caller has proven (a correct password, a reset request's address); one repaired is in `language`. */
export async function profileOf(account: AuthAccount, language: Locale = SOURCE_LOCALE): Promise<User | null> {
  return (await findUser(account.uid)) ?? settle(account, language);
}

/** The same, by uid (after a sign-in). */
export async function profileOfUid(uid: string, language: Locale = SOURCE_LOCALE): Promise<User | null> {
  const found = await findUser(uid);
  if (found) return found;
  const account = await findAccount(uid);
  return account ? settle(account, language) : null;
}

/**
 * A new Auth account for a registration; when the address already has one without a profile (a
 * closing or an old registration that died half-way) that one is removed first. Null when the
 * address is taken: it has a profile, or its registration may still be under way.
 */
export async function createAccountReclaiming(email: string, password: string, name: string): Promise<string | null> {
  const uid = await createAccount(email, password, name);
  if (uid) return uid;
  const existing = await findAccountByEmail(email);
  if (!existing) return createAccount(email, password, name);
  if (await findUser(existing.uid)) return null;
  const closing = await isClosing(existing.uid);
  if (!closing && Date.now() - existing.createdAt < REGISTRATION_GRACE_MS) return null;
  await finishClosing(existing.uid);
  return createAccount(email, password, name);
}
