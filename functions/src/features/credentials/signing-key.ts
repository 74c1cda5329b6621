import { readFileSync } from 'node:fs';

import type { JWK } from 'jose' with { 'resolution-mode': 'import' };

import { credentialSigningKey } from './signing-secret';

export interface SigningKey {
  /** RFC 7638 thumbprint of the public key: the key's id in the DID document and in each JWT. */
  kid: string;
  publicJwk: { kty: 'OKP'; crv: 'Ed25519'; x: string };
  privateKey: Awaited<ReturnType<typeof import('jose', { with: { 'resolution-mode': 'import' } }).importJWK>>;
}

/**
 * The local stack keeps its key in its data folder (CREDENTIAL_KEY_FILE, made on first start);
 * production reads the secret. The emulator is handed a placeholder secret in functions/.secret.local
 * only so that it does not try to reach Secret Manager.
 */
function rawKey(): string {
  const file = process.env.CREDENTIAL_KEY_FILE;
  return file ? readFileSync(file, 'utf8') : credentialSigningKey.value();
}

export function parseSigningJwk(raw: string): JWK & { kty: 'OKP'; crv: 'Ed25519'; x: string; d: string } {
  let jwk: JWK;
  try {
    jwk = JSON.parse(raw) as JWK;
  } catch {
    throw new Error('The credential signing key is not JSON: expected an Ed25519 private JWK.');
  }
  if (jwk.kty !== 'OKP' || jwk.crv !== 'Ed25519' || typeof jwk.x !== 'string' || typeof jwk.d !== 'string') {
    throw new Error('The credential signing key must be an Ed25519 private JWK (kty OKP, crv Ed25519, x, d).');
  }
  return jwk as JWK & { kty: 'OKP'; crv: 'Ed25519'; x: string; d: string };
}

let loaded: Promise<SigningKey> | undefined;

export function currentSigningKey(): Promise<SigningKey> {
  loaded ??= (async () => {
    const { calculateJwkThumbprint, importJWK } = await import('jose');
    const jwk = parseSigningJwk(rawKey());
    const publicJwk = { kty: 'OKP' as const, crv: 'Ed25519' as const, x: jwk.x };
    return {
      kid: await calculateJwkThumbprint(publicJwk),
      publicJwk,
      privateKey: await importJWK({ ...jwk, alg: 'EdDSA' }, 'EdDSA'),
    };
  })().catch((err: unknown) => {
    loaded = undefined;
    throw err;
  });
  return loaded;
}
