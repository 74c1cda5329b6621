import { beforeAll, describe, expect, it } from 'vitest';

import { pageDataKeys } from '../../functions/src/contract/page-data';
import type { CheckpointBriefing, LearnerCourseView } from '../../functions/src/contract';
import { createCourseFixture } from '../support/course-fixture';
import { enrol } from '../support/enrol';
import { api } from '../support/http';
import { bodyText, fetchPage, langOf, textOf } from '../support/page-html';
import { adminToken, newLearner } from '../support/sessions';

/** A request for a signed-in screen as the browser sends it: the session's token in the cookie the app keeps. */
const withSession = (token: string) => ({ cookie: `theme=dark; __session=${token}` });
const SHELL_ROOT = '<div id="root"></div>';

/** The page data a rendered screen carries for hydration. */
function pageDataOf(html: string): Record<string, { data?: unknown; error?: unknown }> {
  const json = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json) as Record<string, { data?: unknown }>) : {};
}

/** The signed-in screens a learner or an admin opens every day, rendered on the server for their user (issue 35). */
describe('signed-in screens rendered on the server', () => {
  let learner: Awaited<ReturnType<typeof newLearner>>;
  let fixture: Awaited<ReturnType<typeof createCourseFixture>>;
  let view: LearnerCourseView;
  let checkpointPath: string;

  beforeAll(async () => {
    fixture = await createCourseFixture();
    learner = await newLearner('rendered');
    expect((await enrol(learner.token, fixture.courseId, 4999)).status).toBe(201);
    view = (await api<LearnerCourseView>('GET', `/user/courses/${fixture.courseId}`, { token: learner.token })).body.data;
    checkpointPath = `/user/courses/${fixture.courseId}/modules/${fixture.moduleId}/checkpoints/${fixture.checkpointId}`;
  });

  it("a learner's courses, a course and their profile arrive in the HTML, for them alone and kept by no cache", async () => {
    const courses = await fetchPage('/user/courses', withSession(learner.token));
    expect(courses.status).toBe(200);
    expect(courses.headers.get('cache-control')).toBe('private, no-store');
    expect(courses.html).not.toContain(SHELL_ROOT);
    expect(bodyText(courses.html)).toContain(view.course.title);
    expect(pageDataOf(courses.html)[pageDataKeys.me].data).toMatchObject({ uid: learner.uid, email: learner.email });

    const course = await fetchPage(`/user/courses/${fixture.courseId}`, withSession(learner.token));
    expect(course.headers.get('cache-control')).toBe('private, no-store');
    for (const module of view.modules) expect(bodyText(course.html)).toContain(module.title);

    const profile = await fetchPage('/profile', withSession(learner.token));
    expect(bodyText(profile.html)).toContain(learner.email);
    expect(Object.keys(pageDataOf(profile.html)).sort()).toEqual(
      [pageDataKeys.me, pageDataKeys.myOrders, pageDataKeys.emailPreferences].sort(),
    );
  });

  it('my courses in Hindi is rendered for its learner in Hindi, and without a session is the app shell, kept by no cache either way', async () => {
    const courses = await fetchPage('/hi/user/courses', withSession(learner.token));
    expect(courses.status).toBe(200);
    expect(courses.headers.get('cache-control')).toBe('private, no-store');
    expect(langOf(courses.html)).toBe('hi');
    expect(textOf(courses.html, 'h1')).toBe('मेरे कोर्स');
    expect(bodyText(courses.html)).toContain(view.course.title);
    expect(pageDataOf(courses.html)[pageDataKeys.me].data).toMatchObject({ uid: learner.uid });

    const shell = await fetchPage('/hi/user/courses');
    expect(shell.html).toContain(SHELL_ROOT);
    expect(shell.headers.get('cache-control')).toBe('private, no-store');
  });

  it("a checkpoint's start screen is rendered from its briefing, and rendering it starts no attempt", async () => {
    const page = await fetchPage(checkpointPath, withSession(learner.token));
    expect(page.html).not.toContain(SHELL_ROOT);
    expect(Object.keys(pageDataOf(page.html))).toContain(
      pageDataKeys.checkpointBriefing(fixture.courseId, fixture.moduleId, fixture.checkpointId),
    );
    const briefing = await api<CheckpointBriefing>('GET', `${checkpointPath}/briefing`, { token: learner.token });
    expect(briefing.body.data.clock).toBeNull();
    expect(page.html).not.toContain('correctAnswer');
  });

  it('the back-office screens are rendered for an admin, and never for a learner', async () => {
    const admin = await adminToken();
    const dashboard = await fetchPage('/admin/dashboard', withSession(admin));
    expect(dashboard.html).not.toContain(SHELL_ROOT);
    expect(Object.keys(pageDataOf(dashboard.html))).toEqual(
      expect.arrayContaining([pageDataKeys.dashboardOverview, pageDataKeys.revenue]),
    );
    const courses = await fetchPage('/admin/courses', withSession(admin));
    const listed = pageDataOf(courses.html)[pageDataKeys.adminCourses].data as { uid: string }[];
    expect(listed.map((course) => course.uid)).toContain(fixture.courseId);
    expect(bodyText(courses.html)).toContain(view.course.title);

    for (const path of ['/admin/dashboard', '/admin/courses']) {
      const page = await fetchPage(path, withSession(learner.token));
      expect(page.html, path).toContain(SHELL_ROOT);
      expect(page.headers.get('cache-control'), path).toBe('private, no-store');
    }
  });

  // The Auth emulator's tokens are unsigned and firebase-admin does not check their signature there,
  // so a token with a wrong signature is production's to refuse (docs/local-stack.md); one that is no token at all is refused here.
  it('without a valid session the screens are the app shell: no cookie, a bearer header, no token, an ended session', async () => {
    const other = await newLearner('rendered-ended');
    const before = await fetchPage('/user/courses', withSession(other.token));
    expect(before.html).not.toContain(SHELL_ROOT);
    expect((await api('POST', '/auth/logout', { token: other.token })).status).toBe(200);

    const attempts: [string, Record<string, string>][] = [
      ['no cookie', {}],
      ['only the API header', { authorization: `Bearer ${learner.token}` }],
      ['a cookie that holds no token', withSession('not.a.token')],
      ['a session ended by logout', withSession(other.token)],
    ];
    for (const [name, headers] of attempts) {
      const page = await fetchPage('/user/courses', headers);
      expect(page.status, name).toBe(200);
      expect(page.html, name).toContain(SHELL_ROOT);
      expect(page.html, name).not.toContain(view.course.title);
    }
  });

  it('an enrolment that is not theirs renders the course-not-found answer the API gives, with its status', async () => {
    const stranger = await newLearner('rendered-stranger');
    const page = await fetchPage(`/user/courses/${fixture.courseId}`, withSession(stranger.token));
    const api404 = await api('GET', `/user/courses/${fixture.courseId}`, { token: stranger.token });
    expect(page.status).toBe(api404.status);
    expect(bodyText(page.html)).not.toContain(view.modules[0].title);
  });
});
