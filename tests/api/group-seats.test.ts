import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';

import type {
  EnrollmentView,
  GroupView,
  JoinView,
  MemberList,
  ReassignInputSchema,
  ReassignResult,
} from '../../functions/src/contract';
import { testDb } from '../support/admin';
import { createCourseFixture } from '../support/course-fixture';
import { enrol, waitForOrder } from '../support/enrol';
import { SITE_URL, uniqueEmail } from '../support/env';
import { createGroup, joinGroup, paidBankSeats } from '../support/groups';
import { api, register } from '../support/http';
import { linkIn, waitForMail } from '../support/mail';
import { adminToken, newLearner, verifyAddress } from '../support/sessions';

/*
 * Seats reach people without an invitation, and go back (issue 32; decision 0074), over real HTTP:
 * a proven address at a group's email domain takes a seat from the join page; a manager gives an
 * unstarted seat to someone else (the learner losing it is told by mail), never a started one; a
 * seat's learner cannot ask for the individual refund; closing an account gives an unstarted seat back.
 */

const PRICE = 4999;

type Account = Awaited<ReturnType<typeof newLearner>>;

let admin: string;
let manager: Account;
let course: Awaited<ReturnType<typeof createCourseFixture>>;
let domainCounter = 0;

/** A domain of its own per group, so each test's people are at no other test's group. */
const newDomain = () => `seats-${Date.now().toString(36)}-${process.pid}-${(domainCounter += 1)}.example.org`;

/** A learner registered at `domain` (proven, unless asked otherwise). */
async function personAt(domain: string, prefix: string, { verified = true } = {}) {
  const email = uniqueEmail(prefix).replace(/@.*$/, `@${domain}`);
  const session = await register(`Test ${prefix}`, email);
  if (verified) await verifyAddress(email);
  return { email, uid: session.user.uid as string, token: session.token };
}

const newGroup = async (name: string, emailDomain: string | null) =>
  (await createGroup(admin, manager.email, name, { emailDomain })).id;
const paidSeats = (groupId: string, seats: number) =>
  paidBankSeats({ admin, manager: manager.token }, groupId, course.courseId, seats);

const reassign = (token: string, groupId: string, assignmentId: string, email: string) =>
  api<ReassignResult>('POST', `/groups/${groupId}/seats/${assignmentId}/reassign`, {
    token,
    body: { email } satisfies z.input<typeof ReassignInputSchema>,
  });

const seatsOf = async (groupId: string) =>
  (await api<GroupView>('GET', `/groups/${groupId}`, { token: manager.token })).body.data.seats[0];
const enrolledIn = async (token: string) =>
  (await api<{ enrollments: EnrollmentView[] }>('GET', '/enrollments', { token })).body.data.enrollments.map(
    (enrollment: { courseId: string }) => enrollment.courseId,
  );

/** A domain group with `seats` seats and one person who has taken one through the join page. */
async function groupWithJoinedPerson(seats: number, prefix: string) {
  const domain = newDomain();
  const groupId = await newGroup(`Seats association ${Date.now()}`, domain);
  await paidSeats(groupId, seats);
  const person = await personAt(domain, prefix);
  const joined = await joinGroup(person.token, groupId, course.courseId);
  expect(joined.status, JSON.stringify(joined.body)).toBe(201);
  const members = await api<MemberList>('GET', `/groups/${groupId}/members`, { token: manager.token });
  const seat = members.body.data.members.find((member: { email: string }) => member.email === person.email);
  return { domain, groupId, person, assignmentId: seat!.assignmentId as string };
}

beforeAll(async () => {
  admin = await adminToken();
  manager = await newLearner('seat-manager', { verified: true });
  course = await createCourseFixture({ price: PRICE });
}, 120_000);

