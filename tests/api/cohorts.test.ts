import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';

import type {
  AttendanceInputSchema,
  AuditEntryView,
  AuditList,
  CohortGrid,
  CohortInputSchema,
  CohortView,
  LearnerCourseView,
  LiveSessionInputSchema,
  LiveSessionView,
  RemindResult,
} from '../../functions/src/contract';
import { testDb } from '../support/admin';
import { createCourseFixture } from '../support/course-fixture';
import { API_URL, uniqueEmail } from '../support/env';
import { createGroup, joinGroup, paidBankSeats, writeHeldSeats } from '../support/groups';
import { api, readsOf, register } from '../support/http';
import { MAILDEV_URL, waitForMail, type ReceivedMail } from '../support/mail';
import { adminToken, newLearner, verifyAddress } from '../support/sessions';

/*
 * Cohorts and live sessions (issue 32; decision 0075), over real HTTP: a manager groups seat
 * holders into a cohort, reads their progress grid (never their answers) and its CSV, reminds an
 * idle member once a day, and schedules, changes and cancels live sessions whose mails carry an
 * `.ics` read here by an independent parser (ical.js). The hour-before reminder runs with an
 * injected clock and sends once.
 */

type Account = Awaited<ReturnType<typeof newLearner>>;
type Person = { email: string; uid: string; token: string };
type CohortBody = z.input<typeof CohortInputSchema>;
type SessionBody = z.input<typeof LiveSessionInputSchema>;
type AttendanceBody = z.input<typeof AttendanceInputSchema>;

const FORMULA_NAME = '=HYPERLINK("http://evil.example","x")';

let admin: string;
let managerA: Account;
let managerB: Account;
let outsider: Account;
let course: Awaited<ReturnType<typeof createCourseFixture>>;
let otherCourse: Awaited<ReturnType<typeof createCourseFixture>>;
let groupA: string;
let groupB: string;
let ana: Person;
let formula: Person;
let domainCounter = 0;

const newDomain = () => `cohorts-${Date.now().toString(36)}-${process.pid}-${(domainCounter += 1)}.example.org`;

const newGroup = async (name: string, manager: Account, emailDomain: string | null) =>
  (await createGroup(admin, manager.email, name, { emailDomain })).id;
const paidSeats = (groupId: string, manager: Account, courseId: string, seats: number) =>
  paidBankSeats({ admin, manager: manager.token }, groupId, courseId, seats);

/** A proven person at the group's domain who takes a seat of the course from the join page. */
async function joined(groupId: string, domain: string, name: string): Promise<Person> {
  const email = uniqueEmail('member').replace(/@.*$/, `@${domain}`);
  const session = await register(name, email);
  await verifyAddress(email);
  const res = await joinGroup(session.token, groupId, course.courseId);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { email, uid: session.user.uid as string, token: session.token };
}

const cohortBody = (extra: Partial<CohortBody> = {}) => ({
  ...({
    courseId: course.courseId,
    name: 'Umpires, December batch',
    startsOn: '2026-12-01',
    endsOn: '2027-01-31',
    memberUids: [ana.uid, formula.uid],
  } satisfies CohortBody),
  ...extra,
});

const countWhere = async (collection: string, field: string, value: unknown) =>
  (await testDb().collection(collection).where(field, '==', value).count().get()).data().count;

async function newCohort(): Promise<string> {
  const res = await api<CohortView>('POST', `/groups/${groupA}/cohorts`, { token: managerA.token, body: cohortBody() });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as string;
}

/** The `.ics` files attached to a mail, as MailDev received them. */
async function calendarsIn(mail: ReceivedMail): Promise<string[]> {
  const attachments = (
    (mail as unknown as { attachments?: Array<{ generatedFileName?: string; fileName?: string; contentType: string }> })
      .attachments ?? []
  ).filter((file) => file.contentType.startsWith('text/calendar'));
  return Promise.all(
    attachments.map(async (file) => {
      const res = await fetch(
        `${MAILDEV_URL}/email/${mail.id}/attachment/${encodeURIComponent(file.generatedFileName ?? file.fileName ?? '')}`,
      );
      expect(res.status).toBe(200);
      return res.text();
    }),
  );
}

