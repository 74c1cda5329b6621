import type { Transaction } from 'firebase-admin/firestore';

import type { EmailPreferences, ReminderKind } from '../../contract';
import { getDb } from '../../lib/firebase';
import { documentsWhere, type Person, type PersonalDocument } from '../../lib/personal-data';
import { mailsSentOnce, queueMailOnce, type OutboxMail } from '../mail/outbox.repository';

/*
 * `emailPreferences/{uid}`: the reminder kinds a learner turned off or on (absent: on).
 * `learnerReminders/{key}`: one document per reminder sent, whose id is what makes it once only.
 */
const preferences = () => getDb().collection('emailPreferences');
const sent = () => getDb().collection('learnerReminders');

export async function findEmailPreferences(uid: string): Promise<Partial<EmailPreferences>> {
  return ((await preferences().doc(uid).get()).data() as Partial<EmailPreferences> | undefined) ?? {};
}

export async function findEmailPreferencesOf(uids: string[]): Promise<Map<string, Partial<EmailPreferences>>> {
  if (uids.length === 0) return new Map();
  const snaps = await getDb().getAll(...uids.map((uid) => preferences().doc(uid)));
  return new Map(snaps.filter((snap) => snap.exists).map((snap) => [snap.id, snap.data() as Partial<EmailPreferences>]));
}

export async function saveEmailPreferences(uid: string, changes: Partial<EmailPreferences>): Promise<void> {
  const { FieldValue } = await import('firebase-admin/firestore');
  await preferences()
    .doc(uid)
    .set({ ...changes, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
}

/** Which of these reminder keys were used. */
export function usedReminderKeys(keys: string[]): Promise<Set<string>> {
  return mailsSentOnce(keys.map((key) => sent().doc(key)));
}

/** Sends `mail` once for `key` (its record in `learnerReminders`). Answers whether it was sent. */
export function sendReminderOnce(
  key: string,
  record: { uid: string; kind: ReminderKind; courseId: string; rule: string },
  mail: OutboxMail,
): Promise<boolean> {
  return queueMailOnce(sent().doc(key), record, mail);
}

/** What the reminders keep about one person: their choices and the reminders sent to them. */
export interface RemindersPersonalData {
  preferences: PersonalDocument | null;
  sent: PersonalDocument[];
}

export async function findRemindersDocumentsOf(person: Person): Promise<RemindersPersonalData> {
  const [choice, reminders] = await Promise.all([preferences().doc(person.uid).get(), documentsWhere(sent(), 'uid', person.uid)]);
  return { preferences: choice.exists ? { id: choice.id, ...choice.data() } : null, sent: reminders };
}

export function eraseRemindersInTransaction(tx: Transaction, found: RemindersPersonalData): void {
  if (found.preferences) tx.delete(preferences().doc(found.preferences.id));
  for (const { id } of found.sent) tx.delete(sent().doc(id));
}
