import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';

import type { EnrollmentStarted } from '../../functions/src/contract';
import { testDb } from '../support/admin';
import { createCourseFixture } from '../support/course-fixture';
import { enrol, PAYMENT_PROVIDER } from '../support/enrol';
import { api, testClientAddress } from '../support/http';
import { mailTo, type ReceivedMail, waitForMail } from '../support/mail';
import { newLearner } from '../support/sessions';

/*
 * Learners' reminders (issue 36): each rule sends once, with the clock advanced by the job's
 * `--now` rather than waited for, to someone who has not turned its kind off; every reminder
 * carries RFC 8058's one-click unsubscribe, which works without a session and only when signed.
 * The learners here were "last in their course" in 2020, so the job's one-day windows see them
 * and no other test's learner.
 */

const DAY = 86_400_000;
const T0 = Date.parse('2020-03-02T06:00:00.000Z');
const at = (days: number) => new Date(T0 + days * DAY);

const runJob = async (now: Date) =>
  (
    await promisify(execFile)(process.execPath, ['scripts/ops/send-learner-reminders.mjs', `--now=${now.toISOString()}`], {
      env: process.env,
    })
  ).stdout;

type Learner = Awaited<ReturnType<typeof newLearner>>;

async function enrolledAt(learner: Learner, courseId: string, lastIn = new Date(T0).toISOString()) {
  expect((await enrol(learner.token, courseId, 0)).status).toBe(201);
  const [enrollment] = (
    await testDb().collection('enrollments').where('userId', '==', learner.uid).where('courseId', '==', courseId).get()
  ).docs;
  await enrollment.ref.update({ 'progress.lastAccessedAt': lastIn });
  return enrollment.ref;
}

const remindersTo = async (learner: Learner, subject: string) =>
  (await mailTo(learner.email)).filter((mail) => mail.subject.includes(subject));

/** Waits until `count` such reminders arrived (and a moment more, so a duplicate would show). */
const awaitReminders = (learner: Learner, subject: string, count: number) =>
  waitForMail(learner.email, { count, filter: (mail) => mail.subject.includes(subject), timeoutMs: 30_000 });

