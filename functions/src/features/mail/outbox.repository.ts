import type { DocumentReference, Timestamp, Transaction, WriteBatch } from 'firebase-admin/firestore';

import { getDb } from '../../lib/firebase';

import { MAIL_COLLECTION } from './mail-config';

/** A file sent with a mail, as Trigger Email hands `message.attachments` to Nodemailer. */
export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

/** The message of a Trigger Email document. */
export interface MailMessage {
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/** One outbox document as Firebase's Trigger Email extension reads it; it writes `delivery` back. */
export interface OutboxMail {
  to: string;
  message: MailMessage;
  /** Extra header fields, as the extension's top-level `headers` (a reminder's List-Unsubscribe). */
  headers?: Record<string, string>;
}

/**
 * The document as the extension reads it, and when it was queued (the extension ignores the field;
 * the deep health check uses it to see mail the extension never picked up).
 */
function outboxDocument(mail: OutboxMail) {
  const { Timestamp } = require('firebase-admin/firestore') as typeof import('firebase-admin/firestore');
  return { to: mail.to, message: mail.message, ...(mail.headers && { headers: mail.headers }), queuedAt: Timestamp.now() };
}

/**
 * Adds a mail to the outbox inside the caller's transaction or batch, so it is sent exactly when
 * the change that causes it commits (one document write).
 */
export function queueMail(writer: Transaction | WriteBatch, mail: OutboxMail): void {
  const ref = getDb().collection(MAIL_COLLECTION).doc();
  (writer as WriteBatch).set(ref, outboxDocument(mail));
}

/**
 * Sends `mail` once: `record` is the caller's document saying it was sent (its id is what makes it
 * once), created with the mail in one transaction, and only when it does not exist yet. Answers
 * whether it was sent.
 */
export async function queueMailOnce(record: DocumentReference, fields: Record<string, unknown>, mail: OutboxMail): Promise<boolean> {
  const { FieldValue } = await import('firebase-admin/firestore');
  return getDb().runTransaction(async (tx) => {
    if ((await tx.get(record)).exists) return false;
    tx.create(record, { ...fields, sentAt: FieldValue.serverTimestamp() });
    queueMail(tx, mail);
    return true;
  });
}

/** Of these records of mails sent once, the ids of those that exist. */
export async function mailsSentOnce(records: DocumentReference[]): Promise<Set<string>> {
  if (records.length === 0) return new Set();
  const snaps = await getDb().getAll(...records);
  return new Set(snaps.filter((snap) => snap.exists).map((snap) => snap.id));
}

/** Sends a mail that no database change goes with (a reset link: the change happens at Auth). */
export async function sendMail(mail: OutboxMail): Promise<void> {
  await getDb().collection(MAIL_COLLECTION).add(outboxDocument(mail));
}

/** The extension's delivery states that are final; anything else (none yet, PENDING, PROCESSING, RETRY) is undelivered. */
const FINISHED = new Set(['SUCCESS', 'ERROR']);

export interface OutboxWindow {
  /** How many of the most recently queued mails were looked at. */
  checked: number;
  /** Those the extension has not finished, with how long ago each was queued. */
  undeliveredMinutes: number[];
  /** Those whose delivery failed (the extension's ERROR state), queued since `failedSince`. */
  failed: number;
}

/**
 * The most recently queued mails (at most `limit` reads, no index beyond the automatic one): what
 * is still undelivered and how old, and how many failed since `failedSince`.
 */
export async function recentOutbox(now: Date, failedSince: Date, limit: number): Promise<OutboxWindow> {
  const snap = await getDb().collection(MAIL_COLLECTION).orderBy('queuedAt', 'desc').limit(limit).get();
  const window: OutboxWindow = { checked: snap.size, undeliveredMinutes: [], failed: 0 };
  for (const doc of snap.docs) {
    const queuedAt = (doc.get('queuedAt') as Timestamp).toMillis();
    const state = doc.get('delivery.state') as string | undefined;
    if (!state || !FINISHED.has(state)) window.undeliveredMinutes.push((now.getTime() - queuedAt) / 60_000);
    else if (state === 'ERROR' && queuedAt >= failedSince.getTime()) window.failed += 1;
  }
  return window;
}
