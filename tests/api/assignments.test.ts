import { beforeAll, describe, expect, it } from 'vitest';

import type {
  AssignmentSubmission,
  LearnerAssignment,
  LearnerCourseView,
  StaffSubmission,
  StaffSubmissionSummary,
} from '../../functions/src/contract';
import { testDb } from '../support/admin';
import { createCourseFixture } from '../support/course-fixture';
import { killBetweenSteps } from '../support/crash-harness';
import { SITE_URL } from '../support/env';
import { api } from '../support/http';
import { waitForMail } from '../support/mail';
import { form, pdfBytes, pngBytes } from '../support/media-fixtures';
import { newAdmin, newLearner } from '../support/sessions';

type Fixture = Awaited<ReturnType<typeof createCourseFixture>>;
type Session = Awaited<ReturnType<typeof newLearner>>;

const enrol = async (session: Session, courseId: string) =>
  expect(
    (
      await api('POST', '/enrollments', {
        token: session.token,
        body: { courseId, paymentMethod: 'card', amount: 0 },
      })
    ).status,
  ).toBe(201);

const lessonBase = (fixture: Fixture, lesson = 'a1') =>
  `/user/courses/${fixture.courseId}/modules/${fixture.moduleId}/lessons/${lesson}`;
const view = (fixture: Fixture, token: string, lesson = 'a1') =>
  api<LearnerAssignment>('GET', `${lessonBase(fixture, lesson)}/assignment`, { token });
const submit = (fixture: Fixture, token: string, body: unknown, lesson = 'a1') =>
  api<{ submission: AssignmentSubmission }>('POST', `${lessonBase(fixture, lesson)}/assignment/submissions`, { token, body });
const lessonCompleted = async (fixture: Fixture, token: string) => {
  const course = await api<LearnerCourseView>('GET', `/user/courses/${fixture.courseId}`, { token });
  const lesson = course.body.data.progress.modules[0];
  return { lessonsCompleted: lesson.lessonsCompleted as number };
};
const storedSubmissions = async (courseId: string) =>
  (await testDb().collection('assignmentSubmissions').where('courseId', '==', courseId).get()).docs.map((doc) => doc.data());
const markAs = (token: string, id: string, body: unknown) =>
  api<{ submission: StaffSubmission }>('PUT', `/admin/assignments/${id}/mark`, { token, body });

