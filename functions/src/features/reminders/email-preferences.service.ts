import { type EmailPreferences, type EmailPreferencesBody, REMINDER_KINDS, type UnsubscribeQuery } from '../../contract';
import { AppError } from '../../lib/app-error';

import { findEmailPreferences, saveEmailPreferences } from './reminders.repository';
import { isSignedFor } from './unsubscribe-link';

/** Every kind is on until its learner turns it off. */
const withDefaults = (stored: Partial<EmailPreferences>): EmailPreferences =>
  Object.fromEntries(REMINDER_KINDS.map((kind) => [kind, stored[kind] !== false])) as EmailPreferences;

export async function getEmailPreferences(uid: string): Promise<EmailPreferences> {
  return withDefaults(await findEmailPreferences(uid));
}

export async function updateEmailPreferences(uid: string, body: EmailPreferencesBody): Promise<EmailPreferences> {
  const changes = Object.fromEntries(Object.entries(body).filter(([, on]) => on !== undefined)) as Partial<EmailPreferences>;
  if (Object.keys(changes).length === 0) throw AppError.badRequest('Say which emails to turn on or off');
  await saveEmailPreferences(uid, changes);
  return getEmailPreferences(uid);
}

/**
 * The one-click unsubscribe (RFC 8058): no session, only a link signed for that person and kind.
 * A link whose signature does not match changes nothing, so no one can unsubscribe someone else.
 */
export async function unsubscribe(query: UnsubscribeQuery): Promise<void> {
  if (!isSignedFor(query.u, query.k, query.s)) throw AppError.forbidden('This unsubscribe link is not valid');
  await saveEmailPreferences(query.u, { [query.k]: false });
}
