import { defineSecret } from 'firebase-functions/params';

/**
 * The academy's Ed25519 private key as a JWK (kty OKP, crv Ed25519, x, d), held in Secret Manager.
 * Declared by the function in index.ts so Cloud Functions mounts it; see docs/decisions/0033-signing-keys.md.
 */
export const credentialSigningKey = defineSecret('CREDENTIAL_SIGNING_KEY');
