import { randomUUID } from 'node:crypto';

import { beforeAll, describe, expect, it } from 'vitest';

import type { CourseReport, LessonNote } from '../../functions/src/contract';
import { testDb } from '../support/admin';
import type { PersonalData } from '../support/api-shapes';
import { createCourseFixture } from '../support/course-fixture';
import { api, apiText } from '../support/http';
import { newAdmin, newLearner } from '../support/sessions';

type Fixture = Awaited<ReturnType<typeof createCourseFixture>>;
type Session = Awaited<ReturnType<typeof newLearner>>;

/** A learner's private notes on lessons (issue 36): stamped with the video's moment, listed, edited, exported. */
describe('notes on lessons', () => {
  let fixture: Fixture;
  let learner: Session;
  let classmate: Session;
  const lessonPath = (lesson = 'l1', courseId = fixture.courseId, moduleId = fixture.moduleId) =>
    `/user/courses/${courseId}/modules/${moduleId}/lessons/${lesson}/notes`;
  const add = (body: unknown, token = learner.token, lesson = 'l1') =>
    api<{ note: LessonNote }>('POST', lessonPath(lesson), { token, body });
  const list = (token = learner.token) =>
    api<{ notes: LessonNote[] }>('GET', `/user/courses/${fixture.courseId}/notes`, { token });
  const storedNotes = async (uid = learner.uid) =>
    (await testDb().collection('lessonNotes').where('uid', '==', uid).get()).docs.map((doc) => doc.data());

  beforeAll(async () => {
    // A processed video of 60 s: its record is what the server measures a moment against.
    const videoId = randomUUID();
    await testDb()
      .collection('videos')
      .doc(videoId)
      .set({ status: 'ready', source: `video-sources/${videoId}`, access: 'paid', result: { durationSeconds: 60 } });
    fixture = await createCourseFixture({
      price: 0,
      secondLesson: true,
      videoUrl: `/uploads/lesson-videos/${videoId}/master.m3u8`,
    });
    [learner, classmate] = await Promise.all([newLearner('notes'), newLearner('notes-classmate')]);
    for (const session of [learner, classmate]) {
      const enrolled = await api('POST', '/enrollments', {
        token: session.token,
        body: { courseId: fixture.courseId, paymentMethod: 'card', amount: 0 },
      });
      expect(enrolled.status).toBe(201);
      // Opening a lesson is what makes a learner active in the course report.
      const opened = await api('PUT', `/user/courses/${fixture.courseId}/modules/${fixture.moduleId}/lessons/l1/progress`, {
        token: session.token,
        body: { progress: 0, completed: false, timeSpent: 0 },
      });
      expect(opened.status).toBe(200);
    }
  });

  it('keeps a note at a moment of the video and one on a lesson without a video, listed in the course order', async () => {
    const late = await add({ text: 'Bowler   changes\tgrip here', atSeconds: 42.46 });
    expect(late.status).toBe(201);
    expect(late.body.data.note).toMatchObject({
      id: expect.any(String),
      courseId: fixture.courseId,
      moduleUid: fixture.moduleId,
      lessonUid: 'l1',
      atSeconds: 42.5,
      text: 'Bowler changes grip here',
    });
    expect(late.body.data.note).not.toHaveProperty('uid');
    expect((await add({ text: 'Reading the pitch map: length first' }, learner.token, 'l2')).status).toBe(201);
    expect((await add({ text: 'Field set for the short ball', atSeconds: 3 })).status).toBe(201);

    const res = await list();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(
      res.body.data.notes.map((note: { lessonUid: string; atSeconds: number | null }) => [note.lessonUid, note.atSeconds]),
    ).toEqual([
      ['l1', 3],
      ['l1', 42.5],
      ['l2', null],
    ]);
  });

  it('are private: a classmate sees none of them and cannot change or delete one', async () => {
    const [note] = (await list()).body.data.notes;
    expect((await list(classmate.token)).body.data.notes).toEqual([]);
    const edit = await api('PATCH', `/user/notes/${note.id}`, { token: classmate.token, body: { text: 'Mine now' } });
    expect(edit.status).toBe(404);
    expect((await api('DELETE', `/user/notes/${note.id}`, { token: classmate.token })).status).toBe(404);
    expect((await testDb().collection('lessonNotes').doc(note.id).get()).get('text')).toBe(note.text);
    expect((await api('GET', `/user/courses/${fixture.courseId}/notes`)).status).toBe(401);
  });

  it('are edited and deleted by their writer', async () => {
    const created = (await add({ text: 'Keeper stands up', atSeconds: 10 })).body.data.note;
    const edited = await api<{ note: LessonNote }>('PATCH', `/user/notes/${created.id}`, {
      token: learner.token,
      body: { text: 'Keeper stands up to the spinner' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.note).toMatchObject({ id: created.id, text: 'Keeper stands up to the spinner', atSeconds: 10 });
    expect((await api('DELETE', `/user/notes/${created.id}`, { token: learner.token })).status).toBe(200);
    expect((await testDb().collection('lessonNotes').doc(created.id).get()).exists).toBe(false);
    expect((await api('DELETE', `/user/notes/${created.id}`, { token: learner.token })).status).toBe(404);
  });

  it('refuses bad input with a 400 and writes nothing', async () => {
    const before = (await storedNotes()).length;
    const bad: Array<[unknown, string]> = [
      [{ text: '', atSeconds: 5 }, 'Note text is required'],
      [{ text: '   ', atSeconds: 5 }, 'Note text is required'],
      [{ text: 'x'.repeat(501) }, 'at most 500 characters'],
      [{ text: 'Past the end', atSeconds: 61 }, 'past the end of the video (1:00)'],
      [{ text: 'Before the start', atSeconds: -1 }, 'before the start'],
      [{ text: 'A word for a moment', atSeconds: 'soon' }, 'number of seconds'],
      [{ text: 'Extra field', atSeconds: 5, uid: classmate.uid }, 'Unrecognized key'],
      [{ text: 'A moment on a lesson without video', atSeconds: 5, lesson: 'l2' }, 'has no video'],
    ];
    for (const [body, message] of bad) {
      const { lesson, ...rest } = body as { lesson?: string };
      const res = await add(lesson ? rest : body, learner.token, lesson ?? 'l1');
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toContain(message);
    }
    expect((await add({ text: 'No such lesson' }, learner.token, 'l9')).status).toBe(404);
    const [note] = (await list()).body.data.notes;
    expect((await api('PATCH', `/user/notes/${note.id}`, { token: learner.token, body: { text: '' } })).status).toBe(400);
    expect((await storedNotes()).length).toBe(before);
  });

  it('cannot be written in a course the learner is not enrolled in', async () => {
    const other = await createCourseFixture({ price: 0 });
    const res = await api('POST', lessonPath('l1', other.courseId, other.moduleId), {
      token: learner.token,
      body: { text: 'Sneaking in', atSeconds: 1 },
    });
    expect(res.status).toBe(404);
    expect((await api('GET', `/user/courses/${other.courseId}/notes`, { token: learner.token })).status).toBe(404);
    expect((await storedNotes()).every((note) => note.courseId === fixture.courseId)).toBe(true);
  });

  it('export as Markdown by module and lesson, and as CSV with a row a note', async () => {
    const md = await apiText('GET', `/user/courses/${fixture.courseId}/notes.md`, { token: learner.token });
    expect(md.status).toBe(200);
    expect(md.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(md.headers.get('content-disposition')).toMatch(/^attachment; filename="fixture-course-\d+-notes\.md"$/);
    expect(md.body).toContain(
      '## Module one\n\n### Lesson one\n\n- **0:03** Field set for the short ball\n- **0:42** Bowler changes grip here\n',
    );
    expect(md.body).toContain('### Lesson two\n\n- Reading the pitch map: length first\n');

    const csv = await apiText('GET', `/user/courses/${fixture.courseId}/notes.csv`, { token: learner.token });
    expect(csv.status).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Module,Lesson,Moment,Note,Written at');
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 4).join(','))).toEqual([
      'Module one,Lesson one,0:03,Field set for the short ball',
      'Module one,Lesson one,0:42,Bowler changes grip here',
      'Module one,Lesson two,,Reading the pitch map: length first',
    ]);
    expect((await api('GET', `/user/courses/${fixture.courseId}/notes.pdf`, { token: learner.token })).status).toBe(404);
  });

  it('count in the course report as notes per active learner per week', async () => {
    const admin = await newAdmin('notes-report');
    const res = await api<CourseReport>('GET', `/admin/courses/${fixture.courseId}/report`, { token: admin.token });
    expect(res.status).toBe(200);
    // Three notes by one of the two learners, both active (each opened a lesson today), over four weeks: 3 / 2 / 4.
    expect(res.body.data.notesUse).toEqual({ days: 28, notes: 3, writers: 1, activeLearners: 2, perActiveLearnerPerWeek: 0.4 });
  });

  it("are in 'Download my data' and erased when the account is closed", async () => {
    const data = (await api<PersonalData>('GET', '/users/me/data', { token: learner.token })).body.data;
    expect(data.lessonNotes.map((note: { text: string }) => note.text).sort()).toEqual([
      'Bowler changes grip here',
      'Field set for the short ball',
      'Reading the pitch map: length first',
    ]);
    const closed = await api('POST', '/users/me/close', { token: learner.token, body: { password: 'secret123' } });
    expect(closed.status).toBe(200);
    expect(await storedNotes()).toEqual([]);
  });
});
