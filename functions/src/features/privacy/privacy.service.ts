import type { User } from '../../contract';
import { AppError } from '../../lib/app-error';
import type { Person, PersonalDataAnswer } from '../../lib/personal-data';
import { activityPersonalData } from '../activity/activity-personal-data.service';
import { assessmentPersonalData } from '../assessment/assessment-personal-data.service';
import { auditPersonalData } from '../audit/audit-personal-data.service';
import { finishClosing } from '../auth/account-repair.service';
import { checkPassword } from '../auth/auth.service';
import { certificatesPersonalData } from '../certificates/certificates-personal-data.service';
import { cohortsPersonalData } from '../cohorts/cohorts-personal-data.service';
import { contactPersonalData } from '../contact/contact-personal-data.service';
import { courseReviewsPersonalData } from '../course-reviews/course-reviews-personal-data.service';
import { remindersPersonalData } from '../reminders/reminders-personal-data.service';
import { notesPersonalData } from '../notes/notes-personal-data.service';
import { questionsPersonalData } from '../questions/questions-personal-data.service';
import { assignmentsPersonalData } from '../assignments/assignments-personal-data.service';
import { enrollmentsPersonalData } from '../enrollments/enrollments-personal-data.service';
import { groupsPersonalData } from '../groups/groups-personal-data.service';
import { invoicesPersonalData } from '../invoices/invoices-personal-data.service';
import { mailPersonalData } from '../mail/mail-personal-data.service';
import { paymentsPersonalData } from '../payments/payments-personal-data.service';
import { staffPersonalData } from '../staff/staff-personal-data.service';
import { releaseUnpaidOrdersOf } from '../payments/orders.service';
import { usersPersonalData } from '../users/users-personal-data.service';

import { inOneTransaction } from './privacy.repository';

/**
 * Every feature's answer for the people in the collections it owns (decision 0008): the privacy
 * rights ask each, so a collection that carries a person cannot be forgotten
 * (scripts/checks/privacy-coverage.test.mjs fails on one without an answer).
 */
export const PERSONAL_DATA: readonly PersonalDataAnswer<any>[] = [
  usersPersonalData,
  enrollmentsPersonalData,
  paymentsPersonalData,
  assessmentPersonalData,
  certificatesPersonalData,
  contactPersonalData,
  mailPersonalData,
  invoicesPersonalData,
  activityPersonalData,
  auditPersonalData,
  groupsPersonalData,
  cohortsPersonalData,
  staffPersonalData,
  courseReviewsPersonalData,
  remindersPersonalData,
  notesPersonalData,
  questionsPersonalData,
  assignmentsPersonalData,
];

/** Firestore values as plain JSON: timestamps become ISO strings. */
function plain(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (typeof (value as { toDate?: unknown }).toDate === 'function') return (value as { toDate(): Date }).toDate().toISOString();
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(plain);
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, plain(v)]));
}

/** The person as the rights find them: by uid, and by their address once it is proven theirs. */
const personOf = (user: User): Person => ({ uid: user.uid, email: user.email, emailVerified: user.isEmailVerified });

const findAll = (person: Person) => Promise.all(PERSONAL_DATA.map((answer) => answer.find(person)));

/** 'Download my data': everything kept about the caller, as one JSON document, and what closing would keep. */
export async function exportPersonalData(user: User) {
  const person = personOf(user);
  const found = await findAll(person);
  const sections = PERSONAL_DATA.map((answer, i) => answer.exportOf(found[i], person));
  return {
    exportedAt: new Date().toISOString(),
    ...(plain(Object.assign({}, ...sections)) as Record<string, unknown>),
    keptAfterClosing: PERSONAL_DATA.flatMap((answer) => (answer.kept ? [{ data: answer.collections, why: answer.kept }] : [])),
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
  const person = personOf(user);
  const found = await findAll(person);
  await inOneTransaction(
    PERSONAL_DATA.flatMap((answer, i) =>
      answer.eraseInTransaction ? [(tx) => answer.eraseInTransaction!(tx, found[i], person)] : [],
    ),
  );
  await finishClosing(user.uid);
}
