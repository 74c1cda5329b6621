import { setTimeout as sleep } from 'node:timers/promises';

import {
  DEAD_LINK_MESSAGE,
  type LoginBody,
  type ProfileUpdateBody,
  type RegisterBody,
  type ResetPasswordBody,
  type Session,
  type User,
} from '../../contract';
import { AppError } from '../../lib/app-error';
import { recordActivity } from '../activity/activity.repository';
import { throttledPasswordCheck, trustClient } from '../rate-limit/password-throttle';
import { enforceRateLimit, type RateLimit } from '../rate-limit/rate-limit.service';
import { passwordChangedMail, resetPasswordMail, verifyEmailMail } from '../mail/mail-templates';
import { sendMail, type OutboxMail } from '../mail/outbox.repository';
import {
  createUserRecord,
  findSessionUser,
  findUser,
  markEmailVerified,
  updateUserRecord,
  type UserPatch,
} from '../users/users.repository';

import {
  applyEmailCode,
  checkPasswordResetCode,
  createAccount,
  deleteAccount,
  emailActionCode,
  findAccountByEmail,
  resetPasswordWithCode,
  signInAs,
  refreshSession,
  revokeSessions,
  signInWithPassword,
  updateAccount,
  type TokenPair,
} from './identity.repository';
import { startedBeforeCutoff, waitBeforeFreshSignIn } from './session-cutoff';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** A class of 40 signing up from one academy's network within the hour must all get through. */
const REGISTER_PER_CLIENT: RateLimit = {
  name: 'register-client',
  max: 60,
  windowMs: 60 * 60 * 1000,
  message: 'Too many accounts created from this network. Please try again later.',
};
/** The SPA refreshes once an hour per tab; a script replaying refresh tokens is not a tab. */
const REFRESH_PER_CLIENT: RateLimit = {
  name: 'refresh-client',
  max: 120,
  windowMs: FIFTEEN_MINUTES,
  message: 'Too many requests. Please try again in a few minutes.',
};

const INVALID_CREDENTIALS = 'Invalid email or password';
const EMAIL_TAKEN = 'An account with this email already exists';

function session(tokens: TokenPair, user: User): Session {
  return { token: tokens.token, refreshToken: tokens.refreshToken, expiresAt: tokens.expiresAt, user };
}

export async function register(body: RegisterBody, client: string): Promise<Session> {
  await enforceRateLimit(REGISTER_PER_CLIENT, client);
  const uid = await createAccount(body.email, body.password, body.name);
  if (!uid) throw AppError.conflict(EMAIL_TAKEN);
  try {
    const code = await emailActionCode('verifyEmail', body.email);
    const mails = code ? [verifyEmailMail(body.email, body.name, code)] : [];
    const user = await createUserRecord(uid, { name: body.name, email: body.email, role: 'user', phone: body.phone }, mails);
    await trustClient(body.email, client);
    await recordActivity({ type: 'user', action: 'registered', name: body.name, actorUid: uid });
    const tokens = await signInWithPassword(body.email, body.password);
    if (!tokens) throw new Error('Sign-in after registration failed');
    return session(tokens, user);
  } catch (err) {
    // Keep Auth and the profile documents in step: no account without a profile.
    await deleteAccount(uid).catch(() => undefined);
    throw err;
  }
}

/**
 * Signs in again when the session would start in the very second its sessions were ended (its
 * whole-second `auth_time` would read as before the cut-off), so a login right after a logout or
 * password change works. Waits at most about a second, and only then.
 */
async function signInAfterCutoff(email: string, password: string, sessionsEndedAt: number, first?: TokenPair | null) {
  let tokens = first === undefined ? await signInWithPassword(email, password) : first;
  for (let tries = 0; tokens && tries < 3 && startedBeforeCutoff(tokens.authTime, sessionsEndedAt); tries += 1) {
    await sleep(waitBeforeFreshSignIn(sessionsEndedAt, Date.now()) + 50);
    tokens = await signInWithPassword(email, password);
  }
  return tokens;
}