/** Assignments that can be handed in (issue 39): a learner hands in work, an instructor marks it against the rubric. */
describe('an assignment a course asks to pass', () => {
  let fixture: Fixture;
  let other: Fixture;
  let learner: Session;
  let outsider: Session;
  let instructor: Session;
  let otherInstructor: Session;
  let submissionId: string;

  beforeAll(async () => {
    [fixture, other] = await Promise.all([
      createCourseFixture({
        price: 0,
        allLessons: true,
        noCheckpoints: true,
        assignment: { requirePass: true, maxSubmissions: 2 },
      }),
      createCourseFixture({ price: 0, allLessons: true, noCheckpoints: true, assignment: {} }),
    ]);
    [learner, outsider, instructor, otherInstructor] = await Promise.all([
      newLearner('hand-in', { verified: true }),
      newLearner('hand-in-outsider'),
      newLearner('marker', { verified: true }),
      newLearner('marker-elsewhere'),
    ]);
    await enrol(learner, fixture.courseId);
    const admin = await newAdmin('assignments-admin');
    for (const [uid, courseId] of [
      [instructor.uid, fixture.courseId],
      [otherInstructor.uid, other.courseId],
    ]) {
      const assigned = await api('PUT', `/admin/users/${uid}/staff-courses`, {
        token: admin.token,
        body: { instructorOf: [courseId], authorOf: [] },
      });
      expect(assigned.status).toBe(200);
    }
  });

  it('shows the learner the rubric, the limits and that nothing is handed in yet', async () => {
    const res = await view(fixture, learner.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(res.body.data).toMatchObject({
      settings: { passPercent: 60, maxSubmissions: 2, turnaroundDays: 3 },
      dueAt: null,
      requirePass: true,
      submissions: [],
      submissionsLeft: 2,
      closedReason: null,
    });
    expect(res.body.data.settings.rubric.map((criterion: { points: number }) => criterion.points)).toEqual([6, 4]);
    expect((await view(fixture, outsider.token)).status).toBe(404);
    expect((await view(fixture, learner.token, 'l1')).status).toBe(404);
  });

  it('Mark as Complete does not complete an assignment', async () => {
    const res = await api('PUT', `${lessonBase(fixture)}/progress`, {
      token: learner.token,
      body: { progress: 100, completed: true, timeSpent: 30 },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This assignment completes once your submission is marked as passed.');
  });

  it('refuses empty work, a file that is not a PDF or image, a bad link, and a course the learner is not in; nothing is kept', async () => {
    const empty = await submit(fixture, learner.token, form({ text: '   ' }));
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Add your work: write an answer, add a link or attach a file.');
    const script = await submit(
      fixture,
      learner.token,
      form({ text: 'See file' }, { file1: [Buffer.from('#!/bin/sh\necho hi\n'), 'notes.pdf'] }),
    );
    expect(script.status).toBe(400);
    expect(script.body.errors).toEqual([{ msg: 'Up to 3 files, PDF or images (JPEG, PNG, WebP), 10 MB each', path: 'file1' }]);
    const tooBig = Buffer.concat([pdfBytes(), Buffer.alloc(10 * 1024 * 1024)]);
    expect((await submit(fixture, learner.token, form({}, { file1: [tooBig, 'huge.pdf'] }))).status).toBe(400);
    const link = await submit(fixture, learner.token, form({ links: 'javascript:alert(1)' }));
    expect(link.status).toBe(400);
    expect(link.body.errors![0].msg).toBe('Each link must be a full http(s) address');
    expect((await submit(fixture, outsider.token, form({ text: 'Let me in' }))).status).toBe(404);
    expect((await submit(fixture, learner.token, form({ text: 'Wrong lesson' }), 'l1')).status).toBe(404);
    expect(await storedSubmissions(fixture.courseId)).toEqual([]);
  });

  it('takes text, links and files; the files open to their signed links only', async () => {
    const res = await submit(
      fixture,
      learner.token,
      form(
        { text: 'Ball 1: wide.\nBall 2: dot.', links: 'https://example.com/clip-1\n\nhttps://example.com/clip-2' },
        { file1: [pdfBytes(), 'briefing.pdf'], file2: [await pngBytes(), '../../tagging map.png'] },
      ),
    );
    expect(res.status).toBe(201);
    const submission = res.body.data.submission;
    submissionId = submission.id;
    expect(submission).toMatchObject({
      attempt: 1,
      status: 'submitted',
      late: false,
      mark: null,
      text: 'Ball 1: wide.\nBall 2: dot.',
      links: ['https://example.com/clip-1', 'https://example.com/clip-2'],
    });
    expect(submission.files.map((file: { name: string; contentType: string }) => [file.name, file.contentType])).toEqual([
      ['briefing.pdf', 'application/pdf'],
      ['tagging map.png', 'image/png'],
    ]);

    const file = await fetch(`${SITE_URL}${submission.files[0].url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('cache-control')).toContain('no-store');
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const forged = submission.files[0].url.replace(/sig=[^&]+/, 'sig=forged');
    expect((await api('GET', forged.replace(/^\/api/, ''))).status).toBe(404);
    // The stored file is not under any public address.
    const stored = (await storedSubmissions(fixture.courseId))[0];
    expect(stored.files[0].path).toMatch(/^submissions\//);
    expect((await fetch(`${SITE_URL}/uploads/${stored.files[0].path}`)).status).toBe(404);

    const seen = await view(fixture, learner.token);
    expect(seen.body.data).toMatchObject({
      submissionsLeft: 1,
      closedReason: 'Your submission is waiting for your instructor to mark it.',
    });
    // The course asks for a pass: handing in does not complete the lesson.
    expect((await lessonCompleted(fixture, learner.token)).lessonsCompleted).toBe(0);
  });

  it('a second hand-in waits for the first to be marked', async () => {
    const res = await submit(fixture, learner.token, form({ text: 'Again' }));
    expect(res.status).toBe(409);
    expect(await storedSubmissions(fixture.courseId)).toHaveLength(1);
  });

  it("the course's instructor sees it in the queue; another course's instructor and a learner do not", async () => {
    const queue = await api<{ submissions: StaffSubmissionSummary[] }>('GET', '/admin/assignments', { token: instructor.token });
    expect(queue.status).toBe(200);
    expect(queue.body.data.submissions).toEqual([
      expect.objectContaining({
        id: submissionId,
        lessonTitle: 'Brief the third umpire',
        learnerName: 'Test hand-in',
        attempt: 1,
        status: 'submitted',
      }),
    ]);
    const markBy = new Date(queue.body.data.submissions[0].markBy).getTime();
    const submittedAt = new Date(queue.body.data.submissions[0].submittedAt).getTime();
    expect(markBy - submittedAt).toBe(3 * 24 * 60 * 60 * 1000);
    expect(
      (await api<{ submissions: StaffSubmissionSummary[] }>('GET', '/admin/assignments', { token: otherInstructor.token })).body
        .data.submissions,
    ).toEqual([]);
    expect((await api('GET', `/admin/assignments/${submissionId}`, { token: otherInstructor.token })).status).toBe(404);
    expect((await api('GET', '/admin/assignments', { token: learner.token })).status).toBe(403);

    const one = await api<{ submission: StaffSubmission }>('GET', `/admin/assignments/${submissionId}`, {
      token: instructor.token,
    });
    expect(one.status).toBe(200);
    expect(one.body.data.submission).toMatchObject({
      learnerEmail: learner.email,
      brief: 'Write the briefing you would give the third umpire before a **DRS review**.',
      settings: { maxSubmissions: 2 },
    });
    expect(one.body.data.submission.files).toHaveLength(2);
  });

  it('refuses a mark that does not fit the rubric, and a learner marking', async () => {
    const wrongCount = await markAs(instructor.token, submissionId, { scores: [3], feedback: 'Short' });
    expect(wrongCount.status).toBe(400);
    const over = await markAs(instructor.token, submissionId, { scores: [7, 1], feedback: 'Too generous' });
    expect(over.status).toBe(400);
    expect(over.body.errors).toEqual([{ msg: 'At most 6 points', path: 'scores.0' }]);
    expect((await markAs(instructor.token, submissionId, { scores: [3, 1], feedback: ' ' })).status).toBe(400);
    expect((await markAs(learner.token, submissionId, { scores: [6, 4], feedback: 'Self-marked' })).status).toBe(403);
    expect((await markAs(otherInstructor.token, submissionId, { scores: [6, 4], feedback: 'Not mine' })).status).toBe(404);
    expect((await storedSubmissions(fixture.courseId))[0].status).toBe('submitted');
  });

  it('needs work: the learner is told by mail, the mark is audited, and they hand in again', async () => {
    const res = await markAs(instructor.token, submissionId, {
      scores: [3, 2],
      feedback: 'You missed the no-ball on ball 4. Tag every delivery.',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.submission).toMatchObject({
      status: 'needs_work',
      mark: { total: 5, outOf: 10, passed: false, markedByName: 'Test M.' },
    });
    expect((await markAs(instructor.token, submissionId, { scores: [6, 4], feedback: 'Changed my mind' })).status).toBe(409);

    const [mail] = await waitForMail(learner.email, {
      filter: (m) => m.subject === 'Your assignment is marked: Brief the third umpire',
    });
    expect(mail.text).toContain('Needs work');
    expect(mail.text).toContain('5 / 10');
    expect(mail.text).toContain('You missed the no-ball on ball 4.');
    expect(mail.text).toContain('you can resubmit 1 more time');

    const audit = (await testDb().collection('audit').where('resourceId', '==', submissionId).get()).docs.map((doc) =>
      doc.data(),
    );
    expect(audit).toEqual([
      expect.objectContaining({ actorUid: instructor.uid, action: 'reviewed', resourceType: 'assignmentSubmission' }),
    ]);

    const seen = await view(fixture, learner.token);
    expect(seen.body.data).toMatchObject({ submissionsLeft: 1, closedReason: null });
    expect(seen.body.data.submissions[0].mark!.feedback).toBe('You missed the no-ball on ball 4. Tag every delivery.');
    expect((await lessonCompleted(fixture, learner.token)).lessonsCompleted).toBe(0);

    const again = await submit(fixture, learner.token, form({ text: 'Ball 4: no-ball, now tagged.' }));
    expect(again.status).toBe(201);
    expect(again.body.data.submission.attempt).toBe(2);
    submissionId = again.body.data.submission.id;
  });

  it('a pass completes the lesson, and nothing more can be handed in', async () => {
    const res = await markAs(instructor.token, submissionId, { scores: [5, 3], feedback: 'Every delivery tagged.' });
    expect(res.status).toBe(200);
    expect(res.body.data.submission.mark).toMatchObject({ total: 8, passed: true });
    await waitForMail(learner.email, { count: 2, filter: (m) => m.subject.startsWith('Your assignment is marked') });
    expect((await lessonCompleted(fixture, learner.token)).lessonsCompleted).toBe(1);
    const seen = await view(fixture, learner.token);
    expect(seen.body.data.closedReason).toBe('Your submission passed: there is nothing more to hand in.');
    expect((await submit(fixture, learner.token, form({ text: 'One more' }))).status).toBe(409);
    const marked = await api<{ submissions: StaffSubmissionSummary[] }>('GET', '/admin/assignments?show=marked', {
      token: instructor.token,
    });
    expect(marked.body.data.submissions.map((item: { status: string }) => item.status)).toEqual(['passed', 'needs_work']);
    expect((await api('GET', '/admin/assignments?show=everything', { token: instructor.token })).status).toBe(400);
  });
});

describe('an assignment handing in completes', () => {
  it('completes the lesson on hand-in, marks a late one late, and repairs a completion lost to a crash', async () => {
    const fixture = await createCourseFixture({ price: 0, allLessons: true, noCheckpoints: true, assignment: { dueDays: 2 } });
    const learner = await newLearner('late-hand-in');
    await enrol(learner, fixture.courseId);
    const enrollment = (
      await testDb().collection('enrollments').where('userId', '==', learner.uid).where('courseId', '==', fixture.courseId).get()
    ).docs[0];
    // Enrolled ten days ago: the two days are long gone.
    await enrollment.ref.update({ enrolledAt: new Date(Date.now() - 10 * 24 * 60 * 60 * 1000) });
    const seen = await view(fixture, learner.token);
    expect(new Date(seen.body.data.dueAt!).getTime()).toBeLessThan(Date.now());

    const res = await submit(fixture, learner.token, form({ links: 'https://example.com/my-tags' }));
    expect(res.status).toBe(201);
    expect(res.body.data.submission.late).toBe(true);
    expect((await lessonCompleted(fixture, learner.token)).lessonsCompleted).toBe(1);

    // The hand-in's record landed but the process died before the lesson's completion was written.
    await enrollment.ref.update({ 'progress.lessons.a1.completed': false });
    expect((await lessonCompleted(fixture, learner.token)).lessonsCompleted).toBe(0);
    expect((await view(fixture, learner.token)).status).toBe(200);
    expect((await lessonCompleted(fixture, learner.token)).lessonsCompleted).toBe(1);
  });
});

// A child process runs the hand-in on the built service code and is killed (SIGKILL) between its two
// steps, as a crashed function instance would die; everything after goes over HTTP.
describe("a hand-in killed between its record and the lesson's completion", { timeout: 150_000 }, () => {
  it('is completed the next time the learner opens the assignment, and counted once', async () => {
    const fixture = await createCourseFixture({ price: 0, allLessons: true, noCheckpoints: true, assignment: {} });
    const learner = await newLearner('killed-hand-in');
    await enrol(learner, fixture.courseId);
    const paused = await killBetweenSteps('handIn', {
      body: { courseId: fixture.courseId, moduleId: fixture.moduleId, lessonId: 'a1', text: 'Handed in as the process died' },
      uid: learner.uid,
    });
    expect(paused).toBe('completeAssignmentLesson');
    expect(await storedSubmissions(fixture.courseId)).toHaveLength(1);
    expect((await lessonCompleted(fixture, learner.token)).lessonsCompleted).toBe(0);

    const seen = await view(fixture, learner.token);
    expect(seen.status).toBe(200);
    expect(seen.body.data.submissions).toHaveLength(1);
    expect((await lessonCompleted(fixture, learner.token)).lessonsCompleted).toBe(1);
    await view(fixture, learner.token);
    expect((await lessonCompleted(fixture, learner.token)).lessonsCompleted).toBe(1);
  });
});