describe('claiming a seat by email domain', { timeout: 90_000 }, () => {
  it('a proven address at the domain sees the group and takes a seat; others get 404 and nothing changes', async () => {
    const domain = newDomain();
    const groupId = await newGroup(`Domain association ${Date.now()}`, domain);
    await paidSeats(groupId, 1);
    const [member, unproven, outsider] = await Promise.all([
      personAt(domain, 'domain-member'),
      personAt(domain, 'domain-unproven', { verified: false }),
      personAt(newDomain(), 'domain-outsider'),
    ]);

    const page = await api<JoinView>('GET', `/groups/${groupId}/join`, { token: member.token });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.data).toMatchObject({
      groupId,
      emailDomain: domain,
      courses: [{ courseId: course.courseId, free: 1, joined: false, courseLanguage: 'en' }],
    });
    // Asked in Hindi, a course without a Hindi version keeps its English title and says so; a language the site lacks is a 400.
    const inHindi = await api<JoinView>('GET', `/groups/${groupId}/join?lang=hi`, { token: member.token });
    expect(inHindi.body.data.courses).toEqual(page.body.data.courses);
    expect((await api('GET', `/groups/${groupId}/join?lang=xx`, { token: member.token })).status).toBe(400);

    // Another domain, or no account at all: the group is not confirmed to exist.
    for (const token of [outsider.token, manager.token]) {
      const res = await api('GET', `/groups/${groupId}/join`, { token });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Group not found');
      expect((await joinGroup(token, groupId, course.courseId)).status).toBe(404);
    }
    expect((await api('GET', `/groups/${groupId}/join`)).status).toBe(401);
    // An address at the domain that is not proven yet is told what to do.
    const notProven = await joinGroup(unproven.token, groupId, course.courseId);
    expect(notProven.status).toBe(403);
    expect(notProven.body.message).toMatch(/confirm your email address/);
    expect(await seatsOf(groupId)).toMatchObject({ purchased: 1, used: 0, free: 1 });
    expect(
      (await api('POST', `/groups/${groupId}/join`, { token: member.token, body: { courseId: 'no-such-course' } })).status,
    ).toBe(404);

    const joined = await joinGroup(member.token, groupId, course.courseId);
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    expect(joined.body.data).toMatchObject({ courseId: course.courseId, groupId });
    expect(await enrolledIn(member.token)).toContain(course.courseId);
    expect((await testDb().collection('enrollments').doc(joined.body.data.enrollmentId).get()).get('groupId')).toBe(groupId);
    expect((await testDb().collection('seatAssignments').where('groupId', '==', groupId).get()).docs[0].get('via')).toBe(
      'domain',
    );
    expect(await seatsOf(groupId)).toMatchObject({ purchased: 1, used: 1, free: 0 });
    expect((await api<JoinView>('GET', `/groups/${groupId}/join`, { token: member.token })).body.data.courses).toEqual([
      expect.objectContaining({ courseId: course.courseId, joined: true }),
    ]);
    expect((await joinGroup(member.token, groupId, course.courseId)).status).toBe(409);

    // The last seat is taken: the next person at the domain hears so, and nothing is written.
    const late = await personAt(domain, 'domain-late');
    const full = await joinGroup(late.token, groupId, course.courseId);
    expect(full.status).toBe(409);
    expect(full.body.message).toBe('No seats left in this group for this course');
    expect(await enrolledIn(late.token)).not.toContain(course.courseId);
    expect(await seatsOf(groupId)).toMatchObject({ purchased: 1, used: 1, free: 0 });
  });

  it('a group without a domain has no join page', async () => {
    const groupId = await newGroup(`No domain association ${Date.now()}`, null);
    await paidSeats(groupId, 1);
    const someone = await personAt(newDomain(), 'no-domain');
    expect((await api('GET', `/groups/${groupId}/join`, { token: someone.token })).status).toBe(404);
    expect((await joinGroup(someone.token, groupId, course.courseId)).status).toBe(404);
  });
});

