export type CredentialCheck =
  { state: 'checking' } | { state: 'valid'; signer: string; revoked: boolean } | { state: 'invalid'; reason: string };

async function fetchText(url: string, what: string): Promise<string> {
  const res = await fetch(url, { cache: 'no-store' });
  if (!res.ok) throw new Error(`${what} could not be fetched (HTTP ${res.status})`);
  return res.text();
}

/** Verifies a VC-JWT against this site's published did:web document; throws with the reason. */
async function verifyAgainstSite(jwt: string): Promise<Record<string, any>> {
  const { decodeProtectedHeader, importJWK, jwtVerify } = await import('jose');
  const header = decodeProtectedHeader(jwt);
  const did = `did:web:${encodeURIComponent(window.location.host)}`;
  if (typeof header.kid !== 'string' || !header.kid.startsWith(`${did}#`))
    throw new Error('it was not signed with a key of this site');
  const document = JSON.parse(await fetchText('/.well-known/did.json', 'the issuer’s key list'));
  const method = document.verificationMethod?.find((m: { id: string }) => m.id === header.kid);
  if (!method || !document.assertionMethod?.includes(header.kid))
    throw new Error('its key is not among the issuer’s published keys');
  const key = await importJWK(method.publicKeyJwk, 'EdDSA');
  const { payload } = await jwtVerify(jwt, key, { algorithms: ['EdDSA'] });
  return payload;
}

async function gunzip(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

function base64UrlBytes(text: string): Uint8Array {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

/** Reads the credential's bit on its signed Bitstring status list. */
async function isRevoked(credential: Record<string, any>): Promise<boolean> {
  const entry = credential.credentialStatus;
  const list = await verifyAgainstSite(await fetchText(new URL(entry.statusListCredential).pathname, 'the status list'));
  const bits = await gunzip(base64UrlBytes(String(list.credentialSubject.encodedList).slice(1)));
  const index = Number(entry.statusListIndex);
  return ((bits[index >> 3] >> (7 - (index & 7))) & 1) === 1;
}

/**
 * Checks a certificate's Open Badges credential in the browser, as any verifier would: the
 * signature against the key the site publishes at /.well-known/did.json, that it is this
 * certificate's credential, and its bit on the revocation list.
 */
export async function checkCredential(jwt: string, hash: string): Promise<CredentialCheck> {
  try {
    const credential = await verifyAgainstSite(jwt);
    if (!String(credential.id).endsWith(`/api/credentials/${hash}`)) throw new Error('it belongs to another certificate');
    return { state: 'valid', signer: credential.issuer?.name ?? credential.iss, revoked: await isRevoked(credential) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { state: 'invalid', reason: /signature/i.test(message) ? 'the signature does not match its content' : message };
  }
}
