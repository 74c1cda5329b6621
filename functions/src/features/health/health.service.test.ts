import { beforeEach, describe, expect, it, vi } from 'vitest';

import { deepHealth } from './health.service';

const { readProbeDocument, recentOutbox, store } = vi.hoisted(() => {
  const files = new Map<string, Buffer>();
  return {
    readProbeDocument: vi.fn(),
    recentOutbox: vi.fn(),
    store: {
      files,
      broken: false,
      put: vi.fn(async (path: string, bytes: Buffer) => {
        if (store.broken) throw new Error('403 storage.objects.create denied');
        files.set(path, bytes);
      }),
      stat: vi.fn(async (path: string) =>
        files.has(path) ? { size: files.get(path)!.length, contentType: 'text/plain' } : null,
      ),
      delete: vi.fn(async (path: string) => void files.delete(path)),
    },
  };
});
vi.mock('./health.repository', () => ({ readProbeDocument }));
vi.mock('../mail/outbox.repository', () => ({ recentOutbox }));
vi.mock('../../media', () => ({ getMediaStore: () => store }));

const quietOutbox = { checked: 40, undeliveredMinutes: [0.5], failed: 0 };

beforeEach(() => {
  vi.clearAllMocks();
  store.broken = false;
  readProbeDocument.mockResolvedValue(undefined);
  recentOutbox.mockResolvedValue(quietOutbox);
});

describe('the deep health check', () => {
  it('is ok when Firestore answers, a file goes to storage and back, and the outbox is moving; the probe file is gone after', async () => {
    const health = await deepHealth(new Date('2026-11-27T10:00:00Z'));
    expect(health.ok).toBe(true);
    expect(health.failing).toEqual([]);
    expect(health.checks.firestore).toEqual({ ok: true, ms: expect.any(Number) });
    expect(health.checks.storage).toEqual({ ok: true, ms: expect.any(Number) });
    expect(health.checks.mail).toEqual({
      ok: true,
      ms: expect.any(Number),
      checked: 40,
      undelivered: 1,
      oldestUndeliveredMinutes: 1,
      failedLast24h: 0,
    });
    expect(store.put).toHaveBeenCalledTimes(1);
    expect(store.files.size).toBe(0);
    // Failures are counted from a day back.
    expect(recentOutbox.mock.calls[0][1]).toEqual(new Date('2026-11-26T10:00:00Z'));
  });

  it('names each failing check with its reason', async () => {
    readProbeDocument.mockRejectedValue(new Error('7 PERMISSION_DENIED: Missing or insufficient permissions.'));
    store.broken = true;
    recentOutbox.mockResolvedValue({ checked: 100, undeliveredMinutes: [42, 3], failed: 2 });
    const health = await deepHealth();
    expect(health.ok).toBe(false);
    expect(health.failing).toEqual(['firestore', 'storage', 'mail']);
    expect(health.checks.firestore.error).toBe('7 PERMISSION_DENIED: Missing or insufficient permissions.');
    expect(health.checks.storage.error).toBe('403 storage.objects.create denied');
    expect(health.checks.mail).toMatchObject({
      ok: false,
      oldestUndeliveredMinutes: 42,
      failedLast24h: 2,
      error: '1 mail undelivered after 15 minutes; 2 failed deliveries in the last 24 hours',
    });
  });

  it('a dependency that never answers fails its check in time instead of hanging the request', async () => {
    vi.useFakeTimers();
    readProbeDocument.mockReturnValue(new Promise(() => undefined));
    const pending = deepHealth();
    await vi.advanceTimersByTimeAsync(8_000);
    const health = await pending;
    vi.useRealTimers();
    expect(health.failing).toEqual(['firestore']);
    expect(health.checks.firestore.error).toBe('no answer within 8 s');
  });
});
