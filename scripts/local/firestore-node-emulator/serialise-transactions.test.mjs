// @ts-check
import { describe, expect, it } from 'vitest';

import { transactionQueue } from './serialise-transactions.mjs';

describe('transactionQueue', () => {
  it('lets one transaction run at a time, in arrival order', async () => {
    const queue = transactionQueue();
    const order = [];
    const first = await queue.acquire();
    const second = queue.acquire().then((release) => {
      order.push('second starts');
      return release;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    order.push('first ends');
    first();
    (await second)();
    expect(order).toEqual(['first ends', 'second starts']);
  });

  it('ends the running transaction on its commit, and lets an abandoned one go after the timeout', async () => {
    const queue = transactionQueue(50);
    await queue.acquire();
    queue.releaseCurrent();
    const started = Date.now();
    await queue.acquire();
    expect(Date.now() - started).toBeLessThan(40);
    await queue.acquire();
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });
});
