import { AppError } from '../../lib/app-error';
import { getAdminAuth } from '../../lib/firebase';

/**
 * Firebase Auth: the Admin SDK for accounts and claims, the Identity Toolkit REST API for what
 * only a password holder can do (sign in, refresh). Against the Auth emulator both go to it.
 */
export interface TokenPair {
  token: string;
  refreshToken: string;
  expiresAt: number;
  uid: string;
  /** When the session signed in (the token's `auth_time`, whole seconds). */
  authTime: number;
}

/** The `auth_time` claim of a token Identity Toolkit just issued (trusted: it came from Google, not a client). */
function authTimeOf(idToken: string): number {
  try {
    const payload = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as { auth_time?: number };
    return Number(payload.auth_time ?? 0);
  } catch {
    return 0;
  }
}

/**
 * The session a sign-in or refresh answered with. Identity Toolkit names its fields in camelCase,
 * the token service in snake_case: each caller hands over its own answer's fields.
 */
function tokenPair(answer: { idToken: unknown; refreshToken: unknown; expiresIn: unknown; uid: string }): TokenPair {
  const token = String(answer.idToken);
  return {
    token,
    refreshToken: String(answer.refreshToken),
    expiresAt: Date.now() + Number(answer.expiresIn ?? 3600) * 1000,
    uid: answer.uid,
    authTime: authTimeOf(token),
  };
}

function restBase(service: 'identitytoolkit' | 'securetoken'): string {
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const host = `${service}.googleapis.com`;
  return emulator ? `http://${emulator}/${host}` : `https://${host}`;
}

function apiKey(): string {
  return process.env.WEB_API_KEY || 'demo-api-key';
}

async function postJson(url: string, body: unknown): Promise<{ ok: boolean; data: Record<string, unknown> }> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { ok: res.ok, data: (await res.json().catch(() => ({}))) as Record<string, unknown> };
}

function errorCode(data: Record<string, unknown>): string {
  const message = (data.error as { message?: string } | undefined)?.message ?? '';
  return message.split(' ')[0];
}

/** Returns null when the email/password pair is wrong, without saying which part. */
export async function signInWithPassword(email: string, password: string): Promise<TokenPair | null> {
  const { ok, data } = await postJson(`${restBase('identitytoolkit')}/v1/accounts:signInWithPassword?key=${apiKey()}`, {
    email,
    password,
    returnSecureToken: true,
  });
  if (!ok) {
    const code = errorCode(data);
    if (['INVALID_LOGIN_CREDENTIALS', 'EMAIL_NOT_FOUND', 'INVALID_PASSWORD', 'INVALID_EMAIL'].includes(code)) return null;
    if (code === 'USER_DISABLED') throw AppError.forbidden('Your account has been blocked. Please contact support.');
    if (code.startsWith('TOO_MANY_ATTEMPTS')) throw AppError.tooManyRequests('Too many attempts. Please try again later.');
    throw new Error(`Sign-in failed: ${code || 'unknown error'}`);
  }
  return tokenPair({
    idToken: data.idToken,
    refreshToken: data.refreshToken,
    expiresIn: data.expiresIn,
    uid: String(data.localId),
  });
}

export async function refreshSession(refreshToken: string): Promise<TokenPair | null> {
  const { ok, data } = await postJson(`${restBase('securetoken')}/v1/token?key=${apiKey()}`, {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
  });
  if (!ok) return null;
  return tokenPair({
    idToken: data.id_token,
    refreshToken: data.refresh_token,
    expiresIn: data.expires_in,
    uid: String(data.user_id),
  });
}

export async function createAccount(email: string, password: string, displayName: string): Promise<string | null> {
  try {
    const record = await getAdminAuth().createUser({ email, password, displayName });
    return record.uid;
  } catch (err) {
    if ((err as { code?: string }).code === 'auth/email-already-exists') return null;
    throw err;
  }
}

/** Deletes the Auth account; one already gone is not an error (a resumed closing). */
export async function deleteAccount(uid: string): Promise<void> {
  try {
    await getAdminAuth().deleteUser(uid);
  } catch (err) {
    if (!isNotFound(err)) throw err;
  }
}

/** Returns false when the new email belongs to another account. */
export async function updateAccount(
  uid: string,
  changes: { email?: string; password?: string; displayName?: string; disabled?: boolean },
): Promise<boolean> {
  try {
    await getAdminAuth().updateUser(uid, changes);
    return true;
  } catch (err) {
    if ((err as { code?: string }).code === 'auth/email-already-exists') return false;
    throw err;
  }
}

export async function revokeSessions(uid: string): Promise<void> {
  await getAdminAuth().revokeRefreshTokens(uid);
}

export interface VerifiedToken {
  uid: string;
  role: 'admin' | 'user';
  /** When the session signed in (whole seconds); refreshed tokens keep it. */
  authTime: number;
}

