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
  const token = String(data.idToken);
  return {
    token,
    refreshToken: String(data.refreshToken),
    expiresAt: Date.now() + Number(data.expiresIn ?? 3600) * 1000,
    uid: String(data.localId),
    authTime: authTimeOf(token),
  };
}

export async function refreshSession(refreshToken: string): Promise<TokenPair | null> {
  const { ok, data } = await postJson(`${restBase('securetoken')}/v1/token?key=${apiKey()}`, {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
  });
  if (!ok) return null;
  const token = String(data.id_token);
  return {
    token,
    refreshToken: String(data.refresh_token),
    expiresAt: Date.now() + Number(data.expires_in ?? 3600) * 1000,
    uid: String(data.user_id),
    authTime: authTimeOf(token),
  };
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

export async function deleteAccount(uid: string): Promise<void> {
  await getAdminAuth().deleteUser(uid);
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
