import type { ReminderKind } from '../../contract';
import { linkSignature, signatureMatches } from '../../lib/link-signature';
import type { Locale } from '../../contract/locales';
import { siteLink, siteLinkIn } from '../mail/mail-config';

/*
 * A reminder's way out (RFC 8058): a link signed for one person and one kind of reminder, which a
 * mail provider POSTs to with no session. The signature is what stops anyone unsubscribing
 * someone else; it does not expire, since an unsubscribe link must keep working.
 */

const signatureOf = (uid: string, kind: ReminderKind) => linkSignature('unsubscribe', uid, kind);

export const unsubscribeQuery = (uid: string, kind: ReminderKind) => ({ u: uid, k: kind, s: signatureOf(uid, kind) });

/** The address of the List-Unsubscribe header: the API's one-click endpoint. */
export const oneClickUrl = (uid: string, kind: ReminderKind) => siteLink('/api/email-preferences/unsubscribe', unsubscribeQuery(uid, kind));

/** The link in the mail's text, for a person: a page in the mail's language that says what stops and asks once. */
export const unsubscribePageUrl = (uid: string, kind: ReminderKind, language: Locale = 'en') =>
  siteLinkIn(language, '/unsubscribe', unsubscribeQuery(uid, kind));

export const isSignedFor = (uid: string, kind: ReminderKind, signature: string) => signatureMatches(signatureOf(uid, kind), signature);
