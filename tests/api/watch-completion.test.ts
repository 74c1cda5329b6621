import { beforeAll, describe, expect, it } from 'vitest';

import type { CourseModule, LearnerCourseView, LessonWatchingStatistics, WatchingStatus } from '../../functions/src/contract';
import { testDb } from '../support/admin';
import type { LessonProgressSaved } from '../support/api-shapes';
import { createCourseFixture } from '../support/course-fixture';
import { enrolledLearner } from '../support/enrol';
import { api } from '../support/http';
import { adminToken, newLearner } from '../support/sessions';
import { mediaDir, recording, settledVideo, uploadVideo } from '../support/videos';

type Learner = Awaited<ReturnType<typeof newLearner>>;
type Fixture = Awaited<ReturnType<typeof createCourseFixture>>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Watch-based completion (issue 25): the server counts the parts of a lesson's video played, from
 * the player's reports, crediting no more than 2× the real time between reports, and holds Mark as
 * Complete on a 'Require watching' lesson until 90 % is played. Time is simulated by moving the
 * learner's last report back in Firestore, as if they had been playing since.
 */
describe.skipIf(!mediaDir)('watch-based completion (needs the local media folder)', () => {
  let admin: string;
  let videoUrl: string;
  let duration: number;
  let fixture: Fixture;

  const watchedPath = (f: Fixture) => `/user/courses/${f.courseId}/modules/${f.moduleId}/lessons/l1/watched`;
  const report = (learner: Learner, ranges: unknown, f = fixture) =>
    api<WatchingStatus>('PUT', watchedPath(f), { token: learner.token, body: { ranges } });
  const complete = (learner: Learner, f = fixture) =>
    api<LessonProgressSaved>('PUT', `/user/courses/${f.courseId}/modules/${f.moduleId}/lessons/l1/progress`, {
      token: learner.token,
      body: { progress: 100, completed: true, timeSpent: 8 },
    });
  /**
   * As if the learner's last report had come `seconds` earlier: the enrolment's clock, which every
   * lesson's reports share, and each lesson's own time of its last report.
   */
  async function rewind(learner: Learner, seconds: number, f = fixture, lessons = ['l1']) {
    const enrollment = testDb().collection('enrollments').doc(`${learner.uid}_${f.courseId}`);
    const at = new Date(Date.now() - seconds * 1000).toISOString();
    const fields: Record<string, string> = Object.fromEntries(
      lessons.map((lesson) => [`progress.watching.${lesson}.reportedAt`, at]),
    );
    if ((await enrollment.get()).get('progress.watchClock')) fields['progress.watchClock.reportedAt'] = at;
    await enrollment.update(fields);
  }

  async function enrolled(prefix: string, f = fixture): Promise<Learner> {
    const learner = await enrolledLearner(f.courseId, { prefix });
    return learner;
  }

  beforeAll(async () => {
    admin = await adminToken();
    const uploaded = await uploadVideo(await recording(8), admin);
    const video = await settledVideo(uploaded.videoId, 120_000);
    expect(video.status).toBe('ready');
    duration = video.result.durationSeconds;
    videoUrl = uploaded.url;
    fixture = await createCourseFixture({ price: 0, videoUrl, requireWatching: true, allLessons: true, noCheckpoints: true });
  }, 180_000);

  it('shows a new learner nothing watched, in the course view and on the watched path', async () => {
    const learner = await enrolled('watch-new');
    const view = await api<LearnerCourseView>('GET', `/user/courses/${fixture.courseId}`, { token: learner.token });
    const lesson = view.body.data.modules[0].lessons[0];
    expect(lesson.requireWatching).toBe(true);
    expect(lesson.watching).toEqual({
      watchedSeconds: 0,
      durationSeconds: duration,
      percent: 0,
      remainingSeconds: Math.ceil(duration * 0.9),
      canComplete: false,
    });
    expect((await api<WatchingStatus>('GET', watchedPath(fixture), { token: learner.token })).body.data).toEqual(lesson.watching);
  });

  it('does not count seeking to the end or a forged report of the whole video, and refuses completion with what is left', async () => {
    const learner = await enrolled('watch-cheat');
    expect((await report(learner, [])).status).toBe(200);
    const seeked = await report(learner, [[duration - 0.5, duration]]);
    expect(seeked.status).toBe(200);
    const forged = await report(learner, [[0, duration]]);
    expect(forged.status).toBe(200);
    expect(forged.body.data.canComplete).toBe(false);
    expect(forged.body.data.percent).toBeLessThan(90);
    expect(forged.body.data.watchedSeconds).toBeLessThan(2);

    const refused = await complete(learner);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^Watch \d+:\d\d more of this video to complete it\.$/);
    const view = await api<LearnerCourseView>('GET', `/user/courses/${fixture.courseId}`, { token: learner.token });
    expect(view.body.data.progress.lessons.find((item: { lessonUid: string }) => item.lessonUid === 'l1')?.completed).not.toBe(
      true,
    );
    expect(view.body.data.progress.overall).toBe(0);
  });

  it('caps a 16× playback at what 2× of the real time allows', async () => {
    const learner = await enrolled('watch-16x');
    await report(learner, []);
    await sleep(1000);
    // One second at 16× covers the whole 8 s clip.
    const res = await report(learner, [[0, duration]]);
    expect(res.body.data.watchedSeconds).toBeGreaterThanOrEqual(1.9);
    expect(res.body.data.watchedSeconds).toBeLessThan(4);
    expect(res.body.data.canComplete).toBe(false);
  });

  it('credits genuine playing over real seconds in full', async () => {
    const learner = await enrolled('watch-real');
    await report(learner, []);
    await sleep(1500);
    const res = await report(learner, [[0, 1.5]]);
    expect(res.body.data.watchedSeconds).toBe(1.5);
  });

  it('counts a replayed part once, and completes once 90 % is played', async () => {
    const learner = await enrolled('watch-genuine');
    await report(learner, []);
    await rewind(learner, 10);
    expect((await report(learner, [[0, 4]])).body.data.watchedSeconds).toBe(4);
    await rewind(learner, 10);
    const replayed = await report(learner, [
      [0, 4],
      [1, 3],
    ]);
    expect(replayed.body.data.watchedSeconds).toBe(4);
    expect((await complete(learner)).status).toBe(409);

    await rewind(learner, 10);
    const rest = await report(learner, [[4, duration + 3]]);
    expect(rest.body.data).toMatchObject({ percent: 100, remainingSeconds: 0, canComplete: true });
    expect(rest.body.data.watchedSeconds).toBeCloseTo(duration, 1);
    const done = await complete(learner);
    expect(done.status).toBe(200);
    expect(done.body.data.progress.completed).toBe(true);
    const stored = await testDb().collection('enrollments').doc(`${learner.uid}_${fixture.courseId}`).get();
    expect(stored.get('progress.watching.l1.ranges')).toEqual([{ start: 0, end: duration }]);
  });

  it('credits one allowance per enrolment: two lessons played at once share what the real time allows', async () => {
    const f = await createCourseFixture({ price: 0, videoUrl, allLessons: true, noCheckpoints: true, secondLesson: true });
    const moduleRef = testDb().collection('modules').doc(f.moduleId);
    const lessons = (await moduleRef.get()).data()!.lessons;
    lessons[1] = { ...lessons[1], type: 'video', content: { ...lessons[1].content, videoUrl } };
    await moduleRef.update({ lessons });
    const learner = await enrolled('watch-two-tabs', f);
    const reportOn = (lesson: string, ranges: unknown) =>
      api<WatchingStatus>('PUT', `/user/courses/${f.courseId}/modules/${f.moduleId}/lessons/${lesson}/watched`, {
        token: learner.token,
        body: { ranges },
      });
    const started = Date.now();
    await reportOn('l1', []);
    await reportOn('l2', []);
    // Four seconds in two tabs: at 2× that is 8 s of video in all (one whole clip), not 8 s in each.
    await rewind(learner, 4, f, ['l1', 'l2']);
    const first = (await reportOn('l1', [[0, duration]])).body.data.watchedSeconds;
    const second = (await reportOn('l2', [[0, duration]])).body.data.watchedSeconds;
    const realSeconds = (Date.now() - started) / 1000;
    expect(first).toBeGreaterThanOrEqual(7.5);
    expect(first + second).toBeLessThanOrEqual(2 * (4 + realSeconds) + 0.1);
  });

  it('refuses malformed reports with a 400, changing nothing', async () => {
    const learner = await enrolled('watch-bad');
    await report(learner, []);
    await rewind(learner, 10);
    await report(learner, [[0, 2]]);
    const bad: unknown[] = [
      {},
      { ranges: 'all of it' },
      { ranges: [[3, 2]] },
      { ranges: [[2, 2]] },
      { ranges: [[-1, 2]] },
      { ranges: [[1]] },
      { ranges: [[1, 2, 3]] },
      { ranges: [[0, 'ten']] },
      { ranges: [[0, null]] },
      { ranges: [[0, 1e9]] },
      { ranges: Array.from({ length: 51 }, (_, i) => [i / 10, i / 10 + 0.05]) },
      { ranges: [[0, 1]], userId: 'someone-else' },
    ];
    await rewind(learner, 10);
    for (const body of bad) {
      const res = await api('PUT', watchedPath(fixture), { token: learner.token, body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.success).toBe(false);
    }
    const raw = await api('PUT', watchedPath(fixture), { token: learner.token, body: '{"ranges": [[0, Infinity]]}' });
    expect(raw.status).toBe(400);
    expect((await api<WatchingStatus>('GET', watchedPath(fixture), { token: learner.token })).body.data.watchedSeconds).toBe(2);
  });

  it('answers a visitor 401 and a learner who is not enrolled 404', async () => {
    const stranger = await newLearner('watch-stranger');
    expect((await api('GET', watchedPath(fixture))).status).toBe(401);
    expect((await api('PUT', watchedPath(fixture), { body: { ranges: [] } })).status).toBe(401);
    expect((await api('GET', watchedPath(fixture), { token: stranger.token })).status).toBe(404);
    expect((await report(stranger, [[0, 1]])).status).toBe(404);
  });

  it('refuses Require watching on a lesson whose video is a plain file, naming the field; allows it on a processed video', async () => {
    const plain = await createCourseFixture({ price: 0 });
    const {
      uid: _uid,
      courseId: _courseId,
      ...module
    } = (await api<{ module: CourseModule }>('GET', `/admin/modules/${plain.moduleId}`, { token: admin })).body.data.module;
    const withFlag = (url: string) => ({
      ...module,
      lessons: module.lessons.map((lesson: { content: object }) => ({
        ...lesson,
        requireWatching: true,
        content: { ...lesson.content, videoUrl: url },
      })),
    });
    const refused = await api('PUT', `/admin/modules/${plain.moduleId}`, {
      token: admin,
      body: withFlag(module.lessons[0].content.videoUrl!),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { msg: expect.stringMatching(/^Require watching needs a processed video/), path: 'lessons.0.requireWatching' },
    ]);
    const stored = (await api<{ module: CourseModule }>('GET', `/admin/modules/${plain.moduleId}`, { token: admin })).body.data
      .module;
    expect(stored.lessons[0].requireWatching).toBeUndefined();

    // A plain file's playing is not counted either.
    const learner = await enrolled('watch-plain', plain);
    expect((await report(learner, [], plain)).status).toBe(400);

    const accepted = await api<{ module: CourseModule }>('PUT', `/admin/modules/${plain.moduleId}`, {
      token: admin,
      body: withFlag(videoUrl),
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data.module.lessons[0].requireWatching).toBe(true);
  });

  it('gives the author viewers, average percent watched and the drop-off curve', async () => {
    const course = await createCourseFixture({ price: 0, videoUrl, allLessons: true, noCheckpoints: true });
    const whole = await enrolled('watch-stats-whole', course);
    const half = await enrolled('watch-stats-half', course);
    await enrolled('watch-stats-none', course);
    for (const [learner, end] of [
      [whole, duration],
      [half, duration / 2],
    ] as const) {
      await report(learner, [], course);
      await rewind(learner, 10, course);
      expect((await report(learner, [[0, end]], course)).status).toBe(200);
    }
    // Without 'Require watching' nothing is locked: the lesson completes as the spec says.
    expect((await complete(half, course)).status).toBe(200);

    const path = `/admin/courses/${course.courseId}/modules/${course.moduleId}/lessons/l1/watching`;
    const res = await api<{ statistics: LessonWatchingStatistics }>('GET', path, { token: admin });
    expect(res.status).toBe(200);
    const { statistics } = res.body.data;
    expect(statistics).toMatchObject({ durationSeconds: duration, viewers: 2, averagePercent: 75 });
    expect(statistics.dropOff).toEqual([...Array(10).fill(1), ...Array(10).fill(0.5)]);
    expect((await api('GET', path, { token: whole.token })).status).toBe(403);
    expect((await api('GET', path.replace('/l1/', '/nope/'), { token: admin })).status).toBe(404);
  });
});
