import type { SigningKey } from './signing-key';

/**
 * VC-JWT as Open Badges 3.0 section 8.2 describes it: the payload is the credential itself, with
 * `iss` (the issuer's id), `jti` (the credential's id), `nbf` (validFrom) and, when the credential
 * has one, `exp` (validUntil) as registered claims; the header names the verification method in the
 * issuer's DID document.
 */
export async function signVcJwt(
  credential: { id: string; issuer: { id: string }; validFrom: string; validUntil?: string } & Record<string, unknown>,
  key: SigningKey,
): Promise<string> {
  const { SignJWT } = await import('jose');
  const jwt = new SignJWT(credential)
    .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT', kid: `${credential.issuer.id}#${key.kid}` })
    .setIssuer(credential.issuer.id)
    .setJti(credential.id)
    .setNotBefore(Math.floor(Date.parse(credential.validFrom) / 1000));
  if (credential.validUntil) jwt.setExpirationTime(Math.floor(Date.parse(credential.validUntil) / 1000));
  return jwt.sign(key.privateKey);
}
