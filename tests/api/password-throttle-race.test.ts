import { createRequire } from 'node:module';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { uniqueEmail } from '../support/env';

// The throttle's own code (the built functions/lib) against the test stack's Firestore, called in
// parallel from this process with a password check that counts its calls and always fails. Over
// HTTP the Functions emulator starts a worker process per concurrent request, which on a loaded
// two-core machine spreads a burst over longer than the first delay (5 s), after which one more
// check is due by design; here the burst lands at once, as a script's would in production.
const require = createRequire(import.meta.url);
const { throttledPasswordCheck } = require(
  join(import.meta.dirname, '../../functions/lib/features/rate-limit/password-throttle.service.js'),
) as {
  throttledPasswordCheck: <T>(email: string, client: string, check: () => Promise<T | null>) => Promise<T | null>;
};

async function burst(email: string, clients: string[]) {
  let checks = 0;
  const wrongPassword = async () => {
    checks += 1;
    return null;
  };
  const outcomes = await Promise.allSettled(clients.map((client) => throttledPasswordCheck(email, client, wrongPassword)));
  const refused = outcomes.filter((o) => o.status === 'rejected' && (o.reason as { status?: number }).status === 429).length;
  return { checks, refused, failed: outcomes.filter((o) => o.status === 'fulfilled').length };
}

describe('the password throttle under parallel attempts', () => {
  it('forty parallel wrong passwords from one address get exactly five checks', async () => {
    const client = `10.198.${Math.floor(Math.random() * 250)}.1`;
    const result = await burst(uniqueEmail('race-pair'), Array(40).fill(client));
    expect(result).toEqual({ checks: 5, failed: 5, refused: 35 });
  });

  it('fifty parallel wrong passwords from fifty addresses get exactly ten checks', async () => {
    const clients = Array.from({ length: 50 }, (_, i) => `10.197.${Math.floor(Math.random() * 250)}.${i}`);
    const result = await burst(uniqueEmail('race-account'), clients);
    expect(result).toEqual({ checks: 10, failed: 10, refused: 40 });
  });
});