export async function login(body: LoginBody, client: string): Promise<Session> {
  const first = await throttledPasswordCheck(body.email, client, () => signInWithPassword(body.email, body.password));
  if (!first) throw AppError.unauthorized(INVALID_CREDENTIALS);
  const found = await findSessionUser(first.uid);
  if (!found) throw AppError.unauthorized(INVALID_CREDENTIALS);
  if (found.user.isBlocked) throw AppError.forbidden('Your account has been blocked. Please contact support.');
  const tokens = await signInAfterCutoff(body.email, body.password, found.sessionsEndedAt, first);
  if (!tokens) throw AppError.unauthorized(INVALID_CREDENTIALS);
  const updated = (await updateUserRecord(tokens.uid, { touchLastLogin: true })) ?? found.user;
  return session(tokens, updated);
}

export async function refresh(refreshToken: string, client: string): Promise<Session> {
  await enforceRateLimit(REFRESH_PER_CLIENT, client);
  const tokens = await refreshSession(refreshToken);
  const found = tokens ? await findSessionUser(tokens.uid) : null;
  // A refreshed token keeps its session's sign-in time, so the cut-off refuses it too.
  if (!tokens || !found || startedBeforeCutoff(tokens.authTime, found.sessionsEndedAt))
    throw AppError.unauthorized('Your session has expired. Please log in again.');
  if (found.user.isBlocked) throw AppError.forbidden('Your account has been blocked. Please contact support.');
  return session(tokens, found.user);
}

/** Ends every session of the account: the cut-off refuses their ID tokens, Auth their refresh tokens. */
export async function endAllSessions(uid: string, patch: UserPatch = {}, mails: OutboxMail[] = []) {
  const sessionsEndedAt = Date.now();
  const user = await updateUserRecord(uid, { ...patch, sessionsEndedAt }, mails);
  await revokeSessions(uid);
  return { user, sessionsEndedAt };
}

export async function logout(uid: string): Promise<void> {
  await endAllSessions(uid);
}

const FORGOT_PER_CLIENT: RateLimit = {
  name: 'forgot-client',
  max: 10,
  windowMs: FIFTEEN_MINUTES,
  message: 'Too many reset requests. Please try again in a few minutes.',
};
const FORGOT_PER_ADDRESS: RateLimit = { ...FORGOT_PER_CLIENT, name: 'forgot-address', max: 3 };

/**
 * Mails a reset link when an account has that email. The caller answers the same either way, so
 * the form tells no one which addresses have accounts.
 */
export async function requestPasswordReset(email: string, client: string): Promise<void> {
  await enforceRateLimit(FORGOT_PER_CLIENT, client);
  await enforceRateLimit(FORGOT_PER_ADDRESS, email.toLowerCase());
  const account = await findAccountByEmail(email);
  if (!account) return;
  const user = await findUser(account.uid);
  if (!user || user.isBlocked) return;
  const code = await emailActionCode('resetPassword', account.email);
  if (code) await sendMail(resetPasswordMail(account.email, user.name, code));
}

/** The address a reset link is for, so the page can show it; a dead link says so. */
export async function checkResetLink(oobCode: string): Promise<{ email: string }> {
  const email = await checkPasswordResetCode(oobCode);
  if (!email) throw AppError.badRequest(DEAD_LINK_MESSAGE);
  return { email };
}

/**
 * Sets the new password from a reset link, ends every session, tells the owner by mail and signs
 * them in.
 */
export async function resetPassword(body: ResetPasswordBody): Promise<Session> {
  const email = await resetPasswordWithCode(body.oobCode, body.password);
  if (!email) throw AppError.badRequest(DEAD_LINK_MESSAGE);
  const account = await findAccountByEmail(email);
  const user = account ? await findUser(account.uid) : null;
  if (!account || !user) throw AppError.badRequest(DEAD_LINK_MESSAGE);
  if (user.isBlocked) throw AppError.forbidden('Your account has been blocked. Please contact support.');
  const ended = await endAllSessions(account.uid, {}, [passwordChangedMail(email, user.name, new Date())]);
  const tokens = await signInAfterCutoff(email, body.password, ended.sessionsEndedAt);
  if (!tokens) throw new Error('Sign-in after a password reset failed');
  return session(tokens, ended.user ?? user);
}

