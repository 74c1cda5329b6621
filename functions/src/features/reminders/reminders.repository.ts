import type { Transaction } from 'firebase-admin/firestore';

import type { EmailPreferences, ReminderKind } from '../../contract';
import { getDb } from '../../lib/firebase';
import { documentsWhere, type Person, type PersonalDocument } from '../../lib/personal-data';
import { queueMail, type OutboxMail } from '../mail/outbox.repository';

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
export async function usedReminderKeys(keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const snaps = await getDb().getAll(...keys.map((key) => sent().doc(key)));
  return new Set(snaps.filter((snap) => snap.exists).map((snap) => snap.id));
}

/**
 * Sends `mail` once for `key`: the reminder's record and its mail are written in one transaction,
 * only when no record has that key. Answers whether it was sent.
 */
export async function sendReminderOnce(
  key: string,
  record: { uid: string; kind: ReminderKind; courseId: string; rule: string },
  mail: OutboxMail,
): Promise<boolean> {
  const { FieldValue } = await import('firebase-admin/firestore');
  return getDb().runTransaction(async (tx) => {
    const ref = sent().doc(key);
    if ((await tx.get(ref)).exists) return false;
    tx.create(ref, { ...record, sentAt: FieldValue.serverTimestamp() });
    queueMail(tx, mail);
    return true;
  });
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
