import { AppError } from '../../lib/app-error';
import { findCertificate } from '../certificates/certificates.service';

import {
  claimStatusIndex,
  findPublishedKey as readPublishedKey,
  listPublishedKeys,
  publishKey,
  type PublishedKey,
  revokedIndexes,
} from './credentials.repository';
import { OB_CONTEXT, VC_CONTEXT, issuerDid, issuerProfile, publishedAddresses, siteOrigin } from './issuer';
import { buildOpenBadgeCredential, type CredentialFacts } from './open-badge';
import { currentSigningKey, type SigningKey } from './signing-key';
import { encodeStatusList } from './status-list';
import { signVcJwt } from './vc-jwt';

let published: Promise<SigningKey> | undefined;

/** The key this instance signs with (credentials, invoices), made public (once per instance) before its first signature. */
export function signingKey(): Promise<SigningKey> {
  published ??= currentSigningKey()
    .then(async (key) => {
      await publishKey(key.kid, key.publicJwk);
      return key;
    })
    .catch((err: unknown) => {
      published = undefined;
      throw err;
    });
  return published;
}

/**
 * Signs the Open Badges 3.0 credential of a certificate at the status-list index it claims for the
 * certificate's hash first (revoking it later sets that bit); the caller stores both with the certificate.
 */
export async function signCertificateCredential(
  facts: Omit<CredentialFacts, 'origin' | 'statusIndex'>,
): Promise<{ credential: string; statusIndex: number }> {
  const statusIndex = await claimStatusIndex(facts.hash);
  const credential = buildOpenBadgeCredential({ ...facts, statusIndex, origin: siteOrigin() });
  return { credential: await signVcJwt(credential, await signingKey()), statusIndex };
}

/** A key the site has published (the current one or one retired), by its id: what an old signature is checked with. */
export function findPublishedKey(kid: string): Promise<PublishedKey | null> {
  return readPublishedKey(kid);
}

/** did:web document: every key that ever signed (current and retired), each under its own id. */
export async function didDocument() {
  const origin = siteOrigin();
  const did = issuerDid(origin);
  await signingKey();
  const keys = await listPublishedKeys();
  const methods = keys.map((key) => ({
    id: `${did}#${key.kid}`,
    type: 'JsonWebKey2020',
    controller: did,
    publicKeyJwk: key.publicJwk,
  }));
  return {
    '@context': ['https://www.w3.org/ns/did/v1', 'https://w3id.org/security/suites/jws-2020/v1'],
    id: did,
    verificationMethod: methods,
    assertionMethod: methods.map((method) => method.id),
    service: [{ id: `${did}#issuer-profile`, type: 'LinkedDomains', serviceEndpoint: publishedAddresses(origin).issuerProfile }],
  };
}

export function issuerProfileDocument() {
  return { '@context': [VC_CONTEXT, OB_CONTEXT], ...issuerProfile(siteOrigin()) };
}

/**
 * How long a signed revocation list may be believed: a few of its minute-long cache lifetimes, so
 * an old copy (from before a revocation) cannot be replayed to a verifier for long.
 */
export const STATUS_LIST_LIFETIME_MS = 10 * 60 * 1000;

/** The revocation status list as a signed BitstringStatusListCredential (VC-JWT), valid for minutes. */
export async function revocationListCredential(): Promise<string> {
  const origin = siteOrigin();
  const url = publishedAddresses(origin).statusList;
  const issuer = issuerProfile(origin);
  const now = Date.now();
  const credential = {
    '@context': [VC_CONTEXT],
    id: url,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer,
    validFrom: new Date(now).toISOString(),
    validUntil: new Date(now + STATUS_LIST_LIFETIME_MS).toISOString(),
    credentialSubject: {
      id: `${url}#list`,
      type: 'BitstringStatusList',
      statusPurpose: 'revocation',
      encodedList: encodeStatusList(await revokedIndexes()),
    },
  };
  return signVcJwt(credential, await signingKey());
}

/** The signed credential file of one certificate: gone (410) once its holder withdrew it, else 404 when there is none. */
export async function credentialFile(hash: string): Promise<{ certificateId: string; credential: string }> {
  const certificate = await findCertificate(hash);
  if (certificate?.credentialWithdrawn) throw AppError.gone('This credential was withdrawn by its holder');
  if (!certificate?.credential) throw AppError.notFound('Credential not found');
  return { certificateId: certificate.certificateId, credential: certificate.credential };
}
