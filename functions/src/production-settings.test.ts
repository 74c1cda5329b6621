import { generateKeyPairSync } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { assertProductionSettings, settingProblems } from './production-settings';

// Settings of the shape production gives `api` (scripts/ops/lib/production-sample.mjs has the same).
const production: NodeJS.ProcessEnv = {
  SITE_URL: 'https://cricvision.example',
  COMPANY_INBOX: 'support@cricvision.example',
  WEB_API_KEY: 'web-api-key',
  CREDENTIAL_SIGNING_KEY: JSON.stringify(generateKeyPairSync('ed25519').privateKey.export({ format: 'jwk' })),
  MEDIA_SIGNING_KEY: 'x'.repeat(64),
  RAZORPAY_KEY_ID: 'rzp_live_x',
  RAZORPAY_KEY_SECRET: 'secret',
  RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
  INVOICE_SUPPLIER_NAME: 'CricVision Technologies Private Limited',
  INVOICE_SUPPLIER_ADDRESS: 'Bengaluru, Karnataka 560103, India',
  INVOICE_SUPPLIER_GSTIN: '29AAKCC4721M1Z9',
  TRUSTED_PROXY_RANGES: '192.0.2.0/24, 2001:db8::/32',
};
const starting = (env: NodeJS.ProcessEnv) => () => assertProductionSettings('api', { ...env, FUNCTION_TARGET: 'api' });

describe('TRUSTED_PROXY_RANGES in production (decision 0005)', () => {
  it('api starts with the ranges Hosting connects from', () => {
    expect(settingProblems('api', production)).toEqual([]);
    expect(starting(production)).not.toThrow();
  });

  it('api refuses to start without them, naming the setting', () => {
    const { TRUSTED_PROXY_RANGES: _omitted, ...without } = production;
    expect(starting(without)).toThrow(/TRUSTED_PROXY_RANGES is not set/);
    expect(starting({ ...production, TRUSTED_PROXY_RANGES: ' , ' })).toThrow(/TRUSTED_PROXY_RANGES is not set/);
  });

  it('api refuses a value that is not a list of address ranges', () => {
    expect(starting({ ...production, TRUSTED_PROXY_RANGES: '192.0.2.0/24, hosting.example/24' })).toThrow(
      /TRUSTED_PROXY_RANGES holds hosting.example\/24, which is not an address range/,
    );
    expect(starting({ ...production, TRUSTED_PROXY_RANGES: '192.0.2.0/33' })).toThrow(/192.0.2.0\/33/);
    expect(starting({ ...production, TRUSTED_PROXY_RANGES: '192.0.2.0/abc' })).toThrow(/192.0.2.0\/abc/);
  });

  it('is not asked for when no proxy fronts the function (TRUSTED_PROXY_HOPS=0)', () => {
    const { TRUSTED_PROXY_RANGES: _omitted, ...without } = production;
    expect(settingProblems('api', { ...without, TRUSTED_PROXY_HOPS: '0' })).toEqual([]);
  });

  it('ssr and the emulator are not held to it', () => {
    expect(settingProblems('ssr', { SITE_URL: 'https://cricvision.example' })).toEqual([]);
    expect(() => assertProductionSettings('api', { FUNCTIONS_EMULATOR: 'true', FUNCTION_TARGET: 'api' })).not.toThrow();
  });
});
