import { describe, expect, it } from 'vitest';

import type { Session, User } from '../../functions/src/contract';
import { testDb } from '../support/admin';
import type { ProfileUpdateResult } from '../support/api-shapes';
import { DEMO_ADMIN, DEMO_LEARNER, SITE_URL, uniqueEmail } from '../support/env';
import { api, login, register } from '../support/http';
import { linkIn, oobCodeOf, waitForMail } from '../support/mail';

describe('POST /api/auth/register', () => {
  it('creates a learner account and answers with a session and the user record', async () => {
    const email = uniqueEmail('reg');
    const res = await api<Session>('POST', '/auth/register', {
      body: { name: 'Rohit Verma', email, password: 'secret123', confirmPassword: 'secret123' },
    });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(res.body.data.token).toEqual(expect.any(String));
    expect(res.body.data.refreshToken).toEqual(expect.any(String));
    expect(res.body.data.user).toMatchObject({
      name: 'Rohit Verma',
      email,
      role: 'user',
      isBlocked: false,
      isEmailVerified: false,
    });
    expect(res.body.data.user.createdAt).toEqual(expect.any(String));

    const profile = await testDb().collection('users').doc(res.body.data.user.uid).get();
    expect(profile.data()).toMatchObject({ name: 'Rohit Verma', email, role: 'user', isBlocked: false });
  });

  it('keeps the phone number the /enroll page asks for on the profile, not in the session', async () => {
    const res = await api<Session>('POST', '/auth/register', {
      body: { name: 'Arjun Nair', email: uniqueEmail('phone'), password: 'secret123', phone: ' 9876543210 ' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.user).not.toHaveProperty('phone');
    const profile = await testDb().collection('users').doc(res.body.data.user.uid).get();
    expect(profile.data()?.phone).toBe('9876543210');
  });

  it('refuses a duplicate email with 409 and leaves the first account untouched', async () => {
    const email = uniqueEmail('dup');
    const first = await register('First Owner', email, 'secret123');
    const res = await api('POST', '/auth/register', {
      body: { name: 'Second', email: email.toUpperCase(), password: 'other123' },
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, message: 'An account with this email already exists' });
    const stillWorks = await login(email, 'secret123');
    expect(stillWorks.user.uid).toBe(first.user.uid);
    expect(stillWorks.user.name).toBe('First Owner');
  });

  it.each([
    [{ name: 'A', email: 'short@example.com', password: '12345' }, 'Password must be at least 6 characters', 'password'],
    [{ email: 'noname@example.com', password: 'secret123' }, 'Name is required', 'name'],
    [{ name: 'A', email: 'not-an-email', password: 'secret123' }, 'Please enter a valid email address', 'email'],
    [{ name: 'A', password: 'secret123' }, 'Email is required', 'email'],
    [
      { name: 'A', email: 'phone@example.com', password: 'secret123', phone: '98765' },
      'Phone number must be exactly 10 digits',
      'phone',
    ],
    [
      { name: 'A', email: 'mismatch@example.com', password: 'secret123', confirmPassword: 'secret124' },
      'Passwords do not match',
      'confirmPassword',
    ],
  ] as Array<[Record<string, string>, string, string]>)(
    'refuses %j with a field error and creates nothing',
    async (body, msg, path) => {
      const res = await api('POST', '/auth/register', { body });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.errors).toContainEqual({ msg, path });
      expect(res.body.message).toContain(msg);
      if (typeof body.email === 'string' && body.email.includes('@')) {
        const bad = await api('POST', '/auth/login', { body: { email: body.email, password: body.password } });
        expect(bad.status).toBe(401);
      }
    },
  );
});

describe('POST /api/auth/login', () => {
  it('signs the demo learner in and records the login time', async () => {
    const before = Date.now();
    const session = await login(DEMO_LEARNER.email, DEMO_LEARNER.password);
    expect(session.user).toMatchObject({ email: DEMO_LEARNER.email, role: 'user', name: DEMO_LEARNER.name });
    expect(new Date(session.user.lastLogin!).getTime()).toBeGreaterThanOrEqual(before - 5_000);
  });

  it('gives the demo admin the admin role from the token claim', async () => {
    const session = await login(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const me = await api<{ user: User }>('GET', '/auth/me', { token: session.token });
    expect(me.status).toBe(200);
    expect(me.body.data.user.role).toBe('admin');
  });

  it('answers a wrong password and an unknown email alike, without saying which', async () => {
    const wrong = await api('POST', '/auth/login', { body: { email: DEMO_LEARNER.email, password: 'not-the-password' } });
    const unknown = await api('POST', '/auth/login', { body: { email: uniqueEmail('ghost'), password: 'whatever1' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, message: 'Invalid email or password' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses a missing password with a field error', async () => {
    const res = await api('POST', '/auth/login', { body: { email: DEMO_LEARNER.email } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ msg: 'Password is required', path: 'password' });
  });

  it('slows a client hammering one account: after five failures the next check waits (429, and says how long)', async () => {
    const email = uniqueEmail('brute');
    await register('Brute Target', email, 'secret123');
    for (let i = 0; i < 5; i += 1) {
      const res = await api('POST', '/auth/login', { body: { email, password: `wrong-${i}` } });
      expect(res.status).toBe(401);
    }
    const slowed = await api('POST', '/auth/login', { body: { email, password: 'secret123' } });
    expect(slowed.status).toBe(429);
    const wait = /^Too many failed attempts\. Please wait (\d) seconds? and try again\.$/.exec(slowed.body.message!);
    expect(Number(wait?.[1])).toBeGreaterThanOrEqual(1);
    expect(Number(wait?.[1])).toBeLessThanOrEqual(5);
    await new Promise((resolve) => setTimeout(resolve, Number(wait?.[1]) * 1000 + 100));
    expect((await api('POST', '/auth/login', { body: { email, password: 'secret123' } })).status).toBe(200);
  });
});

describe('sessions', () => {
  it('GET /api/auth/me refuses a missing or forged token with 401', async () => {
    const none = await api('GET', '/auth/me');
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ success: false, message: 'Authentication required' });
    const forged = await api('GET', '/auth/me', { token: 'not.a.token' });
    expect(forged.status).toBe(401);
  });

  it('a refresh token yields a new working ID token, so a session outlives the one-hour token', async () => {
    const session = await register('Refresher', uniqueEmail('refresh'));
    const res = await api<Session>('POST', '/auth/refresh', { body: { refreshToken: session.refreshToken } });
    expect(res.status).toBe(200);
    expect(res.body.data.expiresAt).toBeGreaterThan(Date.now() + 30 * 60 * 1000);
    const me = await api<{ user: User }>('GET', '/auth/me', { token: res.body.data.token });
    expect(me.body.data.user.uid).toBe(session.user.uid);
  });

  it('logout ends the session: its refresh token stops working', async () => {
    const session = await register('Leaver', uniqueEmail('logout'));
    // Firebase compares sign-in and revocation times in whole seconds.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const out = await api('POST', '/auth/logout', { token: session.token });
    expect(out.status).toBe(200);
    const res = await api('POST', '/auth/refresh', { body: { refreshToken: session.refreshToken } });
    expect(res.status).toBe(401);
  });

  it('a blocked user is refused on the next request', async () => {
    const session = await register('Soon Blocked', uniqueEmail('blocked'));
    await testDb().collection('users').doc(session.user.uid).update({ isBlocked: true });
    const me = await api('GET', '/auth/me', { token: session.token });
    expect(me.status).toBe(403);
    expect(me.body.message).toBe('Your account has been blocked. Please contact support.');
  });
});

describe('PUT /api/users/profile', () => {
  it('renames at once; a new email needs the current password and becomes the login only once its link is opened', async () => {
    const oldEmail = uniqueEmail('profile');
    const session = await register('Old Name', oldEmail);
    const email = uniqueEmail('profile-new');
    const refused = await api('PUT', '/users/profile', { token: session.token, body: { name: 'New Name', email } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toContainEqual({
      msg: 'Enter your current password to change your email',
      path: 'currentPassword',
    });

    const res = await api<ProfileUpdateResult>('PUT', '/users/profile', {
      token: session.token,
      body: { name: 'New Name', email, currentPassword: 'secret123' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ name: 'New Name', email: oldEmail });
    const me = await api<{ user: User }>('GET', '/auth/me', { token: session.token });
    expect(me.status).toBe(200);
    expect(me.body.data.user.name).toBe('New Name');
    expect((await api('POST', '/auth/login', { body: { email, password: 'secret123' } })).status).toBe(401);

    const [mail] = await waitForMail(email);
    expect(mail.subject).toBe('Confirm your new CricVision email address');
    const verified = await api<{ email: string; session?: Session }>('POST', '/auth/verify-email', {
      token: session.token,
      body: { oobCode: oobCodeOf(linkIn(mail, `${SITE_URL}/verify-email?oobCode=`)) },
    });
    expect(verified.status).toBe(200);
    // Firebase ends sessions when an email changes; the owner who opened the link keeps one.
    const after = await api<{ user: User }>('GET', '/auth/me', { token: verified.body.data.session!.token });
    expect(after.body.data.user).toMatchObject({ email, isEmailVerified: true });
    expect((await login(email, 'secret123')).user.name).toBe('New Name');
    expect((await api('POST', '/auth/login', { body: { email: oldEmail, password: 'secret123' } })).status).toBe(401);
  });

  it('changes the password only with the right current password', async () => {
    const email = uniqueEmail('pw');
    const session = await register('Pass Changer', email, 'secret123');

    const wrong = await api('PUT', '/users/profile', {
      token: session.token,
      body: { name: 'Pass Changer', email, currentPassword: 'nope-nope', newPassword: 'brandnew1' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Current password is incorrect');
    await login(email, 'secret123');

    const ok = await api<ProfileUpdateResult>('PUT', '/users/profile', {
      token: session.token,
      body: { name: 'Pass Changer', email, currentPassword: 'secret123', newPassword: 'brandnew1' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.session!.token).toEqual(expect.any(String));
    const old = await api('POST', '/auth/login', { body: { email, password: 'secret123' } });
    expect(old.status).toBe(401);
    await login(email, 'brandnew1');
    const me = await api<{ user: User }>('GET', '/auth/me', { token: ok.body.data.session!.token });
    expect(me.status).toBe(200);
  });

  it("an email that belongs to someone else gets the usual answer, yet neither account's login changes", async () => {
    const thief = uniqueEmail('thief');
    const session = await register('Email Thief', thief);
    const res = await api<ProfileUpdateResult>('PUT', '/users/profile', {
      token: session.token,
      body: { name: 'Email Thief', email: DEMO_LEARNER.email, currentPassword: 'secret123' },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(
      `Profile updated. We sent a link to ${DEMO_LEARNER.email}: your email changes once you open it.`,
    );
    const me = await api<{ user: User }>('GET', '/auth/me', { token: session.token });
    expect(me.body.data.user.email).toBe(thief);
    expect((await api('POST', '/auth/login', { body: { email: thief, password: 'secret123' } })).status).toBe(200);
  });

  it('refuses a new password shorter than 6 characters', async () => {
    const email = uniqueEmail('shortpw');
    const session = await register('Short', email);
    const res = await api<ProfileUpdateResult>('PUT', '/users/profile', {
      token: session.token,
      body: { name: 'Short', email, currentPassword: 'secret123', newPassword: '123' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ msg: 'Password must be at least 6 characters', path: 'newPassword' });
  });

  it('needs a session', async () => {
    const res = await api<ProfileUpdateResult>('PUT', '/users/profile', { body: { name: 'X', email: 'x@example.com' } });
    expect(res.status).toBe(401);
  });
});

describe('the API envelope', () => {
  it('answers unknown routes under /api with a JSON 404', async () => {
    const res = await api('GET', '/no-such-route');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Route not found: GET /no-such-route' });
  });
});
