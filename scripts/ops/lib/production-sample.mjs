// @ts-check
// Settings of the shape production gives the functions (docs/deploying.md), with made-up values: what
// the predeploy check and the bench's cold start load the built functions with, outside the emulator.
import { randomBytes } from 'node:crypto';

import { newSigningJwk } from '../credential-key.mjs';

/** The settings production keeps in Secret Manager (docs/deploying.md, step 5); the rest are in functions/.env.<project id>. */
export const SECRET_SETTINGS = [
  'WEB_API_KEY',
  'CREDENTIAL_SIGNING_KEY',
  'MEDIA_SIGNING_KEY',
  'RAZORPAY_KEY_ID',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
];

export const sampleProductionSettings = () => ({
  SITE_URL: 'https://predeploy.cricvision.example',
  COMPANY_INBOX: 'support@cricvision.example',
  WEB_API_KEY: 'predeploy-web-api-key',
  CREDENTIAL_SIGNING_KEY: JSON.stringify(newSigningJwk()),
  MEDIA_SIGNING_KEY: randomBytes(32).toString('hex'),
  RAZORPAY_KEY_ID: 'rzp_live_predeploy',
  RAZORPAY_KEY_SECRET: 'predeploy-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'predeploy-webhook-secret',
  INVOICE_SUPPLIER_NAME: 'CricVision Technologies Private Limited',
  INVOICE_SUPPLIER_ADDRESS: 'Bengaluru, Karnataka 560103, India',
  INVOICE_SUPPLIER_GSTIN: '29AAKCC4721M1Z9',
  // Documentation ranges (RFC 5737, RFC 3849): the shape, not Hosting's real addresses.
  TRUSTED_PROXY_RANGES: '192.0.2.0/24, 2001:db8::/32',
});
