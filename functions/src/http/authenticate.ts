import type { Request, RequestHandler, Response } from 'express';

import type { Role, User } from '../contract';
import { verifyIdToken } from '../features/auth/auth.service';
import { startedBeforeCutoff } from '../features/auth/session-cutoff';
import { findSessionUser } from '../features/users/users.service';
import { AppError } from '../lib/app-error';

export interface AuthContext {
  uid: string;
  role: Role;
  user: User;
}

function bearerToken(req: Request): string | null {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match ? match[1].trim() : null;
}

async function resolveAuth(req: Request, onlyRole?: Role): Promise<AuthContext | null> {
  const token = bearerToken(req);
  return token ? authOfToken(token, onlyRole) : null;
}

/**
 * The account an ID token signs in, with the API's every check (signature and expiry, the sessions
 * ended by logout or a password change, a blocked account); null for a caller without `onlyRole`.
 * Throws the API's 401 or 403 otherwise.
 */
export async function authOfToken(token: string, onlyRole?: Role): Promise<AuthContext | null> {
  const verified = await verifyIdToken(token);
  if (!verified) throw AppError.unauthorized('Your session has expired. Please log in again.');
  // A caller without the role is not looked up at all (no profile read for them).
  if (onlyRole && verified.role !== onlyRole) return null;
  const found = await findSessionUser(verified.uid);
  // Logout, a password change or reset and blocking end every session that signed in before them.
  if (!found || startedBeforeCutoff(verified.authTime, found.sessionsEndedAt))
    throw AppError.unauthorized('Your session has expired. Please log in again.');
  const { user } = found;
  if (user.isBlocked) throw AppError.forbidden('Your account has been blocked. Please contact support.');
  // The role comes only from the verified token's custom claim.
  return { uid: verified.uid, role: verified.role, user: { ...user, role: verified.role } };
}

/** The caller when they are a signed-in admin, else null (never an error: the caller falls back). */
export async function resolveAdmin(req: Request): Promise<AuthContext | null> {
  return resolveAuth(req, 'admin').catch(() => null);
}

/** The signed-in caller, or null for anyone else, an expired token included (never an error). */
export async function resolveCaller(req: Request): Promise<AuthContext | null> {
  return resolveAuth(req).catch(() => null);
}

export const requireAuth: RequestHandler = async (req, res, next) => {
  // Several routers guard /user: a request that passed one is not looked up again.
  const auth = (res.locals.auth as AuthContext | null | undefined) ?? (await resolveAuth(req));
  if (!auth) throw AppError.unauthorized();
  res.locals.auth = auth;
  next();
};

export function requireRole(role: Role): RequestHandler {
  return async (req, res, next) => {
    // Several routers guard /admin: a request that passed one is not looked up again.
    const auth = (res.locals.auth as AuthContext | null | undefined) ?? (await resolveAuth(req));
    if (!auth) throw AppError.unauthorized();
    if (auth.role !== role) throw AppError.forbidden(role === 'admin' ? 'Admin access required' : undefined);
    res.locals.auth = auth;
    next();
  };
}

export function authOf(res: Response): AuthContext {
  const auth = res.locals.auth as AuthContext | null | undefined;
  if (!auth) throw AppError.unauthorized();
  return auth;
}
