import { describe, expect, it } from 'vitest';

import { api, readsOf } from '../support/http';
import { learnerToken } from '../support/sessions';

describe('Firestore read meter', () => {
  it('reports what a request read: the profile lookup of an authenticated call', async () => {
    const res = await api('GET', '/auth/me', { token: await learnerToken() });
    expect(res.status).toBe(200);
    expect(readsOf(res)).toBeGreaterThanOrEqual(1);
    expect(readsOf(res)).toBeLessThanOrEqual(2);
  });

  it('reports zero for a request that reads nothing', async () => {
    const res = await api('GET', '/health');
    expect(readsOf(res)).toBe(0);
  });

  it('counts per request, not across concurrent requests', async () => {
    const token = await learnerToken();
    const answers = await Promise.all(Array.from({ length: 8 }, () => api('GET', '/auth/me', { token })));
    const reads = answers.map(readsOf);
    expect(new Set(reads).size).toBe(1);
  });
});
