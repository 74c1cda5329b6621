import { beforeAll, describe, expect, it } from 'vitest';

import type { DeepHealth } from '../support/api-shapes';
import { api, readsOf } from '../support/http';
import { adminToken, learnerToken, newLearner } from '../support/sessions';

describe('GET /api/health', () => {
  it('answers at once, reading nothing, with a request id', async () => {
    const res = await api('GET', '/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { status: 'ok' } });
    expect(readsOf(res)).toBe(0);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-request-id')).toMatch(/^[\w-]{16}$/);
  });
});

describe('GET /api/health/deep', () => {
  let admin: string;
  let learner: string;
  beforeAll(async () => {
    // A registration queues a verification mail, so the outbox check has mail to look at.
    [admin, learner] = await Promise.all([adminToken(), learnerToken(), newLearner('health')]);
  });

  it('is refused to anyone but an admin', async () => {
    expect((await api('GET', '/health/deep')).status).toBe(401);
    const asLearner = await api('GET', '/health/deep', { token: learner });
    expect(asLearner.status).toBe(403);
    expect(asLearner.body).toEqual({ success: false, message: 'Admin access required' });
  });

  it("shows an admin each check's result: Firestore, storage and the mail outbox", async () => {
    const res = await api<DeepHealth>('GET', '/health/deep', { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { status, checks } = res.body.data;
    expect(status).toBe('ok');
    expect(Object.keys(checks).sort()).toEqual(['firestore', 'mail', 'storage']);
    expect(checks.firestore).toEqual({ ok: true, ms: expect.any(Number) });
    expect(checks.storage).toEqual({ ok: true, ms: expect.any(Number) });
    expect(checks.mail).toMatchObject({
      ok: true,
      checked: expect.any(Number),
      undelivered: expect.any(Number),
      failedLast24h: 0,
    });
    expect(checks.mail.checked).toBeGreaterThan(0);
  });
});
