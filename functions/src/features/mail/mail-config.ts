import { localePath, type Locale } from '../../contract/locales';

/**
 * Where mail points and goes. Set in production in `functions/.env.<project id>` (docs/deploying.md, step 6); the
 * local stack sets them for the emulators.
 */
export const MAIL_COLLECTION = 'mail';

/** The site's public address, without a trailing slash: every link in a mail starts here. */
export function siteUrl(): string {
  const url = process.env.SITE_URL;
  if (!url) throw new Error('SITE_URL is not configured: mails need the site address for their links');
  return url.replace(/\/+$/, '');
}

/** The company inbox that hears of every contact message. */
export function companyInbox(): string {
  const inbox = process.env.COMPANY_INBOX;
  if (!inbox) throw new Error('COMPANY_INBOX is not configured: contact messages need somewhere to go');
  return inbox;
}

/** A link to a page of the site, with its query. */
export function siteLink(path: string, query: Record<string, string> = {}): string {
  const params = new URLSearchParams(query).toString();
  return `${siteUrl()}${path}${params ? `?${params}` : ''}`;
}

/** A link to a page of the site in a language: a Hindi mail leads to the page under /hi/. */
export function siteLinkIn(language: Locale, path: string, query: Record<string, string> = {}): string {
  return siteLink(localePath(language, path), query);
}

/** The site's own mail domain (the support address and the sender are at it). */
const OWN_DOMAIN = 'cricvision.in';

const domainOf = (address: string) => address.trim().toLowerCase().split('@').pop()?.replace(/>$/, '') ?? '';

/**
 * Whether an address is at one of the site's own mail domains (the company inbox's, the sender's,
 * cricvision.in) or a subdomain: no account may claim one, so no one can register the company's
 * inbox and collect or erase what is addressed to it.
 */
export function isSiteAddress(email: string): boolean {
  const domains = new Set(
    [OWN_DOMAIN, process.env.COMPANY_INBOX, process.env.MAIL_FROM]
      .filter((value): value is string => Boolean(value))
      .map(domainOf),
  );
  const domain = domainOf(email);
  return [...domains].some((own) => own && (domain === own || domain.endsWith(`.${own}`)));
}
