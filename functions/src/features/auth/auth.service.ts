import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

import {
  DEAD_LINK_MESSAGE,
  type LanguageBody,
  FORGOT_ANSWER_MS,
  type LoginBody,
  type ProfileUpdateBody,
  type RegisterBody,
  type ResetPasswordBody,
  type Session,
  type User,
} from '../../contract';
import { SOURCE_LOCALE, type Locale } from '../../contract/locales';
import { AppError } from '../../lib/app-error';
import { recordActivity } from '../activity/activity.repository';
import { throttledPasswordCheck, trustClient } from '../rate-limit/password-throttle.service';
import { enforceRateLimit, withinRateLimit, type RateLimit } from '../rate-limit/rate-limit.service';
import { managerOfGroups } from '../groups/groups.service';
import { refreshMemberSearch } from '../groups/members.service';
import { staffMembershipsOf } from '../staff/staff.service';
import { isSiteAddress } from '../mail/mail-config';
import { greetingName, passwordChangedMail, resetPasswordMail, verifyEmailMail } from '../mail/mail-templates';
import { sendMail, type OutboxMail } from '../mail/outbox.repository';
import {
  createUserRecord,
  findSessionUser,
  findUser,
  isCurrentResetCode,
  markEmailVerified,
  recordResetCode,
  updateUserRecord,
  type UserPatch,
} from '../users/users.service';

import { createAccountReclaiming, profileOf, profileOfUid } from './account-repair.service';
import {
  applyEmailCode,
  checkPasswordResetCode,
  emailActionCode,
  findAccountByEmail,
  resetPasswordWithCode,
  signInAs,
  refreshSession,
  revokeSessions,
  signInWithPassword,
  updateAccount,
  type TokenPair,
  type VerifiedToken,
  verifyIdToken as verifyToken,
} from './identity.repository';
import { startedBeforeCutoff, waitBeforeFreshSignIn } from './session-cutoff';

/** The caller's ID token, verified by Auth (signature, expiry, project); null for any other. */
export function verifyIdToken(token: string): Promise<VerifiedToken | null> {
  return verifyToken(token);
}

/**
 * Whether `password` is the account's, under the login's throttle: every password check (the
 * profile's, closing an account) shares the login's counters, so none is an unthrottled oracle.
 */
export async function checkPassword(email: string, password: string, client: string): Promise<boolean> {
  return (await throttledPasswordCheck(email, client, () => signInWithPassword(email, password))) !== null;
}

/** A blocked account is disabled at Auth too, so no new session starts for it (unblocking enables it). */
export async function setAccountDisabled(uid: string, disabled: boolean): Promise<void> {
  await updateAccount(uid, { disabled });
}

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

/** The account with what it manages, instructs and authors, read now (never from the token), for the menu and the badge. */
export async function withMemberships(user: User): Promise<User> {
  const [managerOf, staff] = await Promise.all([managerOfGroups(user.uid), staffMembershipsOf(user.uid)]);
  return { ...user, memberships: { managerOf, ...staff } };
}

async function session(tokens: TokenPair, user: User): Promise<Session> {
  return { token: tokens.token, refreshToken: tokens.refreshToken, expiresAt: tokens.expiresAt, user: await withMemberships(user) };
}

const SITE_ADDRESS = 'This address belongs to CricVision. Please use your own email address.';
function refuseSiteAddress(email: string): void {
  if (isSiteAddress(email)) throw AppError.badRequest(SITE_ADDRESS, [{ msg: SITE_ADDRESS, path: 'email' }]);
}

/**
 * Creates the Auth account, then the profile. Each step is safe to repeat, and a registration that
 * died between them is settled by the next login, registration or reset request for the address
 * (`account-repair.service.ts`), so no address is left dead.
 */