/** What an independent parser reads from an `.ics`. */
function parsed(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    startIsUtc: event.startDate.zone?.tzid === 'UTC',
    end: event.endDate.toJSDate().toISOString(),
    summary: event.summary,
    url: vevent.getFirstPropertyValue('url'),
    location: event.location,
    organizer: event.organizer,
    stamp: vevent.getFirstPropertyValue('dtstamp'),
  };
}

const inDays = (days: number, hourUtc = 13) => {
  const day = new Date(Date.now() + days * 86_400_000);
  day.setUTCHours(hourUtc, 0, 0, 0);
  return day;
};

/** The session's instant as the form sends it: Indian time with its offset. */
const asIndianTime = (instant: Date) => `${new Date(instant.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 19)}+05:30`;

const sessionBody = (startsAt: Date, extra: Partial<SessionBody> = {}) => ({
  ...({
    title: 'Reviewing LBW decisions, frame by frame',
    startsAt: asIndianTime(startsAt),
    durationMinutes: 90,
    meetingUrl: 'https://meet.example.com/abc-defg-hij?pwd=a,b;c',
    recordingUrl: null,
  } satisfies SessionBody),
  ...extra,
});

const remindJob = (now: Date) =>
  promisify(execFile)(process.execPath, ['scripts/ops/remind-live-sessions.mjs', `--now=${now.toISOString()}`], { env: process.env });

beforeAll(async () => {
  admin = await adminToken();
  [managerA, managerB, outsider] = await Promise.all([
    newLearner('cohort-manager-a', { verified: true }),
    newLearner('cohort-manager-b', { verified: true }),
    newLearner('cohort-outsider', { verified: true }),
  ]);
  [course, otherCourse] = await Promise.all([createCourseFixture({ price: 2999 }), createCourseFixture({ price: 1999 })]);
  const domain = newDomain();
  groupA = await newGroup(`Bengal umpires ${Date.now()}`, managerA, domain);
  groupB = await newGroup(`Other association ${Date.now()}`, managerB, null);
  await paidSeats(groupA, managerA, course.courseId, 3);
  await paidSeats(groupB, managerB, course.courseId, 1);
  ana = await joined(groupA, domain, 'Ana Dsouza');
  formula = await joined(groupA, domain, FORMULA_NAME);
}, 180_000);

describe('cohorts: bad input gets a clear 4xx and changes nothing', { timeout: 60_000 }, () => {
  it('refuses a course without seats, a uid without a seat, an end before the start, and another group (404)', async () => {
    const post = (body: unknown, token = managerA.token, group = groupA) =>
      api<CohortView>('POST', `/groups/${group}/cohorts`, { token, body });

    const wrongCourse = await post(cohortBody({ courseId: otherCourse.courseId, memberUids: [] }));
    expect(wrongCourse.status).toBe(400);
    expect(wrongCourse.body.errors).toContainEqual(
      expect.objectContaining({ path: 'courseId', msg: 'Your group has no seats of this course' }),
    );

    const noSeat = await post(cohortBody({ memberUids: [ana.uid, outsider.uid] }));
    expect(noSeat.status).toBe(400);
    expect(noSeat.body.errors).toEqual([{ path: 'memberUids.1', msg: 'This person holds no seat of this course in your group' }]);

    const backwards = await post(cohortBody({ startsOn: '2027-01-10', endsOn: '2027-01-09' }));
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors).toContainEqual(expect.objectContaining({ path: 'endsOn' }));

    expect((await post(cohortBody(), managerB.token)).status).toBe(404);
    expect((await post(cohortBody(), outsider.token)).status).toBe(404);
    expect(await countWhere('cohorts', 'groupId', groupA)).toBe(0);

    // A cohort of group A is not found through group B, even by B's own manager.
    const cohortId = await newCohort();
    expect((await api('GET', `/groups/${groupB}/cohorts/${cohortId}/grid`, { token: managerB.token })).status).toBe(404);
    expect((await api('GET', `/groups/${groupA}/cohorts/${cohortId}/grid`, { token: managerB.token })).status).toBe(404);
    expect((await api('GET', `/groups/${groupA}/cohorts/${cohortId}/grid`, { token: ana.token })).status).toBe(404);
  });
});

