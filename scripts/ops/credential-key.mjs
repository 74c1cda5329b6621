// @ts-check
// The local stack's credential signing key: an Ed25519 private JWK made on first start and kept in
// the stack's data folder, so restarts keep signing with it (and `npm run reset` or a fresh test
// stack makes a new one). Production keeps its key in Secret Manager instead (docs/decisions/0033-signing-keys.md).
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const credentialKeyFile = (/** @type {string} */ dataDir) => join(dataDir, 'credential-signing-key.json');

export function newSigningJwk() {
  const { privateKey } = generateKeyPairSync('ed25519');
  return privateKey.export({ format: 'jwk' });
}

/** @param {string} dataDir */
export function ensureLocalSigningKey(dataDir) {
  const file = credentialKeyFile(dataDir);
  if (!existsSync(file)) writeFileSync(file, JSON.stringify(newSigningJwk()), { mode: 0o600 });
  return file;
}

// `node scripts/ops/credential-key.mjs` prints a new key for `firebase functions:secrets:set CREDENTIAL_SIGNING_KEY`.
if (process.argv[1] === import.meta.filename) console.log(JSON.stringify(newSigningJwk()));