export async function register(body: RegisterBody, client: string): Promise<Session> {
  await enforceRateLimit(REGISTER_PER_CLIENT, client);
  refuseSiteAddress(body.email);
  const uid = await createAccountReclaiming(body.email, body.password, body.name);
  if (!uid) throw AppError.conflict(EMAIL_TAKEN);
  const language = body.language ?? SOURCE_LOCALE;
  const code = await emailActionCode('verifyEmail', body.email);
  const mails = code ? [verifyEmailMail(body.email, code, false, language)] : [];
  const { user, created } = await createUserRecord(
    uid,
    { name: body.name, email: body.email, role: 'user', phone: body.phone, language },
    mails,
  );
  await trustClient(body.email, client);
  if (created) await recordActivity({ type: 'user', action: 'registered', name: body.name, actorUid: uid });
  const tokens = await signInWithPassword(body.email, body.password);
  if (!tokens) throw new Error('Sign-in after registration failed');
  return session(tokens, user);
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
  let found = await findSessionUser(first.uid);
  // An account without a profile is a registration or a closing that died half-way: settle it.
  if (!found && (await profileOfUid(first.uid, body.language))) found = await findSessionUser(first.uid);
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
export async function endAllSessions(
  uid: string,
  patch: UserPatch = {},
  mails: OutboxMail[] = [],
  alsoInBatch?: Parameters<typeof updateUserRecord>[3],
) {
  const sessionsEndedAt = Date.now();
  const user = await updateUserRecord(uid, { ...patch, sessionsEndedAt }, mails, alsoInBatch);
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
/**
 * Counted per address and client together: a stranger's requests use up their own network's
 * three, never the owner's, whose request from their own network still sends its mail.
 */
const FORGOT_PER_ADDRESS: RateLimit = { ...FORGOT_PER_CLIENT, name: 'forgot-address-client', max: 3 };


/** A reset code as the profile remembers it (a letter first: a plain field name in any Firestore). */
const hashOf = (code: string) => `c${createHash('sha256').update(code).digest('hex')}`;

/**
 * Mails a reset link when an account has that email. The caller answers the same either way, and
 * in the same time, so the form tells no one which addresses have accounts. Past the limit for the
 * address from this client the answer is the same too, without a mail: a stranger's requests must
 * neither get the owner a 429 nor use up the owner's own mails.
 */
export async function requestPasswordReset(email: string, client: string, language: Locale = SOURCE_LOCALE): Promise<void> {
  await enforceRateLimit(FORGOT_PER_CLIENT, client);
  const answerAt = Date.now() + FORGOT_ANSWER_MS;
  try {
    if (await withinRateLimit(FORGOT_PER_ADDRESS, `${email.trim().toLowerCase()}|${client}`)) await mailResetLink(email, language);
  } finally {
    await sleep(Math.max(0, answerAt - Date.now()));
  }
}

async function mailResetLink(email: string, language: Locale): Promise<void> {
  const account = await findAccountByEmail(email);
  const user = account ? await profileOf(account, language) : null;
  if (!account || !user || user.isBlocked) return;
  const code = await emailActionCode('resetPassword', account.email);
  if (code) await recordResetCode(account.uid, hashOf(code), resetPasswordMail(account.email, greetingName(user), code, user.language));
}

/**
 * The account a reset code may still change: the code is alive at Firebase and was sent since the
 * password last changed. Null otherwise.
 */
async function resetTarget(oobCode: string): Promise<{ email: string; uid: string; user: User } | null> {
  const email = await checkPasswordResetCode(oobCode);
  const account = email ? await findAccountByEmail(email) : null;
  const user = account ? await findUser(account.uid) : null;
  if (!email || !account || !user || !(await isCurrentResetCode(account.uid, hashOf(oobCode)))) return null;
  return { email, uid: account.uid, user };
}

/** The address a reset link is for, so the page can show it; a dead link says so. */
export async function checkResetLink(oobCode: string): Promise<{ email: string }> {
  const target = await resetTarget(oobCode);
  if (!target) throw AppError.badRequest(DEAD_LINK_MESSAGE);
  return { email: target.email };
}

/**
 * Sets the new password from a reset link, ends every session, tells the owner by mail and signs
 * them in. A blocked account's password stays as it is.
 */
export async function resetPassword(body: ResetPasswordBody): Promise<Session> {
  const target = await resetTarget(body.oobCode);
  if (!target) throw AppError.badRequest(DEAD_LINK_MESSAGE);
  const { email, uid, user } = target;
  if (user.isBlocked) throw AppError.forbidden('Your account has been blocked. Please contact support.');
  if (!(await resetPasswordWithCode(body.oobCode, body.password))) throw AppError.badRequest(DEAD_LINK_MESSAGE);
  const ended = await endAllSessions(uid, { forgetResetCodes: true }, [
    passwordChangedMail(email, greetingName(user), new Date(), user.language),
  ]);
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
  // A changed address: a group's members list finds the person by it.
  await refreshMemberSearch(account.uid);
  if (caller?.uid !== account.uid || caller.email === account.email) return { email };
  const tokens = await signInAs(account.uid);
  const user = await findUser(account.uid);
  return { email, ...(tokens && user ? { session: await session(tokens, user) } : {}) };
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
  if (code) await sendMail(verifyEmailMail(user.email, code, false, user.language));
}

/** Each email change costs a password check too; this bounds how many addresses one account may try. */
const EMAIL_CHANGE_PER_ACCOUNT: RateLimit = {
  name: 'email-change',
  max: 5,
  windowMs: 60 * 60 * 1000,
  message: 'You have asked for several email changes. Please try again in an hour.',
};

/**
 * The change-email code for a free address; null when another account has it. The caller answers
 * the same either way and mails only a free address, so the form tells no one who has an account.
 */
async function changeEmailCode(currentEmail: string, newEmail: string): Promise<string | null> {
  if (await findAccountByEmail(newEmail)) return null;
  try {
    return await emailActionCode('changeEmail', currentEmail, newEmail);
  } catch (err) {
    if (err instanceof AppError && err.status === 409) return null;
    throw err;
  }
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
  if (emailChanged) {
    refuseSiteAddress(body.email);
    await enforceRateLimit(EMAIL_CHANGE_PER_ACCOUNT, current.uid);
  }
  if (body.newPassword || emailChanged) {
    if (!(await checkPassword(current.email, body.currentPassword ?? '', client))) throw wrongCurrentPassword();
  }
  const mails: OutboxMail[] = [];
  if (emailChanged) {
    const code = await changeEmailCode(current.email, body.email);
    if (code) mails.push(verifyEmailMail(body.email, code, true, current.language));
  }
  if (body.newPassword || body.name !== current.name) {
    await updateAccount(current.uid, { displayName: body.name, ...(body.newPassword ? { password: body.newPassword } : {}) });
  }
  const fields: UserPatch = { name: body.name, ...(emailChanged ? { pendingEmail: body.email } : {}) };
  const pending = emailChanged ? { pendingEmail: body.email } : {};
  // A group's members list finds the person by their new name, not the old one.
  const renamed = () => (body.name !== current.name ? refreshMemberSearch(current.uid) : Promise.resolve());
  if (!body.newPassword) {
    const user = (await updateUserRecord(current.uid, fields, mails)) as User;
    await renamed();
    return { user, ...pending };
  }
  mails.push(passwordChangedMail(current.email, greetingName({ ...current, name: body.name }), new Date(), current.language));
  const ended = await endAllSessions(current.uid, { ...fields, forgetResetCodes: true }, mails);
  await renamed();
  const user = ended.user as User;
  const tokens = await signInAfterCutoff(current.email, body.newPassword, ended.sessionsEndedAt);
  return { user, ...pending, ...(tokens ? { session: await session(tokens, user) } : {}) };
}

/** The learner's language, chosen in the switcher or on the profile: the site follows it at sign-in, and their mails are written in it. */
export async function updateLanguage(current: User, body: LanguageBody): Promise<User> {
  const user = current.language === body.language ? current : await updateUserRecord(current.uid, { language: body.language });
  return withMemberships(user ?? current);
}
