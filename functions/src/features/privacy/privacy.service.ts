import type { DocumentData } from 'firebase-admin/firestore';

import type { User } from '../../contract';
import { AppError } from '../../lib/app-error';
import { finishClosing } from '../auth/account-repair.service';
import { checkPassword } from '../auth/auth.service';
import { releaseUnpaidOrdersOf } from '../payments/orders.service';

import { erasePersonalData, findPersonalData } from './privacy.repository';

/** Firestore values as plain JSON: timestamps become ISO strings. */
function plain(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (typeof (value as { toDate?: unknown }).toDate === 'function') return (value as { toDate(): Date }).toDate().toISOString();
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(plain);
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, plain(v)]));
}

const withId = (doc: { id: string; data(): DocumentData }) => ({ id: doc.id, ...(plain(doc.data()) as object) });

/**
 * An attempt as its learner may have it: their answers, marks and feedback, never the checkpoint's
 * correct answers (the key is not theirs, and would help a later attempt).
 */
function attemptWithoutKey(doc: { id: string; data(): DocumentData }) {
  const attempt = withId(doc) as { questionResults?: Array<Record<string, unknown>> };
  return {
    ...attempt,
    questionResults: (attempt.questionResults ?? []).map(({ correctAnswer: _key, ...result }) => result),
  };
}

/** Internal bookkeeping on the profile that says nothing about the person. */
const INTERNAL = ['sessionsEndedAt', 'resetCodes'];

const ownerOf = (user: User) => ({ email: user.email, verified: user.isEmailVerified });

/** 'Download my data': everything kept about the caller, as one JSON document. */
export async function exportPersonalData(user: User) {
  const data = await findPersonalData(user.uid, ownerOf(user));
  const profile = Object.fromEntries(
    Object.entries((plain(data.profile ?? {}) as object) ?? {}).filter(([key]) => !INTERNAL.includes(key)),
  );
  return {
    exportedAt: new Date().toISOString(),
    profile: { uid: user.uid, ...profile },
    enrollments: data.enrollments.map((doc) => {
      const { progress, ...rest } = withId(doc) as { progress?: unknown };
      return { ...rest, progress };
    }),
    payments: data.payments.map(withId),
    attempts: data.attempts.map(attemptWithoutKey),
    certificates: data.certificates.map(withId),
    accommodations: data.accommodations.map(withId),
    contactMessages: data.contacts.map(withId),
  };
}

/**
 * 'Close my account': needs the password (under the login's throttle), then erases personal data
 * and deletes the Auth account. Should the function die between the two, the account's next
 * login, registration or reset request finishes the closing (`account-repair.service.ts`).
 */
export async function closeAccount(user: User, password: string, client: string): Promise<void> {
  if (user.role === 'admin') throw AppError.forbidden('Admin accounts are closed by another admin');
  if (!(await checkPassword(user.email, password, client)))
    throw AppError.badRequest('Password is incorrect', [{ msg: 'Password is incorrect', path: 'password' }]);
  await releaseUnpaidOrdersOf(user.uid);
  await erasePersonalData(user.uid, await findPersonalData(user.uid, ownerOf(user)));
  await finishClosing(user.uid);
}
