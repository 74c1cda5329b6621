import { describe, expect, it } from 'vitest';

import { uniqueEmail } from '../support/env';
import { api, type ApiResponse } from '../support/http';

// Limits hold per client address (the last X-Forwarded-For entry) across function instances:
// their counters live in Firestore. Each test talks from its own made-up address.
const address = () =>
  `10.${200 + Math.floor(Math.random() * 50)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

describe('abuse limits', () => {
  it('refuses a 21st registration from one client within the hour with 429 and a message', async () => {
    const from = { 'x-forwarded-for': address() };
    const answers: ApiResponse[] = [];
    for (let i = 0; i < 21; i += 1) {
      answers.push(
        await api('POST', '/auth/register', {
          headers: from,
          body: { name: 'Flood Bot', email: uniqueEmail('flood'), password: 'secret123' },
        }),
      );
    }
    expect(answers.slice(0, 20).every((res) => res.status === 201)).toBe(true);
    expect(answers[20].status).toBe(429);
    expect(answers[20].body.success).toBe(false);
    expect(answers[20].body.message).toMatch(/try again/i);
    // Another client is not affected.
    const other = await api('POST', '/auth/register', {
      headers: { 'x-forwarded-for': address() },
      body: { name: 'Real Person', email: uniqueEmail('real'), password: 'secret123' },
    });
    expect(other.status).toBe(201);
  });

  it('refuses a 31st login attempt from one client with 429, whatever the accounts', async () => {
    const from = { 'x-forwarded-for': address() };
    let last;
    for (let i = 0; i < 31; i += 1) {
      last = await api('POST', '/auth/login', {
        headers: from,
        body: { email: uniqueEmail('nobody'), password: 'wrong-password' },
      });
      if (i < 30) expect(last.status).toBe(401);
    }
    expect(last!.status).toBe(429);
    expect(last!.body.message).toMatch(/try again/i);
  });

  it('a forged X-Forwarded-For prefix does not reset the count', async () => {
    const real = address();
    let last;
    for (let i = 0; i < 31; i += 1) {
      last = await api('POST', '/auth/login', {
        headers: { 'x-forwarded-for': `1.2.3.${i}, ${real}` },
        body: { email: uniqueEmail('nobody'), password: 'wrong-password' },
      });
    }
    expect(last!.status).toBe(429);
  });
});
