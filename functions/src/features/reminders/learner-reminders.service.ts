import type { ReminderKind, User } from '../../contract';
import { findCourses } from '../courses/catalog.service';
import { findEnrollmentsByIds, listEnrollmentsOneCheckpointAway, listIdleEnrollments } from '../enrollments/enrollments.service';
import { enrollmentId } from '../enrollments/enrollment-id';
import type { OutboxMail } from '../mail/outbox.repository';
import { listUnpaidOrdersPlacedBetween } from '../payments/orders.service';
import { greetingName } from '../mail/mail-templates';
import { findUsers } from '../users/users.service';

import { idleCourseMail, oneCheckpointLeftMail, unfinishedCheckoutMail } from './reminder-mails';
import { findEmailPreferencesOf, sendReminderOnce, usedReminderKeys } from './reminders.repository';

const DAY_MS = 86_400_000;
/** A run looks at this many of each kind; a later run (hourly) takes the rest of its day. */
const BATCH = 300;
/**
 * Each rule looks at a window one day wide, so an hourly run sees each learner in it about 24
 * times (its key sends it once), and a site that starts reminding does not mail everyone it ever had.
 * No progress for 7 days, then 21: never more than these two for a course (issue 36).
 */
const IDLE_DAYS = [7, 21] as const;
/** An order placed a day before and still unpaid. */
const CHECKOUT_AFTER_DAYS = 1;
/** Every module done and one checkpoint left, a day after the learner was last in the course. */
const CERTIFICATE_AFTER_DAYS = 1;

/** The window of a rule `days` old at `now`: (now − days − 1 day, now − days]. */
const windowOf = (now: Date, days: number): [Date, Date] => [
  new Date(now.getTime() - (days + 1) * DAY_MS),
  new Date(now.getTime() - days * DAY_MS),
];

interface Due {
  key: string;
  uid: string;
  kind: ReminderKind;
  courseId: string;
  rule: string;
  mail: (user: User, courseTitle: string) => OutboxMail;
}

const recipient = (user: User) => ({ uid: user.uid, email: user.email, name: greetingName(user), language: user.language });

async function idleDue(now: Date): Promise<Due[]> {
  const found = await Promise.all(
    IDLE_DAYS.map(async (days) => ({ days, enrollments: await listIdleEnrollments(...windowOf(now, days), BATCH) })),
  );
  return found.flatMap(({ days, enrollments }) =>
    enrollments.map((enrollment) => ({
      key: `progress:${enrollment.uid}:${days}`,
      uid: enrollment.userId,
      kind: 'progress' as const,
      courseId: enrollment.courseId,
      rule: `no progress for ${days} days`,
      mail: (user: User, title: string) =>
        idleCourseMail(recipient(user), { id: enrollment.courseId, title, progress: enrollment.progress.overall }, days),
    })),
  );
}

async function checkoutDue(now: Date): Promise<Due[]> {
  const orders = await listUnpaidOrdersPlacedBetween(...windowOf(now, CHECKOUT_AFTER_DAYS), BATCH);
  // A learner who enrolled since (another order paid) is not reminded.
  const enrolments = await findEnrollmentsByIds(orders.map((order) => enrollmentId(order.userId, order.courseId)));
  return orders
    .filter((order) => enrolments.get(enrollmentId(order.userId, order.courseId))?.status !== 'active')
    .map((order) => ({
      key: `checkout:${order.userId}:${order.courseId}`,
      uid: order.userId,
      kind: 'checkout' as const,
      courseId: order.courseId,
      rule: `order ${order.uid} unpaid`,
      mail: (user, title) => unfinishedCheckoutMail(recipient(user), { id: order.courseId, title }),
    }));
}

async function certificateDue(now: Date): Promise<Due[]> {
  return (await listEnrollmentsOneCheckpointAway(...windowOf(now, CERTIFICATE_AFTER_DAYS), BATCH)).map((enrollment) => ({
    key: `certificate:${enrollment.uid}`,
    uid: enrollment.userId,
    kind: 'certificate' as const,
    courseId: enrollment.courseId,
    rule: 'one checkpoint from the certificate',
    mail: (user, title) => oneCheckpointLeftMail(recipient(user), { id: enrollment.courseId, title }),
  }));
}

/**
 * The learners' reminders due at `now` (issue 36): no progress for 7 days, then 21; an order
 * unpaid a day after; one checkpoint from the certificate, a day after the learner was last in. Each is sent once (its key), only to
 * a proven address whose owner has not turned its kind off, about a course still offered. Production runs it from a
 * scheduled function every hour, the local stack on a timer, and a test with the clock advanced.
 */
export async function sendLearnerReminders(now: Date): Promise<Record<ReminderKind, number>> {
  const candidates = (await Promise.all([idleDue(now), checkoutDue(now), certificateDue(now)])).flat();
  const used = await usedReminderKeys([...new Set(candidates.map((due) => due.key))]);
  const due = [...new Map(candidates.map((item) => [item.key, item])).values()].filter((item) => !used.has(item.key));
  const uids = [...new Set(due.map((item) => item.uid))];
  const [users, preferences, courses] = await Promise.all([
    findUsers(uids),
    findEmailPreferencesOf(uids),
    findCourses([...new Set(due.map((item) => item.courseId))]),
  ]);
  const sent: Record<ReminderKind, number> = { progress: 0, checkout: 0, certificate: 0 };
  for (const item of due) {
    const user = users.get(item.uid);
    const course = courses.get(item.courseId);
    // Bulk mail goes only to a proven address: anyone can register someone else's.
    if (!user?.isEmailVerified || !course?.isActive || preferences.get(item.uid)?.[item.kind] === false) continue;
    const { key, mail, ...record } = item;
    if (await sendReminderOnce(key, record, mail(user, course.title))) sent[item.kind] += 1;
  }
  return sent;
}
