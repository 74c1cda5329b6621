import { setTimeout as sleep } from 'node:timers/promises';

import type { LoginBody, ProfileUpdateBody, RegisterBody, Session, User } from '../../contract';
import { AppError } from '../../lib/app-error';
import { recordActivity } from '../activity/activity.repository';
import { enforceRateLimit, type RateLimit } from '../rate-limit/rate-limit.service';
import { createUserRecord, findSessionUser, updateUserRecord } from '../users/users.repository';

import {
  createAccount,
  deleteAccount,
  refreshSession,
  revokeSessions,
  signInWithPassword,
  updateAccount,
  type TokenPair,
} from './identity.repository';
import { startedBeforeCutoff, waitBeforeFreshSignIn } from './session-cutoff';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const LOGIN_PER_CLIENT: RateLimit = {
  name: 'login-client',
  max: 30,
  windowMs: FIFTEEN_MINUTES,
  message: 'Too many login attempts. Please try again in a few minutes.',
};
const LOGIN_PER_ACCOUNT: RateLimit = { ...LOGIN_PER_CLIENT, name: 'login-account', max: 10 };
const REGISTER_PER_CLIENT: RateLimit = {
  name: 'register-client',
  max: 20,
  windowMs: 60 * 60 * 1000,
  message: 'Too many accounts created from this network. Please try again later.',
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
    const user = await createUserRecord(uid, { name: body.name, email: body.email, role: 'user', phone: body.phone });
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
  await enforceRateLimit(LOGIN_PER_CLIENT, client);
  await enforceRateLimit(LOGIN_PER_ACCOUNT, body.email);
  const first = await signInWithPassword(body.email, body.password);
  if (!first) throw AppError.unauthorized(INVALID_CREDENTIALS);
  const found = await findSessionUser(first.uid);
  if (!found) throw AppError.unauthorized(INVALID_CREDENTIALS);
  if (found.user.isBlocked) throw AppError.forbidden('Your account has been blocked. Please contact support.');
  const tokens = await signInAfterCutoff(body.email, body.password, found.sessionsEndedAt, first);
  if (!tokens) throw AppError.unauthorized(INVALID_CREDENTIALS);
  const updated = (await updateUserRecord(tokens.uid, { touchLastLogin: true })) ?? found.user;
  return session(tokens, updated);
}

export async function refresh(refreshToken: string): Promise<Session> {
  const tokens = await refreshSession(refreshToken);
  const found = tokens ? await findSessionUser(tokens.uid) : null;
  // A refreshed token keeps its session's sign-in time, so the cut-off refuses it too.
  if (!tokens || !found || startedBeforeCutoff(tokens.authTime, found.sessionsEndedAt))
    throw AppError.unauthorized('Your session has expired. Please log in again.');
  if (found.user.isBlocked) throw AppError.forbidden('Your account has been blocked. Please contact support.');
  return session(tokens, found.user);
}

/** Ends every session of the account: the cut-off refuses their ID tokens, Auth their refresh tokens. */
export async function endAllSessions(uid: string, patch: Parameters<typeof updateUserRecord>[1] = {}) {
  const sessionsEndedAt = Date.now();
  const user = await updateUserRecord(uid, { ...patch, sessionsEndedAt });
  await revokeSessions(uid);
  return { user, sessionsEndedAt };
}

export async function logout(uid: string): Promise<void> {
  await endAllSessions(uid);
}

/**
 * Updates name and email, and the password when a new one is given (after checking the current
 * one). A password change ends every session, so the caller gets a fresh session back.
 */
export async function updateProfile(current: User, body: ProfileUpdateBody): Promise<{ user: User; session?: Session }> {
  if (body.newPassword) {
    const check = await signInWithPassword(current.email, body.currentPassword ?? '');
    if (!check)
      throw AppError.badRequest('Current password is incorrect', [
        { msg: 'Current password is incorrect', path: 'currentPassword' },
      ]);
  }
  const emailChanged = body.email !== current.email;
  if (emailChanged || body.newPassword || body.name !== current.name) {
    const ok = await updateAccount(current.uid, {
      displayName: body.name,
      ...(emailChanged ? { email: body.email } : {}),
      ...(body.newPassword ? { password: body.newPassword } : {}),
    });
    if (!ok) throw AppError.conflict(EMAIL_TAKEN);
  }
  const fields = { name: body.name, email: body.email };
  if (!body.newPassword) return { user: (await updateUserRecord(current.uid, fields)) as User };
  const ended = await endAllSessions(current.uid, fields);
  const user = ended.user as User;
  const tokens = await signInAfterCutoff(body.email, body.newPassword, ended.sessionsEndedAt);
  return { user, ...(tokens ? { session: session(tokens, user) } : {}) };
}