/** `checkRevoked` also asks Auth whether the session was revoked since sign-in (one extra call). */
export async function verifyIdToken(token: string, checkRevoked = false): Promise<VerifiedToken | null> {
  try {
    const decoded = await getAdminAuth().verifyIdToken(token, checkRevoked);
    return { uid: decoded.uid, role: decoded.role === 'admin' ? 'admin' : 'user', authTime: decoded.auth_time };
  } catch {
    return null;
  }
}

export type EmailAction = 'verifyEmail' | 'resetPassword' | 'changeEmail';

/**
 * A one-time Firebase Auth action code for `email` (made by firebase-admin, no mail sent by
 * Firebase): our own mail links to our own page with it. Null when no account has that email.
 */
export async function emailActionCode(action: EmailAction, email: string, newEmail?: string): Promise<string | null> {
  const auth = getAdminAuth();
  try {
    const link =
      action === 'verifyEmail'
        ? await auth.generateEmailVerificationLink(email)
        : action === 'resetPassword'
          ? await auth.generatePasswordResetLink(email)
          : await auth.generateVerifyAndChangeEmailLink(email, newEmail ?? '');
    return new URL(link).searchParams.get('oobCode');
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'auth/user-not-found' || code === 'auth/email-not-found') return null;
    if (code === 'auth/invalid-email')
      throw AppError.badRequest('Please enter a valid email address', [
        { msg: 'Please enter a valid email address', path: 'email' },
      ]);
    if (code === 'auth/email-already-exists') throw AppError.conflict('An account with this email already exists');
    throw err;
  }
}

const DEAD_CODES = ['EXPIRED_OOB_CODE', 'INVALID_OOB_CODE', 'USER_DISABLED', 'USER_NOT_FOUND', 'EMAIL_NOT_FOUND'];

async function oobCall(method: 'resetPassword' | 'update', body: Record<string, unknown>) {
  const { ok, data } = await postJson(`${restBase('identitytoolkit')}/v1/accounts:${method}?key=${apiKey()}`, body);
  if (ok) return data;
  const code = errorCode(data);
  if (DEAD_CODES.includes(code)) return null;
  if (code === 'EMAIL_EXISTS') throw AppError.conflict('An account with this email already exists');
  if (code.startsWith('WEAK_PASSWORD')) throw AppError.badRequest('Password must be at least 6 characters');
  throw new Error(`Action code failed: ${code || 'unknown error'}`);
}

/** The email a password-reset code belongs to, without using it; null when expired or used. */
export async function checkPasswordResetCode(oobCode: string): Promise<string | null> {
  const data = await oobCall('resetPassword', { oobCode });
  return data ? String(data.email ?? '') : null;
}

/** Sets a new password with a reset code (using it up); the account's email, or null when the code is dead. */
export async function resetPasswordWithCode(oobCode: string, newPassword: string): Promise<string | null> {
  const data = await oobCall('resetPassword', { oobCode, newPassword });
  return data ? String(data.email ?? '') : null;
}

/** Applies a verify-email or verify-and-change-email code; the account's (new) email, or null. */
export async function applyEmailCode(oobCode: string): Promise<string | null> {
  const data = await oobCall('update', { oobCode });
  return data ? String(data.email ?? '') : null;
}

export interface AuthAccount {
  uid: string;
  email: string;
  emailVerified: boolean;
  displayName: string;
  role: 'admin' | 'user';
  /** When the Auth account was created (ms). */
  createdAt: number;
}

function accountOf(record: import('firebase-admin/auth').UserRecord, fallbackEmail = ''): AuthAccount {
  return {
    uid: record.uid,
    email: record.email ?? fallbackEmail,
    emailVerified: record.emailVerified,
    displayName: record.displayName ?? '',
    role: record.customClaims?.role === 'admin' ? 'admin' : 'user',
    createdAt: Date.parse(record.metadata.creationTime) || 0,
  };
}

const isNotFound = (err: unknown) => (err as { code?: string }).code === 'auth/user-not-found';

export async function findAccountByEmail(email: string): Promise<AuthAccount | null> {
  try {
    return accountOf(await getAdminAuth().getUserByEmail(email), email);
  } catch (err) {
    if (isNotFound(err)) return null;
    throw err;
  }
}

export async function findAccount(uid: string): Promise<AuthAccount | null> {
  try {
    return accountOf(await getAdminAuth().getUser(uid));
  } catch (err) {
    if (isNotFound(err)) return null;
    throw err;
  }
}

/**
 * A new session for `uid` without its password, through a custom token (needs the function's
 * service account to sign blobs in production: docs/deploying.md, step 7). Used only after an email change applies.
 */
export async function signInAs(uid: string): Promise<TokenPair | null> {
  const customToken = await getAdminAuth().createCustomToken(uid);
  const { ok, data } = await postJson(`${restBase('identitytoolkit')}/v1/accounts:signInWithCustomToken?key=${apiKey()}`, {
    token: customToken,
    returnSecureToken: true,
  });
  if (!ok) return null;
  return tokenPair({ idToken: data.idToken, refreshToken: data.refreshToken, expiresIn: data.expiresIn, uid });
}