describe('the cohort grid', { timeout: 90_000 }, () => {
  it('shows members × modules, best scores, last activity and completion, flags the idle, and never an answer', async () => {
    const cohortId = await newCohort();
    const checkpoint = `/user/courses/${course.courseId}/modules/${course.moduleId}/checkpoints/${course.checkpointId}`;
    expect((await api('GET', checkpoint, { token: ana.token })).status).toBe(200);
    const attempt = await api('POST', `${checkpoint}/attempt`, {
      token: ana.token,
      body: { answers: course.correct, timeSpent: 20 },
    });
    expect(attempt.status, JSON.stringify(attempt.body)).toBeLessThan(300);
    // The other member last opened the course nine days ago.
    const nineDaysAgo = new Date(Date.now() - 9 * 86_400_000).toISOString();
    await testDb()
      .collection('enrollments')
      .doc(`${formula.uid}_${course.courseId}`)
      .update({ 'progress.lastAccessedAt': nineDaysAgo });

    const grid = await api<CohortGrid>('GET', `/groups/${groupA}/cohorts/${cohortId}/grid`, { token: managerA.token });
    expect(grid.status).toBe(200);
    const { modules, checkpoints, rows, inactiveDays } = grid.body.data;
    expect(inactiveDays).toBe(7);
    expect(modules.map((module: { uid: string }) => module.uid)).toEqual([course.moduleId]);
    expect(checkpoints.map((c: { uid: string }) => c.uid)).toContain(course.checkpointId);
    const anaRow = rows.find((row: { uid: string }) => row.uid === ana.uid);
    const idleRow = rows.find((row: { uid: string }) => row.uid === formula.uid);
    expect(anaRow).toMatchObject({ email: ana.email, inactive: false, completed: false, certificateId: null });
    expect(anaRow!.checkpoints.find((c: { checkpointUid: string }) => c.checkpointUid === course.checkpointId)).toEqual({
      checkpointUid: course.checkpointId,
      bestScore: 100,
      passed: true,
    });
    expect(anaRow!.modules[0]).toMatchObject({ moduleUid: course.moduleId, percent: 0 });
    expect(anaRow!.lastActivityAt).not.toBeNull();
    expect(idleRow).toMatchObject({ name: FORMULA_NAME, inactive: true, lastActivityAt: nineDaysAgo });
    expect(idleRow!.checkpoints[0].bestScore).toBeNull();

    // Never an answer: neither the given answers nor the questions' keys reach the coordinator.
    const text = JSON.stringify(grid.body);
    for (const leak of ['"answers"', 'correctAnswer', '"questions"', 'How many stumps', '"selected"'])
      expect(text).not.toContain(leak);
  });

  it("'remind' mails the member once a day; a second the same day is 409 and sends nothing", async () => {
    const cohortId = await newCohort();
    const remind = () =>
      api<RemindResult>('POST', `/groups/${groupA}/cohorts/${cohortId}/remind/${formula.uid}`, { token: managerA.token });
    const first = await remind();
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.email).toBe(formula.email);
    const second = await remind();
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('Already reminded today: a learner gets at most one reminder a day');
    const mails = await waitForMail(formula.email, { filter: (mail) => mail.subject.startsWith('Pick up where you left off') });
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(`/user/courses/${course.courseId}`);

    const grid = await api<CohortGrid>('GET', `/groups/${groupA}/cohorts/${cohortId}/grid`, { token: managerA.token });
    expect(grid.body.data.rows.find((row: { uid: string }) => row.uid === formula.uid)!.remindedToday).toBe(true);
    expect(
      (await api('POST', `/groups/${groupA}/cohorts/${cohortId}/remind/${outsider.uid}`, { token: managerA.token })).status,
    ).toBe(404);
  });

  it("reads each member's own seat: other seat holders of the course do not add to the grid's reads", async () => {
    const res = await api<CohortView>('POST', `/groups/${groupA}/cohorts`, {
      token: managerA.token,
      body: cohortBody({ memberUids: [ana.uid] }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const grid = () => api<CohortGrid>('GET', `/groups/${groupA}/cohorts/${res.body.data.id}/grid`, { token: managerA.token });
    const before = await grid();
    expect(before.status).toBe(200);
    // Twenty more people hold a seat of the course in the group, none of them in this cohort.
    const others = Array.from({ length: 20 }, (_, i) => `cohort-other-holder-${Date.now().toString(36)}-${i}`);
    await writeHeldSeats(groupA, course.courseId, others);
    const seats = testDb().collection('seatAssignments');
    try {
      const after = await grid();
      expect(after.body.data.rows.map((row: { uid: string }) => row.uid)).toEqual([ana.uid]);
      expect(readsOf(after)).toBe(readsOf(before));
    } finally {
      const cleanup = testDb().batch();
      for (const uid of others) cleanup.delete(seats.doc(`${groupA}_${course.courseId}_${uid}`));
      await cleanup.commit();
    }
  });

  it('the CSV has the same columns and writes cells starting with = + - @ as text', async () => {
    const cohortId = await newCohort();
    const res = await fetch(`${API_URL}/groups/${groupA}/cohorts/${cohortId}/grid.csv`, {
      headers: { authorization: `Bearer ${managerA.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const csv = (await res.text()).replace(/^\uFEFF/, '');
    const [header, ...lines] = csv.trim().split('\r\n');
    expect(header).toMatch(
      /^Name,Email,Progress \(%\),.+\(%\),.+\(best score\),Last activity,Inactive 7\+ days,Completed,Certificate$/,
    );
    expect(lines).toHaveLength(2);
    // The name a spreadsheet would run is kept as text by a leading apostrophe (and quoted: it holds quotes and a comma).
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csv).not.toMatch(/(^|,)=HYPERLINK/m);
  });
});

describe('live sessions', { timeout: 120_000 }, () => {
  it('refuses a non-https link, a start in the past and another group; nothing is written', async () => {
    const cohortId = await newCohort();
    const post = (body: unknown, token = managerA.token) =>
      api('POST', `/groups/${groupA}/cohorts/${cohortId}/sessions`, { token, body });
    const http = await post(sessionBody(inDays(5), { meetingUrl: 'http://meet.example.com/x' }));
    expect(http.status).toBe(400);
    expect(http.body.errors).toContainEqual({ path: 'meetingUrl', msg: 'Meeting link must be an https:// address' });
    expect((await post(sessionBody(inDays(5), { meetingUrl: 'javascript:alert(1)' }))).status).toBe(400);
    expect((await post(sessionBody(inDays(-1)))).status).toBe(400);
    expect((await post(sessionBody(inDays(5), { durationMinutes: 0 }))).status).toBe(400);
    expect((await post(sessionBody(inDays(5)), managerB.token)).status).toBe(404);
    expect(await countWhere('liveSessions', 'cohortId', cohortId)).toBe(0);
  });

  it('invites every member with an .ics (REQUEST, UTC instant), updates it with a higher SEQUENCE and cancels it with CANCEL', async () => {
    const cohortId = await newCohort();
    const startsAt = inDays(6);
    const created = await api<LiveSessionView>('POST', `/groups/${groupA}/cohorts/${cohortId}/sessions`, {
      token: managerA.token,
      body: sessionBody(startsAt),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const sessionId = created.body.data.id as string;
    expect(created.body.data).toMatchObject({ startsAt: startsAt.toISOString(), sequence: 0, status: 'scheduled' });

    // The outbox document carries the attachment as Trigger Email reads it.
    const outbox = await testDb().collection('mail').where('to', '==', ana.email).get();
    const queued = outbox.docs
      .map((doc) => doc.get('message'))
      .find((m) => m.subject === 'Live session: Reviewing LBW decisions, frame by frame');
    expect(queued.attachments).toEqual([
      expect.objectContaining({ filename: 'invite.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST' }),
    ]);

    const isInvite = (mail: ReceivedMail) => mail.subject === 'Live session: Reviewing LBW decisions, frame by frame';
    const [invite] = await waitForMail(ana.email, { filter: isInvite });
    expect((await waitForMail(formula.email, { filter: isInvite })).length).toBe(1);
    const [ics] = await calendarsIn(invite);
    expect(ics).toContain('\r\n');
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line, 'utf8') <= 75)).toBe(true);
    const first = parsed(ics);
    expect(first).toMatchObject({
      method: 'REQUEST',
      sequence: 0,
      start: startsAt.toISOString(),
      startIsUtc: true,
      end: new Date(startsAt.getTime() + 90 * 60_000).toISOString(),
      url: 'https://meet.example.com/abc-defg-hij?pwd=a,b;c',
      location: 'https://meet.example.com/abc-defg-hij?pwd=a,b;c',
    });
    expect(first.summary).toContain('Reviewing LBW decisions, frame by frame');
    expect(first.organizer).toMatch(/^mailto:/);
    expect(first.uid).toBe(`live-session-${sessionId}@cricvision.in`);

    const movedTo = inDays(7, 12);
    const updated = await api('PUT', `/groups/${groupA}/cohorts/${cohortId}/sessions/${sessionId}`, {
      token: managerA.token,
      body: sessionBody(movedTo, { title: 'Reviewing LBW decisions (moved)' }),
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const [change] = await waitForMail(ana.email, {
      filter: (mail) => mail.subject === 'Changed: Reviewing LBW decisions (moved)',
    });
    const second = parsed((await calendarsIn(change))[0]);
    expect(second).toMatchObject({ method: 'REQUEST', uid: first.uid, sequence: 1, start: movedTo.toISOString() });

    const cancelled = await api<LiveSessionView>('DELETE', `/groups/${groupA}/cohorts/${cohortId}/sessions/${sessionId}`, {
      token: managerA.token,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.status).toBe('cancelled');
    const [cancel] = await waitForMail(ana.email, {
      filter: (mail) => mail.subject === 'Cancelled: Reviewing LBW decisions (moved)',
    });
    const third = parsed((await calendarsIn(cancel))[0]);
    expect(third).toMatchObject({ method: 'CANCEL', uid: first.uid, sequence: 2 });
    expect(
      (await api('DELETE', `/groups/${groupA}/cohorts/${cohortId}/sessions/${sessionId}`, { token: managerA.token })).status,
    ).toBe(409);
  });

  it("the member's course page lists upcoming sessions with an .ics; others get 404", async () => {
    const cohortId = await newCohort();
    const startsAt = inDays(9);
    const created = await api<LiveSessionView>('POST', `/groups/${groupA}/cohorts/${cohortId}/sessions`, {
      token: managerA.token,
      body: sessionBody(startsAt, { title: 'Course page session' }),
    });
    expect(created.status).toBe(201);
    const view = await api<LearnerCourseView>('GET', `/user/courses/${course.courseId}`, { token: ana.token });
    expect(view.status).toBe(200);
    const listed = view.body.data.liveSessions.find((s: { id: string }) => s.id === created.body.data.id);
    expect(listed).toMatchObject({
      title: 'Course page session',
      startsAt: startsAt.toISOString(),
      meetingUrl: sessionBody(startsAt).meetingUrl,
    });
    const download = await fetch(`${API_URL}${listed!.calendarPath.replace(/^\/api/, '')}`, {
      headers: { authorization: `Bearer ${ana.token}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toContain('text/calendar');
    expect(parsed(await download.text())).toMatchObject({
      start: startsAt.toISOString(),
      uid: `live-session-${created.body.data.id}@cricvision.in`,
    });
    const stranger = await fetch(`${API_URL}${listed!.calendarPath.replace(/^\/api/, '')}`, {
      headers: { authorization: `Bearer ${outsider.token}` },
    });
    expect(stranger.status).toBe(404);
  });

  it('attendance is marked for members only', async () => {
    const cohortId = await newCohort();
    const created = await api<LiveSessionView>('POST', `/groups/${groupA}/cohorts/${cohortId}/sessions`, {
      token: managerA.token,
      body: sessionBody(inDays(4), { title: 'Attendance session' }),
    });
    const path = `/groups/${groupA}/cohorts/${cohortId}/sessions/${created.body.data.id}/attendance`;
    const marked = await api<LiveSessionView>('PUT', path, {
      token: managerA.token,
      body: { attendance: { [ana.uid]: true, [formula.uid]: false } } satisfies AttendanceBody,
    });
    expect(marked.status).toBe(200);
    expect(marked.body.data.attendance).toEqual({ [ana.uid]: true, [formula.uid]: false });
    const stranger = await api('PUT', path, { token: managerA.token, body: { attendance: { [outsider.uid]: true } } });
    expect(stranger.status).toBe(400);
    expect(
      (await testDb().collection('liveSessions').doc(created.body.data.id).get()).get(`attendance.${outsider.uid}`),
    ).toBeUndefined();
  });

  it('the reminder an hour before, run with an injected clock, is sent once', async () => {
    const cohortId = await newCohort();
    const startsAt = inDays(20, 4);
    const created = await api('POST', `/groups/${groupA}/cohorts/${cohortId}/sessions`, {
      token: managerA.token,
      body: sessionBody(startsAt, { title: 'Reminder session' }),
    });
    expect(created.status).toBe(201);
    const isReminder = (mail: ReceivedMail) => mail.subject === 'Starting in an hour: Reminder session';

    const early = await remindJob(new Date(startsAt.getTime() - 2 * 3_600_000));
    expect(early.stdout).toContain('Reminded 0 live sessions');
    const due = await remindJob(new Date(startsAt.getTime() - 50 * 60_000));
    expect(due.stdout).toContain('Reminded 1 live session ');
    const again = await remindJob(new Date(startsAt.getTime() - 35 * 60_000));
    expect(again.stdout).toContain('Reminded 0 live sessions');
    expect(await waitForMail(ana.email, { filter: isReminder })).toHaveLength(1);
    expect(await waitForMail(formula.email, { filter: isReminder })).toHaveLength(1);
  });
});

describe("the manager's changes in the audit log", { timeout: 90_000 }, () => {
  /** The Audit area's entries by the manager about one cohort or session, oldest first. */
  async function entriesAbout(resource: 'cohort' | 'liveSession', id: string) {
    const query = new URLSearchParams({ person: managerA.email, resource });
    const res = await api<AuditList>('GET', `/admin/audit?${query}`, { token: admin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.entries.filter((entry) => entry.resource.id === id).reverse();
  }
  const change = (entry: AuditEntryView, field: string) => entry.changes.find((item) => item.field === field);

  it('records who made, changed and deleted a cohort, and each session change and attendance, with before and after', async () => {
    const cohortId = await newCohort();
    const renamed = await api('PUT', `/groups/${groupA}/cohorts/${cohortId}`, {
      token: managerA.token,
      body: cohortBody({ name: 'Umpires, January batch', memberUids: [ana.uid] }),
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const sessions = `/groups/${groupA}/cohorts/${cohortId}/sessions`;
    const created = await api<LiveSessionView>('POST', sessions, {
      token: managerA.token,
      body: sessionBody(inDays(6), { title: 'Audit session' }),
    });
    expect(created.status).toBe(201);
    const sessionId = created.body.data.id as string;
    const attendance = { attendance: { [ana.uid]: true } } satisfies AttendanceBody;
    expect((await api('PUT', `${sessions}/${sessionId}/attendance`, { token: managerA.token, body: attendance })).status).toBe(
      200,
    );
    expect((await api('DELETE', `${sessions}/${sessionId}`, { token: managerA.token })).status).toBe(200);
    expect((await api('DELETE', `/groups/${groupA}/cohorts/${cohortId}`, { token: managerA.token })).status).toBe(200);

    const cohortEntries = await entriesAbout('cohort', cohortId);
    expect(cohortEntries.map((entry) => entry.action)).toEqual(['created', 'updated', 'deleted']);
    for (const entry of cohortEntries) expect(entry.actor).toMatchObject({ uid: managerA.uid, email: managerA.email });
    expect(cohortEntries[1].resource.label).toMatch(/^Umpires, December batch \(Bengal umpires \d+\)$/);
    expect(change(cohortEntries[1], 'name')).toEqual({
      field: 'name',
      before: 'Umpires, December batch',
      after: 'Umpires, January batch',
    });
    expect(change(cohortEntries[1], 'memberUids')).toEqual({
      field: 'memberUids',
      before: [ana.uid, formula.uid],
      after: [ana.uid],
    });
    expect(change(cohortEntries[2], 'name')).toEqual({ field: 'name', before: 'Umpires, January batch', after: null });

    const sessionEntries = await entriesAbout('liveSession', sessionId);
    expect(sessionEntries.map((entry) => entry.action)).toEqual(['created', 'updated', 'updated']);
    expect(sessionEntries[0].resource.label).toMatch(/^Audit session \(Umpires, January batch, Bengal umpires \d+\)$/);
    expect(change(sessionEntries[1], 'attendance')).toEqual({ field: 'attendance', before: {}, after: { [ana.uid]: true } });
    expect(change(sessionEntries[2], 'status')).toEqual({ field: 'status', before: 'scheduled', after: 'cancelled' });
  });

  it('a refused change leaves no entry', async () => {
    const cohortId = await newCohort();
    const refused = await api('PUT', `/groups/${groupA}/cohorts/${cohortId}`, {
      token: managerA.token,
      body: cohortBody({ memberUids: [outsider.uid] }),
    });
    expect(refused.status).toBe(400);
    expect((await entriesAbout('cohort', cohortId)).map((entry) => entry.action)).toEqual(['created']);
  });
});
