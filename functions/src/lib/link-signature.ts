import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Links that must work without the bearer token (a <video src>, a PDF in a mail) carry an HMAC of
 * what they open and until when, under MEDIA_SIGNING_KEY (Secret Manager; the local stack passes
 * a per-run LOCAL_MEDIA_SIGNING_KEY, see media/signing-secret.ts).
 */
function signingKey(): string {
  const key = process.env.LOCAL_MEDIA_SIGNING_KEY || process.env.MEDIA_SIGNING_KEY || '';
  // Fail closed: without a key no signed link is made or honoured, rather than one signed with a guessable key.
  if (key.length < 32) throw new Error('MEDIA_SIGNING_KEY is missing or shorter than 32 characters');
  return key;
}

export const linkSignature = (...parts: (string | number)[]) =>
  createHmac('sha256', signingKey()).update(parts.join('\n')).digest('base64url');

export function signatureMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
