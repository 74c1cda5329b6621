// @ts-check
// The local stand-in for Firebase's Trigger Email extension: watches the outbox collection of the
// stack's Firestore and delivers each new document through SMTP (MailDev), writing back the same
// `delivery` state the extension writes (PENDING -> PROCESSING -> SUCCESS or ERROR). The emulators
// run no Firestore triggers for the Node Firestore emulator, so this listens instead.
// Usage: node mail-relay.mjs <smtpPort>   (needs FIRESTORE_EMULATOR_HOST, GCLOUD_PROJECT, MAIL_FROM)
import { initializeApp } from 'firebase-admin/app';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import nodemailer from 'nodemailer';

const COLLECTION = process.env.MAIL_COLLECTION ?? 'mail';
const LEASE_MS = 60_000;
const smtpPort = Number(process.argv[2]);
const from = process.env.MAIL_FROM ?? 'CricVision <no-reply@cricvision.in>';

const db = getFirestore(initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-cricket' }, 'mail-relay'));
const transport = nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true });
const inFlight = new Set();

/**
 * Claims a document as the extension does: a new one becomes PENDING, a PENDING/RETRY one PROCESSING.
 * @param {import('firebase-admin/firestore').DocumentReference} ref
 * @returns {Promise<'pending' | import('firebase-admin/firestore').DocumentData | null>} 'pending' when it only marked a new one
 */
async function claim(ref) {
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const delivery = snap.get('delivery');
    if (!snap.exists) return null;
    if (!delivery) {
      tx.update(ref, { delivery: { startTime: Timestamp.now(), state: 'PENDING', attempts: 0, error: null } });
      return 'pending';
    }
    if (delivery.state !== 'PENDING' && delivery.state !== 'RETRY') return null;
    const processing = { ...delivery, state: 'PROCESSING', leaseExpireTime: Timestamp.fromMillis(Date.now() + LEASE_MS) };
    tx.update(ref, { delivery: processing });
    return { ...snap.data(), delivery: processing };
  });
}

async function deliver(ref) {
  let claimed = await claim(ref);
  if (claimed === 'pending') claimed = await claim(ref);
  if (!claimed || claimed === 'pending') return;
  const attempts = Number(claimed.delivery?.attempts ?? 0) + 1;
  // Whole-object writes with client timestamps: the Node Firestore emulator fails on a server
  // timestamp inside a map in an update.
  const finish = (fields) =>
    ref.update({ delivery: { ...claimed.delivery, attempts, endTime: Timestamp.now(), leaseExpireTime: null, ...fields } });
  try {
    const info = await transport.sendMail({
      from: claimed.from ?? from,
      to: claimed.to,
      cc: claimed.cc,
      bcc: claimed.bcc,
      replyTo: claimed.replyTo,
      // The document's top-level `headers`, which Trigger Email hands to Nodemailer (List-Unsubscribe).
      headers: claimed.headers,
      subject: claimed.message?.subject,
      text: claimed.message?.text,
      html: claimed.message?.html,
      // Trigger Email passes `message.attachments` to Nodemailer as they are (a live session's .ics).
      attachments: claimed.message?.attachments,
    });
    await finish({
      state: 'SUCCESS',
      error: null,
      info: {
        messageId: info.messageId ?? null,
        accepted: info.accepted ?? [],
        rejected: info.rejected ?? [],
        pending: info.pending ?? [],
        response: info.response ?? null,
      },
    });
  } catch (err) {
    await finish({ state: 'ERROR', error: err instanceof Error ? err.message : String(err) });
  }
}

function consider(doc) {
  const state = doc.get('delivery.state');
  if (state && state !== 'PENDING' && state !== 'RETRY') return;
  if (inFlight.has(doc.id)) return;
  inFlight.add(doc.id);
  deliver(doc.ref)
    .catch((err) => console.error(`mail relay: ${doc.id}: ${err.message}`))
    .finally(() => inFlight.delete(doc.id));
}

db.collection(COLLECTION).onSnapshot(
  (snapshot) => snapshot.docChanges().forEach((change) => change.type !== 'removed' && consider(change.doc)),
  (err) => {
    console.error(`mail relay: listening to ${COLLECTION} failed: ${err.message}`);
    process.exit(1);
  },
);
console.log(`mail relay: delivering ${COLLECTION} documents to SMTP 127.0.0.1:${smtpPort}`);
