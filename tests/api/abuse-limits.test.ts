import { describe, expect, it } from 'vitest';

import type { Session } from '../../functions/src/contract';
import { uniqueEmail } from '../support/env';
import { api, type ApiResponse } from '../support/http';

// Per-client limits key on the client address: the last X-Forwarded-For entry on the local stack,
// where the emulators append none (TRUSTED_PROXY_HOPS=0; docs/local-stack.md). Per-account limits ignore the
// address. Counters live in Firestore, shared by every function instance. Each test talks from its
// own made-up addresses.
const address = () =>
  `10.${200 + Math.floor(Math.random() * 50)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const from = (ip: string) => ({ 'x-forwarded-for': ip });
const loginFrom = (ip: string, email: string, password: string) =>
  api('POST', '/auth/login', { headers: from(ip), body: { email, password } });

describe('abuse limits', () => {
  it('a class of 40 registers and logs in from one network within the hour; a flood past 60 sign-ups is refused', async () => {
    const academy = address();
    const learners = Array.from({ length: 40 }, () => uniqueEmail('class'));
    for (const email of learners) {
      const res = await api('POST', '/auth/register', {
        headers: from(academy),
        body: { name: 'Cadet', email, password: 'secret123' },
      });
      expect(res.status).toBe(201);
    }
    for (const email of learners) expect((await loginFrom(academy, email, 'secret123')).status).toBe(200);

    const answers: ApiResponse[] = [];
    for (let i = 0; i < 21; i += 1) {
      answers.push(
        await api('POST', '/auth/register', {
          headers: from(academy),
          body: { name: 'Flood Bot', email: uniqueEmail('flood'), password: 'secret123' },
        }),
      );
    }
    expect(answers.slice(0, 20).every((res) => res.status === 201)).toBe(true);
    expect(answers[20].status).toBe(429);
    expect(answers[20].body.message).toMatch(/try again/i);
    const other = await api('POST', '/auth/register', {
      headers: from(address()),
      body: { name: 'Real Person', email: uniqueEmail('real'), password: 'secret123' },
    });
    expect(other.status).toBe(201);
  }, 120_000);

  it('a correct login never counts: the owner signs in again and again', async () => {
    const ip = address();
    const email = uniqueEmail('regular');
    await api('POST', '/auth/register', { headers: from(ip), body: { name: 'Regular', email, password: 'secret123' } });
    for (let i = 0; i < 15; i += 1) expect((await loginFrom(ip, email, 'secret123')).status).toBe(200);
  });

  it("a stranger's wrong passwords, from one address or many, do not stop the owner", async () => {
    const home = address();
    const email = uniqueEmail('owner');
    await api('POST', '/auth/register', { headers: from(home), body: { name: 'Owner', email, password: 'secret123' } });

    const attacker = address();
    const hammering: number[] = [];
    for (let i = 0; i < 8; i += 1) hammering.push((await loginFrom(attacker, email, `guess-${i}`)).status);
    expect(hammering.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(hammering.slice(5)).toEqual([429, 429, 429]);
    for (let i = 0; i < 8; i += 1) await loginFrom(address(), email, `spread-${i}`);
    // Ten and more failures on the account: a new address now waits, the owner's usual one does not.
    expect((await loginFrom(address(), email, 'another-guess')).status).toBe(429);
    expect((await loginFrom(home, email, 'secret123')).status).toBe(200);
  });

  it('spraying many accounts from one client is slowed after 30 failures, whatever the accounts', async () => {
    const ip = address();
    for (let i = 0; i < 30; i += 1) expect((await loginFrom(ip, uniqueEmail('nobody'), 'wrong-password')).status).toBe(401);
    const last = await loginFrom(ip, uniqueEmail('nobody'), 'wrong-password');
    expect(last.status).toBe(429);
    expect(last.body.message).toMatch(/try again/i);
  });

  it('a forged X-Forwarded-For prefix does not reset the count', async () => {
    const real = address();
    let last: ApiResponse | undefined;
    for (let i = 0; i < 31; i += 1) last = await loginFrom(`1.2.3.${i}, ${real}`, uniqueEmail('nobody'), 'wrong-password');
    expect(last!.status).toBe(429);
  });

  it("the profile's current-password check shares the login's counter, so it is no free oracle", async () => {
    const ip = address();
    const email = uniqueEmail('oracle');
    const reg = await api<Session>('POST', '/auth/register', {
      headers: from(ip),
      body: { name: 'Oracle', email, password: 'secret123' },
    });
    const token = reg.body.data.token as string;
    const tries: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await api('PUT', '/users/profile', {
        token,
        headers: from(ip),
        body: { name: 'Oracle', email, currentPassword: `guess-${i}`, newPassword: 'newpass123' },
      });
      tries.push(res.status);
    }
    expect(tries).toEqual([400, 400, 400, 400, 400, 429]);
    expect((await loginFrom(ip, email, 'secret123')).status).toBe(429);
  });

  it('limits /auth/refresh per client', async () => {
    const ip = address();
    const statuses: number[] = [];
    for (let i = 0; i < 121; i += 1)
      statuses.push((await api('POST', '/auth/refresh', { headers: from(ip), body: { refreshToken: `bogus-${i}` } })).status);
    expect(statuses.slice(0, 120).every((status) => status === 401)).toBe(true);
    expect(statuses[120]).toBe(429);
  });
});
