import type { Request, Response } from 'express';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { requireAuth } from './authenticate';

const { verifyIdToken, findSessionUser } = vi.hoisted(() => ({ verifyIdToken: vi.fn(), findSessionUser: vi.fn() }));
vi.mock('../features/auth/identity.repository', () => ({ verifyIdToken }));
vi.mock('../features/users/users.repository', () => ({ findSessionUser }));

const user = {
  uid: 'u1',
  name: 'Priya',
  email: 'p@example.com',
  role: 'user',
  profilePicture: null,
  createdAt: null,
  lastLogin: null,
  isEmailVerified: false,
  isBlocked: false,
};

async function call(authTime: number, sessionsEndedAt: number) {
  // verifyIdToken without revocation, as in production: the token itself is valid.
  verifyIdToken.mockResolvedValue({ uid: 'u1', role: 'user', authTime });
  findSessionUser.mockResolvedValue({ user, sessionsEndedAt });
  const req = { headers: { authorization: 'Bearer token' } } as Request;
  const res = { locals: {} } as Response;
  const next = vi.fn();
  const error = await Promise.resolve(requireAuth(req, res, next)).then(
    () => null,
    (err: unknown) => err as { status: number },
  );
  return { error, next, res };
}

describe('requireAuth and the session cut-off (no emulator)', () => {
  beforeEach(() => vi.clearAllMocks());

  it('refuses a token whose session signed in the same second, before the logout', async () => {
    const { error, next } = await call(1_764_000_000, 1_764_000_000_300);
    expect(error?.status).toBe(401);
    expect(next).not.toHaveBeenCalled();
    expect(verifyIdToken).toHaveBeenCalledWith('token');
  });

  it('lets through a session that signed in after the cut-off, in one profile read', async () => {
    const { error, next, res } = await call(1_764_000_001, 1_764_000_000_300);
    expect(error).toBeNull();
    expect(next).toHaveBeenCalled();
    expect(res.locals.auth).toMatchObject({ uid: 'u1', role: 'user' });
    expect(findSessionUser).toHaveBeenCalledTimes(1);
  });
});
