import { getAuth } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';

import type { Session, User } from '../../functions/src/contract';
import { testApp, testDb } from '../support/admin';
import { killBetweenSteps } from '../support/crash-harness';
import { uniqueEmail } from '../support/env';
import { api, register } from '../support/http';
import { mailTo, waitForMail } from '../support/mail';
import { verifyAddress } from '../support/sessions';

// Each flow runs in a child process on the built service code and is killed (SIGKILL) between its
// two steps; everything after that goes over HTTP to the test stack, as a person would find it.

const authAccount = (email: string) =>
  getAuth(testApp())
    .getUserByEmail(email)
    .then((record) => record.uid)
    .catch(() => null);
const profileExists = async (uid: string) => (await testDb().collection('users').doc(uid).get()).exists;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An address whose registration died after the Auth account and before the profile. */
async function halfRegistered(prefix: string) {
  const email = uniqueEmail(prefix);
  const body = { name: 'Half Registered', email, password: 'secret123' };
  expect(await killBetweenSteps('register', { body })).toBe('createUserRecord');
  const uid = await authAccount(email);
  expect(uid).not.toBeNull();
  expect(await profileExists(uid!)).toBe(false);
  return { email, uid: uid!, password: body.password };
}

/** An account whose closing died after its data was erased and before its Auth account was deleted. */
async function halfClosed(prefix: string) {
  const email = uniqueEmail(prefix);
  const session = await register('Half Closed', email);
  await verifyAddress(email);
  expect(await killBetweenSteps('close', { body: { password: 'secret123' }, uid: session.user.uid })).toBe('deleteAccount');
  expect(await authAccount(email)).toBe(session.user.uid);
  expect(await profileExists(session.user.uid)).toBe(false);
  return { email, uid: session.user.uid as string, oldToken: session.token };
}

// A child process loads firebase-admin and runs its flow: tens of seconds on a loaded two-core machine.
describe('registration killed between the Auth account and the profile', { timeout: 150_000 }, () => {
  it('login with the chosen password repairs the account: signed in, profile made, verification mailed', async () => {
    const { email, uid, password } = await halfRegistered('crash-login');
    const res = await api<Session>('POST', '/auth/login', { body: { email, password } });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ uid, email, name: 'Half Registered', isEmailVerified: false });
    expect(await profileExists(uid)).toBe(true);
    expect((await api<{ user: User }>('GET', '/auth/me', { token: res.body.data.token })).status).toBe(200);
    expect(await waitForMail(email, { filter: (m) => m.subject === 'Confirm your CricVision email address' })).toHaveLength(1);
    expect((await api('POST', '/auth/login', { body: { email, password: 'wrong-one' } })).status).toBe(401);
  });

  it('a login on a Hindi page repairs it in Hindi: the profile reads Hindi and the lost verification mail is written in it', async () => {
    const { email, uid, password } = await halfRegistered('crash-login-hi');
    const res = await api<Session>('POST', '/auth/login', { body: { email, password, language: 'hi' } });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ uid, language: 'hi' });
    const [mail] = await waitForMail(email, { filter: (m) => m.subject === 'CricVision का अपना ईमेल पता पक्का करें' });
    expect(mail.html).toContain('<html lang="hi">');
    expect(mail.text).toMatch(/\/hi\/verify-email\?oobCode=/);
    // A language the site lacks is refused before anything is repaired.
    const other = await halfRegistered('crash-login-xx');
    expect((await api('POST', '/auth/login', { body: { email: other.email, password: other.password, language: 'xx' } })).status).toBe(400);
    expect(await profileExists(other.uid)).toBe(false);
  });

  it('forgot-password repairs it and mails the reset link', async () => {
    const { email, uid } = await halfRegistered('crash-forgot');
    expect((await api('POST', '/auth/forgot-password', { body: { email } })).status).toBe(200);
    expect(await waitForMail(email, { filter: (m) => m.subject === 'Reset your CricVision password' })).toHaveLength(1);
    expect(await profileExists(uid)).toBe(true);
  });

  it('registering the address again is refused while the first registration may still be under way', async () => {
    const { email } = await halfRegistered('crash-register');
    const early = await api('POST', '/auth/register', { body: { name: 'Second Try', email, password: 'another-pass' } });
    expect(early.status).toBe(409);
  });

  it('registering the address of one abandoned over a minute ago removes the dead account and makes a fresh one', async () => {
    // What a registration killed long ago left: an Auth account, older than the grace, without a profile.
    const email = uniqueEmail('crash-abandoned');
    const uid = `abandoned-${Date.now()}`;
    const creationTime = new Date(Date.now() - 2 * 60_000).toUTCString();
    expect(
      (await getAuth(testApp()).importUsers([{ uid, email, metadata: { creationTime, lastSignInTime: creationTime } }]))
        .successCount,
    ).toBe(1);
    expect(await profileExists(uid)).toBe(false);
    const res = await api<Session>('POST', '/auth/register', { body: { name: 'Second Try', email, password: 'another-pass' } });
    expect(res.status).toBe(201);
    expect(res.body.data.user.uid).not.toBe(uid);
    expect((await api('POST', '/auth/login', { body: { email, password: 'another-pass' } })).status).toBe(200);
  });
});

describe('closing killed between the erasure and the Auth account', { timeout: 150_000 }, () => {
  it('the next login finishes the closing: 401, and the Auth account is gone', async () => {
    const { email, oldToken } = await halfClosed('crash-close-login');
    expect((await api('GET', '/auth/me', { token: oldToken })).status).toBe(401);
    expect((await api('POST', '/auth/login', { body: { email, password: 'secret123' } })).status).toBe(401);
    expect(await authAccount(email)).toBeNull();
  });

  it('registering the address again finishes the closing and makes a fresh account', async () => {
    const { email, uid } = await halfClosed('crash-close-register');
    const res = await api<Session>('POST', '/auth/register', { body: { name: 'Fresh Start', email, password: 'fresh-pass1' } });
    expect(res.status).toBe(201);
    expect(res.body.data.user.uid).not.toBe(uid);
    expect(res.body.data.user.name).toBe('Fresh Start');
  });

  it('forgot-password finishes the closing and sends nothing', async () => {
    const { email } = await halfClosed('crash-close-forgot');
    const before = (await mailTo(email)).length;
    expect((await api('POST', '/auth/forgot-password', { body: { email } })).status).toBe(200);
    expect(await authAccount(email)).toBeNull();
    await sleep(1500);
    expect(await mailTo(email)).toHaveLength(before);
  });
});
