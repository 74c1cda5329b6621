import type { Transaction, WriteBatch } from 'firebase-admin/firestore';

import { getDb } from '../../lib/firebase';

import { MAIL_COLLECTION } from './mail-config';

/** The message of a Trigger Email document. */
export interface MailMessage {
  subject: string;
  text: string;
  html: string;
}

/** One outbox document as Firebase's Trigger Email extension reads it; it writes `delivery` back. */
export interface OutboxMail {
  to: string;
  message: MailMessage;
}

/**
 * Adds a mail to the outbox inside the caller's transaction or batch, so it is sent exactly when
 * the change that causes it commits (one document write).
 */
export function queueMail(writer: Transaction | WriteBatch, mail: OutboxMail): void {
  const ref = getDb().collection(MAIL_COLLECTION).doc();
  (writer as WriteBatch).set(ref, { to: mail.to, message: mail.message });
}

/** Sends a mail that no database change goes with (a reset link: the change happens at Auth). */
export async function sendMail(mail: OutboxMail): Promise<void> {
  await getDb().collection(MAIL_COLLECTION).add({ to: mail.to, message: mail.message });
}
