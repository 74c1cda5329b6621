// @ts-check
// How long 'Forgot password' takes to answer for an address with an account and for one without:
// the form must not tell them apart. On a quiet machine both answer at the floor the API waits for.
import { call } from './api.mjs';

const PAIRS = 7;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Interleaved pairs, each request from its own client so no rate limit is reached. */
export async function measureResetTiming(site) {
  const email = `bench-reset-${Date.now()}@example.com`;
  await call(site, 'POST', '/auth/register', {
    client: '10.77.0.1',
    body: { name: 'Bench Reset', email, password: 'bench-secret' },
  });
  const timeOf = async (address, client) => {
    const started = performance.now();
    await call(site, 'POST', '/auth/forgot-password', { client, body: { email: address } });
    return performance.now() - started;
  };
  const known = [];
  const unknown = [];
  for (let i = 0; i < PAIRS; i += 1) {
    known.push(await timeOf(email, `10.77.1.${i + 1}`));
    unknown.push(await timeOf(`bench-nobody-${Date.now()}-${i}@example.com`, `10.77.2.${i + 1}`));
  }
  return { pairs: PAIRS, knownMs: median(known), unknownMs: median(unknown) };
}
