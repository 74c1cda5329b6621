import type { LoginBody, ProfileUpdateBody, RegisterBody, Session, User } from '../../contract';
import { AppError } from '../../lib/app-error';
import { recordActivity } from '../activity/activity.repository';
import { enforceRateLimit, type RateLimit } from '../rate-limit/rate-limit.service';
import { createUserRecord, findUser, updateUserRecord } from '../users/users.repository';

import {
  createAccount,
  deleteAccount,
  refreshSession,
  revokeSessions,
  signInWithPassword,
  updateAccount,
  verifyIdToken,
  type TokenPair,
} from './identity.repository';

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

export async function login(body: LoginBody, client: string): Promise<Session> {
  await enforceRateLimit(LOGIN_PER_CLIENT, client);
  await enforceRateLimit(LOGIN_PER_ACCOUNT, body.email);
  const tokens = await signInWithPassword(body.email, body.password);
  if (!tokens) throw AppError.unauthorized(INVALID_CREDENTIALS);
  const user = await findUser(tokens.uid);
  if (!user) throw AppError.unauthorized(INVALID_CREDENTIALS);
  if (user.isBlocked) throw AppError.forbidden('Your account has been blocked. Please contact support.');
  const updated = (await updateUserRecord(tokens.uid, { touchLastLogin: true })) ?? user;
  return session(tokens, updated);
}

export async function refresh(refreshToken: string): Promise<Session> {
  const tokens = await refreshSession(refreshToken);
  // A refresh token outlives logout and password changes unless revocation is checked here.
  if (!tokens || !(await verifyIdToken(tokens.token, true)))
    throw AppError.unauthorized('Your session has expired. Please log in again.');
  const user = await findUser(tokens.uid);
  if (!user) throw AppError.unauthorized('Your session has expired. Please log in again.');
  if (user.isBlocked) throw AppError.forbidden('Your account has been blocked. Please contact support.');
  return session(tokens, user);
}

export async function logout(uid: string): Promise<void> {
  await revokeSessions(uid);
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
  const user = (await updateUserRecord(current.uid, { name: body.name, email: body.email })) as User;
  if (!body.newPassword) return { user };
  await revokeSessions(current.uid);
  const tokens = await signInWithPassword(body.email, body.newPassword);
  return { user, ...(tokens ? { session: session(tokens, user) } : {}) };
}