describe('reassigning a seat', { timeout: 90_000 }, () => {
  it('an unstarted seat goes to someone else: the learner loses the course and is told by mail, the new address is invited', async () => {
    const { groupId, person, assignmentId } = await groupWithJoinedPerson(1, 'reassigned');
    const next = uniqueEmail('next-holder');

    const res = await reassign(manager.token, groupId, assignmentId, next);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      released: { assignmentId, email: person.email, courseId: course.courseId },
      invitation: { email: next, courseId: course.courseId, status: 'pending' },
    });
    expect(await enrolledIn(person.token)).not.toContain(course.courseId);
    expect((await api('GET', `/user/courses/${course.courseId}`, { token: person.token })).status).toBe(404);
    expect(await seatsOf(groupId)).toMatchObject({ purchased: 1, used: 0, free: 1 });
    expect((await api<MemberList>('GET', `/groups/${groupId}/members`, { token: manager.token })).body.data.members).toEqual([]);

    const [told] = await waitForMail(person.email, { filter: (mail) => mail.subject.includes('was given to someone else') });
    expect(told.subject).toMatch(/^Your seat in .+ was given to someone else$/);
    expect(told.text).toContain('nothing of your progress is lost');
    const [invitation] = await waitForMail(next, { filter: (mail) => mail.subject.includes('has a seat for you') });
    const token = linkIn(invitation, `${SITE_URL}/invitations/`).split('/').pop()!;
    expect((await api('GET', `/invitations/${token}`)).status).toBe(200);

    // Taken back once, the seat is no longer there to take back.
    expect((await reassign(manager.token, groupId, assignmentId, uniqueEmail('again'))).status).toBe(404);
  });

  it('a started seat stays with its learner: 409, and nothing changes', async () => {
    const { groupId, person, assignmentId } = await groupWithJoinedPerson(2, 'started');
    const opened = await api('PUT', `/user/courses/${course.courseId}/modules/${course.moduleId}/lessons/l1/progress`, {
      token: person.token,
      body: { progress: 0, completed: false, timeSpent: 0 },
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const members = (await api<MemberList>('GET', `/groups/${groupId}/members`, { token: manager.token })).body.data.members;
    expect(members).toEqual([expect.objectContaining({ assignmentId, started: true })]);

    const next = uniqueEmail('not-given');
    const refused = await reassign(manager.token, groupId, assignmentId, next);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This learner has started the course, so the seat stays theirs and cannot be reassigned');
    expect(await enrolledIn(person.token)).toContain(course.courseId);
    expect(await seatsOf(groupId)).toMatchObject({ purchased: 2, used: 1, free: 1 });
    expect((await testDb().collection('groupInvitations').where('email', '==', next).count().get()).data().count).toBe(0);

    // Bad input and other people's seats: a clear 4xx, nothing written.
    const bad = await api('POST', `/groups/${groupId}/seats/${assignmentId}/reassign`, {
      token: manager.token,
      body: { email: 'nope' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toContainEqual({ path: 'email', msg: 'Please enter a valid email address' });
    const stranger = await newLearner('seat-stranger', { verified: true });
    const notTheirs = await reassign(stranger.token, groupId, assignmentId, next);
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.body.message).toBe('Group not found');
    expect((await reassign(manager.token, groupId, 'no-such-seat', next)).status).toBe(404);
  });
});

describe("a seat's learner elsewhere", { timeout: 120_000 }, () => {
  it('cannot ask for the individual refund: the group paid', async () => {
    const { domain, groupId } = await groupWithJoinedPerson(2, 'refund-first');
    // They bought the course themselves once, had it refunded, then took their group's seat.
    const buyer = await personAt(domain, 'refund-buyer');
    const { orderId } = (await enrol(buyer.token, course.courseId, PRICE)).body.data;
    expect(
      (await api('POST', `/admin/orders/${orderId}/refund`, { token: admin, body: { reason: 'Bought twice by mistake' } }))
        .status,
    ).toBe(202);
    await waitForOrder(buyer.token, orderId, 'refunded');
    expect((await joinGroup(buyer.token, groupId, course.courseId)).status).toBe(201);

    const asked = await api('POST', `/payments/orders/${orderId}/refund`, { token: buyer.token, body: {} });
    expect(asked.status).toBe(400);
    expect(asked.body.message).toBe('Your group paid for this course; its manager can return unused seats');
    expect(await enrolledIn(buyer.token)).toContain(course.courseId);
  });

  it('closing an account gives an unstarted seat back to the group; a started one stays used', async () => {
    const { domain, groupId, person } = await groupWithJoinedPerson(3, 'closing-unstarted');
    const starter = await personAt(domain, 'closing-started');
    expect((await joinGroup(starter.token, groupId, course.courseId)).status).toBe(201);
    await api('PUT', `/user/courses/${course.courseId}/modules/${course.moduleId}/lessons/l1/progress`, {
      token: starter.token,
      body: { progress: 0, completed: false, timeSpent: 0 },
    });
    expect(await seatsOf(groupId)).toMatchObject({ purchased: 3, used: 2, free: 1 });

    expect((await api('POST', '/users/me/close', { token: person.token, body: { password: 'secret123' } })).status).toBe(200);
    expect(await seatsOf(groupId)).toMatchObject({ purchased: 3, used: 1, free: 2 });
    expect((await api('POST', '/users/me/close', { token: starter.token, body: { password: 'secret123' } })).status).toBe(200);
    expect(await seatsOf(groupId)).toMatchObject({ purchased: 3, used: 1, free: 2 });
    expect((await api<MemberList>('GET', `/groups/${groupId}/members`, { token: manager.token })).body.data.members).toEqual([]);
  });
});
