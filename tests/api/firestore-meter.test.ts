import { describe, expect, it } from 'vitest';

import { api, readsOf, writesOf } from '../support/http';
import { learnerToken, newLearner } from '../support/sessions';

describe('Firestore meter', () => {
  it('reports what a request read: the profile lookup of an authenticated call', async () => {
    const res = await api('GET', '/auth/me', { token: await learnerToken() });
    expect(res.status).toBe(200);
    expect(readsOf(res)).toBeGreaterThanOrEqual(1);
    // The profile, then the memberships read on the server: the groups managed and the staff courses.
    expect(readsOf(res)).toBeLessThanOrEqual(3);
  });

  it('reports zero for a request that reads and writes nothing', async () => {
    const res = await api('GET', '/health');
    expect(readsOf(res)).toBe(0);
    expect(writesOf(res)).toBe(0);
  });

  it('counts committed writes: a profile update writes the user document once', async () => {
    const { token, email } = await newLearner('meter');
    const res = await api('PUT', '/users/profile', { token, body: { name: 'Renamed Learner', email } });
    expect(res.status).toBe(200);
    expect(writesOf(res)).toBeGreaterThanOrEqual(1);
    expect(writesOf(res)).toBeLessThanOrEqual(2);
  });

  it('counts per request, not across concurrent requests', async () => {
    const token = await learnerToken();
    const answers = await Promise.all(Array.from({ length: 8 }, () => api('GET', '/auth/me', { token })));
    const reads = answers.map(readsOf);
    expect(new Set(reads).size).toBe(1);
  });
});
