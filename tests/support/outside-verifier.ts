import { gunzipSync } from 'node:zlib';

import { Ajv } from 'ajv';
import { decodeProtectedHeader, importJWK, jwtVerify, type JWK, type JWTPayload } from 'jose';

import { SITE_URL } from './env';
import { achievementCredentialSchema } from './open-badges-schema';

/**
 * Verifies an Open Badges 3.0 VC-JWT the way a verifier outside the academy would: with nothing but
 * what the site publishes over HTTP (the did:web document, the status list), jose and a JSON schema.
 * Deliberately shares no code with the function.
 */

/** did:web:host%3Aport -> <scheme>://host:port/.well-known/did.json (http only for the local stack). */
export function didWebUrl(did: string): string {
  const match = /^did:web:([^:]+)$/.exec(did);
  if (!match) throw new Error(`not a did:web without path: ${did}`);
  const host = decodeURIComponent(match[1]);
  const scheme = host.startsWith('127.0.0.1') || host.startsWith('localhost') ? 'http' : 'https';
  return `${scheme}://${host}/.well-known/did.json`;
}

/**
 * The claims of the VC-JWTs the academy signs (an Open Badges 3.0 credential or a Bitstring status
 * list), as far as the tests read them; the JSON schema checks the rest.
 */
export interface CredentialClaims extends JWTPayload {
  id: string;
  type: string[];
  issuer: { id: string };
  validFrom: string;
  validUntil?: string;
  credentialSubject: {
    identifier: { identityType: string; identityHash: string; hashed: boolean; salt?: string }[];
    achievement: Record<string, unknown>;
    encodedList: string;
  };
  evidence: { narrative: string }[];
  credentialStatus: { type: string; statusPurpose: string; statusListCredential: string; statusListIndex: string };
}

interface DidDocument {
  id: string;
  assertionMethod?: string[];
  verificationMethod: { id: string; publicKeyJwk: JWK }[];
}

async function resolveKey(kid: string): Promise<JWK> {
  const did = kid.split('#')[0];
  const res = await fetch(didWebUrl(did));
  if (!res.ok) throw new Error(`DID document: HTTP ${res.status}`);
  const doc = (await res.json()) as DidDocument;
  if (doc.id !== did) throw new Error(`DID document names ${doc.id}, not ${did}`);
  if (!doc.assertionMethod?.includes(kid)) throw new Error(`${kid} is not an assertion method of ${did}`);
  const method = doc.verificationMethod.find((m) => m.id === kid);
  if (!method) throw new Error(`no verification method ${kid}`);
  return method.publicKeyJwk;
}

/** Checks a VC-JWT as of `at` (now by default): signature, issuer, and its nbf and exp claims. */
export async function verifyJwt(jwt: string, at: Date = new Date()) {
  const header = decodeProtectedHeader(jwt);
  if (header.alg !== 'EdDSA' || typeof header.kid !== 'string') throw new Error('expected an EdDSA JWT with a kid');
  const key = await importJWK(await resolveKey(header.kid), 'EdDSA');
  const { payload } = await jwtVerify(jwt, key, { algorithms: ['EdDSA'], currentDate: at });
  const issuerId = typeof payload.issuer === 'string' ? payload.issuer : (payload.issuer as { id: string }).id;
  if (payload.iss !== issuerId) throw new Error('iss does not match the issuer');
  if (!header.kid.startsWith(`${issuerId}#`)) throw new Error('the signing key is not the issuer’s');
  return { header, payload: payload as CredentialClaims };
}

const ajv = new Ajv({ allErrors: true, strictTuples: false });
const validateSchema = ajv.compile(achievementCredentialSchema);

export function schemaErrors(credential: unknown): string[] {
  return validateSchema(credential) ? [] : (validateSchema.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

/** Reads the credential's bit on its (signed) Bitstring status list: true = revoked. */
export async function isRevoked(credential: CredentialClaims): Promise<boolean> {
  const entry = credential.credentialStatus;
  if (entry.type !== 'BitstringStatusListEntry' || entry.statusPurpose !== 'revocation')
    throw new Error('unexpected status entry');
  const res = await fetch(entry.statusListCredential);
  if (!res.ok) throw new Error(`status list: HTTP ${res.status}`);
  const { payload: list } = await verifyJwt(await res.text());
  if (!list.type.includes('BitstringStatusListCredential')) throw new Error('not a status list credential');
  if (list.validUntil && Date.parse(list.validUntil) < Date.now()) throw new Error('the status list has expired');
  const encoded: string = list.credentialSubject.encodedList;
  if (!encoded.startsWith('u')) throw new Error('encodedList is not multibase base64url');
  const bits = gunzipSync(Buffer.from(encoded.slice(1), 'base64url'));
  const index = Number(entry.statusListIndex);
  return ((bits[index >> 3] >> (7 - (index & 7))) & 1) === 1;
}

/** Downloads a certificate's credential file from the public address. */
export async function downloadCredential(hash: string) {
  const res = await fetch(`${SITE_URL}/api/credentials/${hash}`);
  return { status: res.status, headers: res.headers, jwt: await res.text() };
}