/** Waits for the outbox to deliver; a reminder that should not come is checked after the same wait. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 2500));

const oneClick = (mail: ReceivedMail) => /^<(https?:\/\/[^>]+)>$/.exec(mail.headers['list-unsubscribe'])?.[1] ?? '';

const postOneClick = (url: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': testClientAddress },
    body: 'List-Unsubscribe=One-Click',
  });

describe('reminders that respect the inbox', () => {
  let idle: Learner;
  let nearly: Learner;
  let unproven: Learner;
  let course: Awaited<ReturnType<typeof createCourseFixture>>;

  beforeAll(async () => {
    // Reminders go to proven addresses only.
    [idle, nearly] = await Promise.all([
      newLearner('remind-idle', { verified: true }),
      newLearner('remind-nearly', { verified: true }),
    ]);
    unproven = await newLearner('remind-unproven');
    course = await createCourseFixture({ price: 0 });
    await enrolledAt(idle, course.courseId);
    await enrolledAt(unproven, course.courseId);
  });

  it('no progress for 7 days sends one reminder, 21 days a second, and never a third', { timeout: 60_000 }, async () => {
    const subject = `Your course is waiting`;
    expect(await runJob(at(6.5))).toContain('0 course');
    await settle();
    expect(await remindersTo(idle, subject)).toHaveLength(0);

    await runJob(at(7.5));
    await runJob(at(7.6));
    const [first, ...more] = await awaitReminders(idle, subject, 1);
    expect(more).toHaveLength(0);
    expect(first.text).toContain('It has been 7 days since you enrolled');
    expect(first.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(oneClick(first)).toMatch(/^https?:\/\/[^/]+\/api\/email-preferences\/unsubscribe\?u=[\w-]+&k=progress&s=[\w-]{43}$/);
    expect(first.text).toMatch(/Stop course reminders emails: https?:\/\/\S+\/unsubscribe\?u=/);
    expect(first.text).toMatch(/Choose which emails you get: https?:\/\/\S+\/profile#emails/);

    await runJob(at(21.5));
    await runJob(at(21.9));
    await runJob(at(40));
    const both = await awaitReminders(idle, subject, 2);
    await settle();
    expect(await remindersTo(idle, subject)).toHaveLength(2);
    // Idle as long, but at an address never proven theirs: no reminder (anyone can register anyone's).
    expect(await remindersTo(unproven, subject)).toHaveLength(0);
    expect(both[1].text).toContain('It has been 21 days');
  });

  it('one checkpoint from the certificate is said once, a day after the learner was last in', { timeout: 60_000 }, async () => {
    const lessons = await createCourseFixture({ price: 0, allLessons: true });
    const enrollment = await enrolledAt(nearly, lessons.courseId);
    await api('PUT', `/user/courses/${lessons.courseId}/modules/${lessons.moduleId}/lessons/${lessons.lessonId}/progress`, {
      token: nearly.token,
      body: { progress: 100, completed: true, timeSpent: 60 },
    });
    expect((await enrollment.get()).get('progress.remaining')).toMatchObject({ modules: 0, checkpoints: 1 });
    await enrollment.update({ 'progress.lastAccessedAt': new Date(T0).toISOString() });

    expect(await runJob(at(1.5))).toContain('1 almost certified');
    await runJob(at(1.7));
    const told = await awaitReminders(nearly, 'One checkpoint from your', 1);
    expect(told).toHaveLength(1);
    expect(told[0].headers['list-unsubscribe']).toContain('k=certificate');
  });

  it.skipIf(PAYMENT_PROVIDER === 'demo')(
    'an order unpaid a day after it was placed is followed up once',
    { timeout: 60_000 },
    async () => {
      const paid = await createCourseFixture({ price: 1499 });
      const buyer = await newLearner('remind-checkout', { verified: true });
      const started = await api<EnrollmentStarted>('POST', '/enrollments', {
        token: buyer.token,
        body: { courseId: paid.courseId, paymentMethod: 'card', amount: 1499 },
      });
      expect(started.status).toBe(201);
      await testDb()
        .collection('payments')
        .doc(started.body.data.orderId)
        .update({ createdAt: Timestamp.fromMillis(T0) });

      await runJob(at(1.5));
      await runJob(at(1.8));
      const told = await awaitReminders(buyer, 'You did not finish enrolling in', 1);
      expect(told).toHaveLength(1);
      expect(told[0].text).toContain('No money was taken');
    },
  );

  it('the one-click POST unsubscribes without a session, only with a valid signature, and the job then skips that kind', async () => {
    const [mail] = await remindersTo(idle, 'Your course is waiting');
    const url = new URL(oneClick(mail));
    const preferences = async (learner: Learner) =>
      (await api('GET', '/user/email-preferences', { token: learner.token })).body.data;

    // Another person's address with this signature, a forged one, or none: 403 or 400, nothing changes.
    const forged = new URL(url);
    forged.searchParams.set('u', nearly.uid);
    expect((await postOneClick(forged.href)).status).toBe(403);
    const tampered = new URL(url);
    tampered.searchParams.set('s', 'A'.repeat(43));
    expect((await postOneClick(tampered.href)).status).toBe(403);
    const unsigned = new URL(url);
    unsigned.searchParams.delete('s');
    expect((await postOneClick(unsigned.href)).status).toBe(400);
    expect(await preferences(nearly)).toEqual({ progress: true, checkout: true, certificate: true });
    expect(await preferences(idle)).toEqual({ progress: true, checkout: true, certificate: true });

    const done = await postOneClick(url.href);
    expect(done.status).toBe(200);
    expect(done.redirected).toBe(false);
    expect(await done.json()).toEqual({ success: true, message: 'You will no longer get these emails' });
    expect(await preferences(idle)).toEqual({ progress: false, checkout: true, certificate: true });

    const other = await createCourseFixture({ price: 0 });
    await enrolledAt(idle, other.courseId);
    await runJob(at(7.5));
    await settle();
    expect(await remindersTo(idle, 'Your course is waiting')).toHaveLength(2);
  });

  it('email preferences: each kind on or off from the profile, and bad input changes nothing', async () => {
    const learner = await newLearner('remind-prefs');
    const put = (body: unknown) => api('PUT', '/user/email-preferences', { token: learner.token, body });
    expect((await api('GET', '/user/email-preferences')).status).toBe(401);
    expect((await api('GET', '/user/email-preferences', { token: learner.token })).body.data).toEqual({
      progress: true,
      checkout: true,
      certificate: true,
    });
    for (const bad of [{}, { progress: 'no' }, { receipts: false }, { progress: null }]) {
      const res = await put(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    const saved = await put({ checkout: false });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      success: true,
      message: 'Your email choices are saved',
      data: { progress: true, checkout: false, certificate: true },
    });
    expect((await put({ checkout: true, certificate: false })).body.data).toEqual({
      progress: true,
      checkout: true,
      certificate: false,
    });
  });
});
