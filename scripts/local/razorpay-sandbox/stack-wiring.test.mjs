// @ts-check
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { DEV_PORTS, ROOT, TEST_PORTS, localFirebaseConfig, stackEnv } from '../stack.mjs';
import { LOCAL_RAZORPAY_KEYS } from './keys.mjs';

const provider = process.env.PAYMENT_PROVIDER;
afterEach(() => {
  if (provider === undefined) delete process.env.PAYMENT_PROVIDER;
  else process.env.PAYMENT_PROVIDER = provider;
});

describe('the stack and the Razorpay sandbox', () => {
  it('points the local CSP’s Razorpay origins at the sandbox, and leaves the rest alone', () => {
    const csp =
      "default-src 'self'; script-src 'self' https://checkout.razorpay.com; connect-src 'self'; frame-src https://www.google.com https://api.razorpay.com https://checkout.razorpay.com";
    const config = {
      hosting: {
        headers: [
          {
            source: '**',
            headers: [
              { key: 'Content-Security-Policy', value: csp },
              { key: 'X-Frame-Options', value: 'https://api.razorpay.com' },
            ],
          },
        ],
      },
      emulators: {},
    };
    const local = localFirebaseConfig(config, TEST_PORTS);
    const sandbox = `http://127.0.0.1:${TEST_PORTS.razorpay}`;
    expect(local.hosting.headers[0].headers[0].value).toBe(
      `default-src 'self'; script-src 'self' ${sandbox}; connect-src 'self'; frame-src https://www.google.com ${sandbox}`,
    );
    expect(local.hosting.headers[0].headers[1].value).toBe('https://api.razorpay.com');
    expect(local.emulators.hosting).toEqual({ host: '127.0.0.1', port: TEST_PORTS.hosting });
    expect(config.hosting.headers[0].headers[0].value).toBe(csp);
  });

  it('gives the functions the sandbox’s keys and addresses, and PAYMENT_PROVIDER from the environment', () => {
    delete process.env.PAYMENT_PROVIDER;
    const env = stackEnv('node', DEV_PORTS, '/tmp/data');
    expect(env).toMatchObject({
      ...LOCAL_RAZORPAY_KEYS,
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_API_URL: `http://127.0.0.1:${DEV_PORTS.razorpay}`,
      RAZORPAY_CHECKOUT_URL: `http://127.0.0.1:${DEV_PORTS.razorpay}/v1/checkout.js`,
    });
    process.env.PAYMENT_PROVIDER = 'demo';
    expect(stackEnv('node', DEV_PORTS, '/tmp/data').PAYMENT_PROVIDER).toBe('demo');
    process.env.PAYMENT_PROVIDER = 'stripe';
    expect(() => stackEnv('node', DEV_PORTS, '/tmp/data')).toThrow(/PAYMENT_PROVIDER/);
  });

  it('keeps functions/.secret.local (which the emulator puts over the environment) on the sandbox’s keys', () => {
    const secrets = Object.fromEntries(
      readFileSync(join(ROOT, 'functions/.secret.local'), 'utf8')
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    for (const [name, value] of Object.entries(LOCAL_RAZORPAY_KEYS)) expect(secrets[name]).toBe(value);
  });
});
