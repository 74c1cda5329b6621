import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';

import type { LiveSessionStatus } from '../../contract';
import { isDocumentId } from '../../lib/document-id';
import { getDb } from '../../lib/firebase';
import { toIso } from '../../lib/timestamps';
import { mailsSentOnce, queueMail, queueMailOnce, type OutboxMail } from '../mail/outbox.repository';

/*
 * `cohorts/{cohortId}` { groupId, courseId, name, startsOn, endsOn (Indian dates), memberUids[] },
 * `liveSessions/{sessionId}` { cohortId, groupId, courseId, title, startsAt (Timestamp),
 * durationMinutes, meetingUrl, recordingUrl, sequence, status, attendance: { uid: boolean } } and
 * `remindersSent/{key}`: one document per reminder sent, whose id is what makes it once only.
 */
const cohorts = () => getDb().collection('cohorts');
const sessions = () => getDb().collection('liveSessions');
const reminders = () => getDb().collection('remindersSent');

export interface CohortFields {
  groupId: string;
  courseId: string;
  name: string;
  startsOn: string;
  endsOn: string;
  memberUids: string[];
}

export interface StoredCohort extends CohortFields {
  id: string;
  createdAt: string | null;
  updatedAt: string | null;
}

export interface SessionFields {
  title: string;
  startsAt: Date;
  durationMinutes: number;
  meetingUrl: string;
  recordingUrl: string | null;
}

export interface StoredSession extends SessionFields {
  id: string;
  cohortId: string;
  groupId: string;
  courseId: string;
  sequence: number;
  status: LiveSessionStatus;
  attendance: Record<string, boolean>;
}

function cohortFrom(snap: DocumentSnapshot): StoredCohort | null {
  const d = snap.data();
  if (!d) return null;
  return {
    id: snap.id,
    groupId: String(d.groupId),
    courseId: String(d.courseId),
    name: String(d.name),
    startsOn: String(d.startsOn),
    endsOn: String(d.endsOn),
    memberUids: Array.isArray(d.memberUids) ? d.memberUids.map(String) : [],
    createdAt: toIso(d.createdAt),
    updatedAt: toIso(d.updatedAt),
  };
}

function sessionFrom(snap: DocumentSnapshot): StoredSession | null {
  const d = snap.data();
  if (!d) return null;
  return {
    id: snap.id,
    cohortId: String(d.cohortId),
    groupId: String(d.groupId),
    courseId: String(d.courseId),
    title: String(d.title),
    startsAt: new Date(toIso(d.startsAt) ?? 0),
    durationMinutes: Number(d.durationMinutes),
    meetingUrl: String(d.meetingUrl),
    recordingUrl: typeof d.recordingUrl === 'string' ? d.recordingUrl : null,
    sequence: Number(d.sequence ?? 0),
    status: d.status === 'cancelled' ? 'cancelled' : 'scheduled',
    attendance: (d.attendance as Record<string, boolean> | undefined) ?? {},
  };
}

export async function findCohort(id: string): Promise<StoredCohort | null> {
  if (!isDocumentId(id)) return null;
  return cohortFrom(await cohorts().doc(id).get());
}

export async function listGroupCohorts(groupId: string): Promise<StoredCohort[]> {
  const snap = await cohorts().where('groupId', '==', groupId).limit(500).get();
  return snap.docs.map((doc) => cohortFrom(doc) as StoredCohort);
}

/** The cohorts of a course a learner is in (two equalities: single-field indexes merge). */
export async function listMemberCohorts(uid: string, courseId: string): Promise<StoredCohort[]> {
  const snap = await cohorts().where('memberUids', 'array-contains', uid).where('courseId', '==', courseId).limit(50).get();
  return snap.docs.map((doc) => cohortFrom(doc) as StoredCohort);
}

/** What else a write adds to its transaction (the audit entry of the change): the cohort or session as it was. */
export type AlsoWith<T> = (tx: Transaction, before: T) => void;

export async function createCohort(fields: CohortFields, createdBy: string, also: AlsoWith<{ id: string }>): Promise<string> {
  const { FieldValue } = await import('firebase-admin/firestore');
  const ref = cohorts().doc();
  await getDb().runTransaction(async (tx) => {
    tx.create(ref, { ...fields, createdBy, createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() });
    also(tx, { id: ref.id });
  });
  return ref.id;
}

/** Changes a cohort's fields; false when it is gone. */
export async function updateCohort(
  id: string,
  fields: Omit<CohortFields, 'groupId' | 'courseId'>,
  also: AlsoWith<StoredCohort>,
): Promise<boolean> {
  const { FieldValue } = await import('firebase-admin/firestore');
  return getDb().runTransaction(async (tx) => {
    const before = cohortFrom(await tx.get(cohorts().doc(id)));
    if (!before) return false;
    tx.update(cohorts().doc(id), { ...fields, updatedAt: FieldValue.serverTimestamp() });
    also(tx, before);
    return true;
  });
}

export class CohortHasSessionsError extends Error {}