/**
 * Marks the address verified (or, for a change-email link, makes the new address the login).
 * Firebase ends an account's sessions when its email changes, so a signed-in caller who owns the
 * account gets a fresh session back: an email change keeps them signed in.
 */
export async function verifyEmail(oobCode: string, caller: User | null): Promise<{ email: string; session?: Session }> {
  const email = await applyEmailCode(oobCode);
  if (!email) throw AppError.badRequest(DEAD_LINK_MESSAGE);
  const account = await findAccountByEmail(email);
  if (!account) return { email };
  await markEmailVerified(account.uid, account.email);
  if (caller?.uid !== account.uid || caller.email === account.email) return { email };
  const tokens = await signInAs(account.uid);
  const user = await findUser(account.uid);
  return { email, ...(tokens && user ? { session: session(tokens, user) } : {}) };
}

const RESEND_PER_ACCOUNT: RateLimit = {
  name: 'verify-resend',
  max: 3,
  windowMs: FIFTEEN_MINUTES,
  message: 'We have just sent a link. Please check your inbox or try again in a few minutes.',
};

/** Sends the verification mail again, to a signed-in learner whose address is not yet verified. */
export async function resendVerification(user: User): Promise<void> {
  if (user.isEmailVerified) throw AppError.conflict('Your email address is already verified');
  await enforceRateLimit(RESEND_PER_ACCOUNT, user.uid);
  const code = await emailActionCode('verifyEmail', user.email);
  if (code) await sendMail(verifyEmailMail(user.email, user.name, code));
}

const wrongCurrentPassword = (msg = 'Current password is incorrect') =>
  AppError.badRequest(msg, [{ msg, path: 'currentPassword' }]);

/**
 * Updates the name; sets a new password (ending every other session, so the caller gets a fresh
 * session back); and starts an email change. Both of the latter need the current password, checked
 * under the login's throttle. A new email takes effect only once its link is opened: until then
 * the login stays the old address, and this session keeps working.
 */
export async function updateProfile(
  current: User,
  body: ProfileUpdateBody,
  client: string,
): Promise<{ user: User; session?: Session; pendingEmail?: string }> {
  const emailChanged = body.email.trim().toLowerCase() !== current.email.toLowerCase();
  if (emailChanged && !body.currentPassword) throw wrongCurrentPassword('Enter your current password to change your email');
  if (body.newPassword || emailChanged) {
    const check = await throttledPasswordCheck(current.email, client, () =>
      signInWithPassword(current.email, body.currentPassword ?? ''),
    );
    if (!check) throw wrongCurrentPassword();
  }
  const mails: OutboxMail[] = [];
  if (emailChanged) {
    if (await findAccountByEmail(body.email)) throw AppError.conflict(EMAIL_TAKEN);
    const code = await emailActionCode('changeEmail', current.email, body.email);
    if (!code) throw AppError.conflict(EMAIL_TAKEN);
    mails.push(verifyEmailMail(body.email, body.name, code, true));
  }
  if (body.newPassword || body.name !== current.name) {
    await updateAccount(current.uid, { displayName: body.name, ...(body.newPassword ? { password: body.newPassword } : {}) });
  }
  const fields: UserPatch = { name: body.name, ...(emailChanged ? { pendingEmail: body.email } : {}) };
  const pending = emailChanged ? { pendingEmail: body.email } : {};
  if (!body.newPassword) return { user: (await updateUserRecord(current.uid, fields, mails)) as User, ...pending };
  mails.push(passwordChangedMail(current.email, body.name, new Date()));
  const ended = await endAllSessions(current.uid, fields, mails);
  const user = ended.user as User;
  const tokens = await signInAfterCutoff(current.email, body.newPassword, ended.sessionsEndedAt);
  return { user, ...pending, ...(tokens ? { session: session(tokens, user) } : {}) };
}
