import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';

import { beforeAll, describe, expect, it } from 'vitest';

import type { LessonAnswer, LessonQuestion, QuestionsView, StaffQuestion } from '../../functions/src/contract';
import { testDb } from '../support/admin';
import { createCourseFixture } from '../support/course-fixture';
import { api } from '../support/http';
import { waitForMail } from '../support/mail';
import { newAdmin, newLearner } from '../support/sessions';

type Fixture = Awaited<ReturnType<typeof createCourseFixture>>;
type Session = Awaited<ReturnType<typeof newLearner>>;

const runDigest = async (now: Date) =>
  (
    await promisify(execFile)(process.execPath, ['scripts/ops/send-question-digests.mjs', `--now=${now.toISOString()}`], {
      env: process.env,
    })
  ).stdout;

/** Questions under each lesson (issue 36): asked at a moment, upvoted, replied to, answered by an instructor, resolved, hidden. */
describe('questions under a lesson', () => {
  let fixture: Fixture;
  let asker: Session;
  let classmate: Session;
  let outsider: Session;
  let instructor: Session;
  let questionId: string;

  const askPath = (lesson = 'l1', courseId = fixture.courseId, moduleId = fixture.moduleId) =>
    `/user/courses/${courseId}/modules/${moduleId}/lessons/${lesson}/questions`;
  const ask = (body: unknown, token = asker.token, lesson = 'l1') =>
    api<{ question: LessonQuestion }>('POST', askPath(lesson), { token, body });
  const listFor = (token: string, lesson = 'l1') => api<QuestionsView>('GET', askPath(lesson), { token });
  const storedCount = async () =>
    (await testDb().collection('lessonQuestions').where('courseId', '==', fixture.courseId).get()).size;

  beforeAll(async () => {
    const videoId = randomUUID();
    await testDb()
      .collection('videos')
      .doc(videoId)
      .set({ status: 'ready', source: `video-sources/${videoId}`, access: 'paid', result: { durationSeconds: 90 } });
    fixture = await createCourseFixture({
      price: 0,
      secondLesson: true,
      videoUrl: `/uploads/lesson-videos/${videoId}/master.m3u8`,
    });
    [asker, classmate, outsider, instructor] = await Promise.all([
      newLearner('asker', { verified: true }),
      newLearner('classmate'),
      newLearner('outsider'),
      newLearner('instructor', { verified: true }),
    ]);
    for (const session of [asker, classmate]) {
      const enrolled = await api('POST', '/enrollments', {
        token: session.token,
        body: { courseId: fixture.courseId, paymentMethod: 'card', amount: 0 },
      });
      expect(enrolled.status).toBe(201);
    }
    const admin = await newAdmin('questions-admin');
    const assigned = await api('PUT', `/admin/users/${instructor.uid}/staff-courses`, {
      token: admin.token,
      body: { instructorOf: [fixture.courseId], authorOf: [] },
    });
    expect(assigned.status).toBe(200);
  });

  it('a learner asks at a moment of the video; the course sees it under the lesson by first name and initial', async () => {
    const res = await ask({
      title: 'Why is this not a wide?',
      text: 'The ball passes outside the tramline at 0:42. See https://example.com/laws',
      atSeconds: 42,
    });
    expect(res.status).toBe(201);
    expect(res.body.data.question).toMatchObject({
      atSeconds: 42,
      status: 'open',
      answered: false,
      mine: true,
      upvotes: 0,
      replies: [],
    });
    questionId = res.body.data.question.id;

    const seen = await listFor(classmate.token);
    expect(seen.status).toBe(200);
    expect(seen.body.data.instructor).toBe(false);
    expect(seen.body.data.questions).toHaveLength(1);
    expect(seen.body.data.questions[0]).toMatchObject({
      title: 'Why is this not a wide?',
      mine: false,
      authorName: expect.stringMatching(/^\S+( \S\.)?$/),
    });
    expect(JSON.stringify(seen.body.data)).not.toContain(asker.uid);
    expect((await listFor(classmate.token, 'l2')).body.data.questions).toEqual([]);
  });

  it('classmates upvote once each, never their own question', async () => {
    expect((await api('PUT', `/user/questions/${questionId}/upvote`, { token: classmate.token })).status).toBe(200);
    expect((await api('PUT', `/user/questions/${questionId}/upvote`, { token: classmate.token })).status).toBe(200);
    const seen = (await listFor(classmate.token)).body.data.questions[0];
    expect(seen).toMatchObject({ upvotes: 1, upvotedByMe: true });
    expect((await api('PUT', `/user/questions/${questionId}/upvote`, { token: asker.token })).status).toBe(400);
    expect((await api('DELETE', `/user/questions/${questionId}/upvote`, { token: classmate.token })).status).toBe(200);
    expect((await listFor(classmate.token)).body.data.questions[0].upvotes).toBe(0);
    await api('PUT', `/user/questions/${questionId}/upvote`, { token: classmate.token });
  });

  it("an instructor's reply is marked as the answer, and the asker is told by mail", async () => {
    const learnerReply = await api<{ reply: LessonAnswer }>('POST', `/user/questions/${questionId}/replies`, {
      token: classmate.token,
      body: { text: 'I think the batter moved across.' },
    });
    expect(learnerReply.status).toBe(201);
    expect(learnerReply.body.data.reply.byInstructor).toBe(false);

    const seen = await listFor(instructor.token);
    expect(seen.status).toBe(200);
    expect(seen.body.data.instructor).toBe(true);
    const answer = await api<{ reply: LessonAnswer }>('POST', `/user/questions/${questionId}/replies`, {
      token: instructor.token,
      body: { text: 'Right: the batter moved, so the umpire judges from where they ended up.' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data.reply.byInstructor).toBe(true);
    const [question] = (await listFor(asker.token)).body.data.questions;
    expect(question.answered).toBe(true);
    expect(question.replies.map((reply: { byInstructor: boolean }) => reply.byInstructor)).toEqual([false, true]);

    const [mail] = await waitForMail(asker.email, { filter: (m) => m.subject.startsWith('Your instructor answered') });
    expect(mail.subject).toBe('Your instructor answered: Why is this not a wide?');
    expect(mail.text).toContain('the umpire judges from where they ended up');
    expect(mail.text).toContain(`/user/courses/${fixture.courseId}/modules/${fixture.moduleId}/lessons/l1`);
  });

  it('the asker or an instructor marks it resolved; a classmate cannot', async () => {
    expect(
      (await api('PUT', `/user/questions/${questionId}/resolved`, { token: classmate.token, body: { resolved: true } })).status,
    ).toBe(403);
    expect(
      (await api('PUT', `/user/questions/${questionId}/resolved`, { token: asker.token, body: { resolved: true } })).status,
    ).toBe(200);
    expect((await listFor(classmate.token)).body.data.questions[0].status).toBe('resolved');
    expect(
      (await api('PUT', `/user/questions/${questionId}/resolved`, { token: instructor.token, body: { resolved: false } })).status,
    ).toBe(200);
    expect((await listFor(classmate.token)).body.data.questions[0].status).toBe('open');
  });

  it('refuses bad input with a 4xx and writes nothing', async () => {
    const before = await storedCount();
    const bad: Array<[unknown, number, string, string?]> = [
      [{ title: '', text: 'Some text' }, 400, 'Title is required'],
      [{ title: 'A title', text: 'x'.repeat(5001) }, 400, 'at most 5000 characters'],
      [{ title: 'Past the end', text: 'At 1:31?', atSeconds: 91 }, 400, 'past the end of the video'],
      [{ title: 'A moment', text: 'On a text lesson', atSeconds: 3 }, 400, 'has no video', 'l2'],
      [{ title: 'A title', text: 'Text', extra: 1 }, 400, 'Unrecognized key'],
    ];
    for (const [body, status, message, lesson] of bad) {
      const res = await ask(body, asker.token, lesson ?? 'l1');
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.message).toContain(message);
    }
    const notEnrolled = await ask({ title: 'Let me in', text: 'I have not enrolled' }, outsider.token);
    expect(notEnrolled.status).toBe(404);
    expect((await listFor(outsider.token)).status).toBe(404);
    expect(
      (await api('POST', `/user/questions/${questionId}/replies`, { token: outsider.token, body: { text: 'Me too' } })).status,
    ).toBe(404);
    expect(
      (await api('PUT', `/user/questions/${questionId}/hidden`, { token: classmate.token, body: { reason: 'I do not like it' } }))
        .status,
    ).toBe(403);
    expect(await storedCount()).toBe(before);
  });

  it('an instructor hides a question with a reason: learners no longer see it, and it takes no reply', async () => {
    const spam = (await ask({ title: 'Buy bats cheap', text: 'Visit my shop for cheap bats' }, classmate.token)).body.data
      .question;
    expect(
      (await api('PUT', `/user/questions/${spam.id}/hidden`, { token: instructor.token, body: { reason: 'Advertising' } }))
        .status,
    ).toBe(200);
    expect((await listFor(asker.token)).body.data.questions.map((q: { id: string }) => q.id)).toEqual([questionId]);
    // Who hid it and why is in the audit log, written with the change.
    const audit = (await testDb().collection('audit').where('resourceId', '==', spam.id).get()).docs.map((doc) => doc.data());
    expect(audit).toEqual([expect.objectContaining({ actorUid: instructor.uid, action: 'updated', reason: 'Advertising' })]);
    expect(audit[0]).toMatchObject({ resourceType: 'lessonQuestion', resourceLabel: expect.stringContaining('Buy bats cheap') });
    const staffView = (await listFor(instructor.token)).body.data.questions.find((q: { id: string }) => q.id === spam.id);
    expect(staffView!.hiddenReason).toBe('Advertising');
    const reply = await api('POST', `/user/questions/${spam.id}/replies`, { token: asker.token, body: { text: 'Where?' } });
    expect(reply.status).toBe(404);
    const byInstructor = await api('POST', `/user/questions/${spam.id}/replies`, {
      token: instructor.token,
      body: { text: 'Hidden.' },
    });
    expect(byInstructor.status).toBe(409);
  });

  it("the instructors' list shows the questions of their courses; a learner has no such screen", async () => {
    await ask({ title: 'What frame rate do we tag at?', text: 'Is 25 fps enough for the bowling crease?' }, classmate.token);
    const res = await api<{ questions: StaffQuestion[] }>('GET', '/admin/questions', { token: instructor.token });
    expect(res.status).toBe(200);
    const titles = res.body.data.questions.map((q: { title: string }) => q.title);
    expect(titles).toContain('What frame rate do we tag at?');
    expect(titles).not.toContain('Why is this not a wide?');
    expect(res.body.data.questions.every((q: { courseId: string }) => q.courseId === fixture.courseId)).toBe(true);
    expect(res.body.data.questions[0]).toMatchObject({
      courseTitle: expect.stringContaining('Fixture course'),
      lessonTitle: 'Lesson one',
    });
    expect((await api('GET', '/admin/questions', { token: asker.token })).status).toBe(403);
  });

  it('sends each instructor one digest a day of the questions waiting for them', async () => {
    const later = new Date(Date.now() + 2 * 3600 * 1000);
    expect(await runDigest(later)).toMatch(/Question digests as of .*: \d+ sent/);
    const [digest] = await waitForMail(instructor.email, { filter: (m) => m.subject.includes('waiting for an answer') });
    expect(digest.subject).toBe('1 question is waiting for an answer');
    expect(digest.text).toContain('What frame rate do we tag at?');
    expect(digest.text).not.toContain('Buy bats cheap');
    await runDigest(new Date(later.getTime() + 60_000));
    const again = await waitForMail(instructor.email, { filter: (m) => m.subject.includes('waiting for an answer') });
    expect(again).toHaveLength(1);
  });

  it('limits how many posts an account makes in an hour', async () => {
    let status = 201;
    for (let i = 0; i < 25 && status === 201; i += 1)
      status = (
        await api('POST', `/user/questions/${questionId}/replies`, { token: classmate.token, body: { text: `Reply ${i}` } })
      ).status;
    expect(status).toBe(429);
  });
  it('closing an account keeps its questions under "Former learner" with no uid, and removes its upvotes', async () => {
    expect((await api('POST', '/users/me/close', { token: classmate.token, body: { password: 'secret123' } })).status).toBe(200);
    expect((await testDb().collection('lessonQuestions').doc(questionId).get()).get('upvoterUids')).toEqual([]);
    expect((await api('POST', '/users/me/close', { token: asker.token, body: { password: 'secret123' } })).status).toBe(200);
    const kept = (await testDb().collection('lessonQuestions').doc(questionId).get()).data();
    expect(kept).toMatchObject({ title: 'Why is this not a wide?', authorUid: 'closed-account', authorName: 'Former learner' });
    const seen = (await api<QuestionsView>('GET', askPath(), { token: instructor.token })).body.data.questions;
    expect(seen.find((q: { id: string }) => q.id === questionId)!.authorName).toBe('Former learner');
  });
});