/** Deletes a cohort with no scheduled session (its cancelled ones go with it), in one transaction. */
export async function deleteCohort(id: string, also: AlsoWith<StoredCohort>): Promise<void> {
  await getDb().runTransaction(async (tx) => {
    const [own, before] = await Promise.all([
      tx.get(sessions().where('cohortId', '==', id).limit(500)),
      tx.get(cohorts().doc(id)).then(cohortFrom),
    ]);
    if (own.docs.some((doc) => doc.get('status') === 'scheduled')) throw new CohortHasSessionsError();
    for (const doc of own.docs) tx.delete(doc.ref);
    tx.delete(cohorts().doc(id));
    if (before) also(tx, before);
  });
}

export async function listCohortSessions(cohortId: string): Promise<StoredSession[]> {
  const snap = await sessions().where('cohortId', '==', cohortId).limit(500).get();
  return snap.docs.map((doc) => sessionFrom(doc) as StoredSession);
}

export async function findSession(id: string): Promise<StoredSession | null> {
  if (!isDocumentId(id)) return null;
  return sessionFrom(await sessions().doc(id).get());
}

/** What a session's change writes: its new state, and the mails to its cohort's members. */
export interface SessionChange {
  session: Omit<StoredSession, 'id'>;
  mails: OutboxMail[];
  also: (tx: Transaction) => void;
}

/**
 * Creates (`id` null) or changes a session and queues its mails in one transaction. `change` gets
 * the session as stored now (null for a new one) and its id (the calendar UID is made of it), so the SEQUENCE it bumps is never shared by two
 * changes made at once; it returns null to write nothing.
 */
export async function writeSession(
  id: string | null,
  change: (current: StoredSession | null, id: string) => SessionChange | null,
): Promise<StoredSession | null> {
  const { FieldValue, Timestamp } = await import('firebase-admin/firestore');
  return getDb().runTransaction(async (tx) => {
    const ref = id ? sessions().doc(id) : sessions().doc();
    const current = id ? sessionFrom(await tx.get(ref)) : null;
    if (id && !current) return null;
    const next = change(current, ref.id);
    if (!next) return null;
    const { startsAt, ...rest } = next.session;
    tx.set(ref, {
      ...rest,
      startsAt: Timestamp.fromDate(startsAt),
      updatedAt: FieldValue.serverTimestamp(),
      ...(current ? {} : { createdAt: FieldValue.serverTimestamp() }),
    });
    for (const mail of next.mails) queueMail(tx, mail);
    next.also(tx);
    return { id: ref.id, ...next.session };
  });
}

/** Marks who attended (only the uids given change); null when the session is gone. */
export async function recordAttendance(
  id: string,
  attendance: Record<string, boolean>,
  also: AlsoWith<StoredSession>,
): Promise<StoredSession | null> {
  const { FieldValue } = await import('firebase-admin/firestore');
  return getDb().runTransaction(async (tx) => {
    const before = sessionFrom(await tx.get(sessions().doc(id)));
    if (!before) return null;
    const fields: Record<string, unknown> = { updatedAt: FieldValue.serverTimestamp() };
    for (const [uid, present] of Object.entries(attendance)) fields[`attendance.${uid}`] = present;
    tx.update(sessions().doc(id), fields);
    also(tx, before);
    return { ...before, attendance: { ...before.attendance, ...attendance } };
  });
}

/** Sends `mail` once for `key` (its record in `remindersSent`). Answers whether it was sent. */
export function sendOnce(key: string, record: Record<string, unknown>, mail: OutboxMail): Promise<boolean> {
  return queueMailOnce(reminders().doc(key), record, mail);
}

/** Which of these reminder keys were used. */
export function usedReminderKeys(keys: string[]): Promise<Set<string>> {
  return mailsSentOnce(keys.map((key) => reminders().doc(key)));
}

/** Scheduled sessions starting in (from, to]: the reminder job's query (index: status, startsAt). */
export async function listSessionsStartingBetween(from: Date, to: Date): Promise<StoredSession[]> {
  const { Timestamp } = await import('firebase-admin/firestore');
  const snap = await sessions()
    .where('status', '==', 'scheduled')
    .where('startsAt', '>', Timestamp.fromDate(from))
    .where('startsAt', '<=', Timestamp.fromDate(to))
    .orderBy('startsAt')
    .limit(500)
    .get();
  return snap.docs.map((doc) => sessionFrom(doc) as StoredSession);
}

/**
 * The reminder of one session, once for its start time: in one transaction it re-reads the session
 * (cancelled or moved meanwhile: nothing is sent) and its cohort, and writes the key and the mails.
 */
export async function remindSessionOnce(
  key: string,
  session: StoredSession,
  mailsFor: (session: StoredSession, cohort: StoredCohort) => OutboxMail[],
): Promise<boolean> {
  const { FieldValue } = await import('firebase-admin/firestore');
  return getDb().runTransaction(async (tx: Transaction) => {
    const ref = reminders().doc(key);
    const [used, sessionSnap, cohortSnap] = await Promise.all([
      tx.get(ref),
      tx.get(sessions().doc(session.id)),
      tx.get(cohorts().doc(session.cohortId)),
    ]);
    const now = sessionFrom(sessionSnap);
    const cohort = cohortFrom(cohortSnap);
    if (used.exists || !now || !cohort || now.status !== 'scheduled' || now.startsAt.getTime() !== session.startsAt.getTime())
      return false;
    tx.create(ref, { kind: 'session', sessionId: session.id, cohortId: session.cohortId, sentAt: FieldValue.serverTimestamp() });
    for (const mail of mailsFor(now, cohort)) queueMail(tx, mail);
    return true;
  });
}
