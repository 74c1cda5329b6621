import { localePath, type Locale } from '../../contract/locales';
import { certificateVerificationPath } from '../../contract/public-pages';
import { siteUrl } from '../mail/mail-config';

/**
 * Who signs the academy's credentials and where everything a verifier needs is published. Every
 * address is derived from SITE_URL (the public site, as in mails), never from a request's Host
 * header, so no request can change what a credential says about its issuer.
 */
export const ACADEMY = {
  legalName: 'CricVision Technologies Private Limited',
  platform: 'CricVision Academy',
  description:
    'CricVision Academy certifies cricket video analysts, coaches and production crews for federations, academies and broadcasters.',
};

export function siteOrigin(): string {
  return new URL(siteUrl()).origin;
}

/** did:web names the site's host; a port is percent-encoded (did:web method, section 3.1). */
export function issuerDid(origin: string): string {
  return `did:web:${encodeURIComponent(new URL(origin).host)}`;
}

export function publishedAddresses(origin: string) {
  return {
    didDocument: `${origin}/.well-known/did.json`,
    issuerProfile: `${origin}/api/credentials/issuer`,
    statusList: `${origin}/api/credentials/status/revocation`,
    credential: (hash: string) => `${origin}/api/credentials/${hash}`,
    verifyPage: (hash: string) => `${origin}${certificateVerificationPath(hash)}`,
    coursePage: (courseId: string) => `${origin}/courses/${courseId}`,
    coursePageIn: (language: Locale, courseId: string) => `${origin}${localePath(language, `/courses/${courseId}`)}`,
  };
}

export const VC_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
export const OB_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';

/** The Open Badges Profile of the academy: the issuer of every credential and creator of every achievement. */
export function issuerProfile(origin: string) {
  return {
    id: issuerDid(origin),
    type: ['Profile'],
    name: ACADEMY.legalName,
    url: origin,
    description: ACADEMY.description,
  };
}
