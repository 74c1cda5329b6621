import { beforeAll, describe, expect, it } from 'vitest';

import type { EnrollmentView, LessonAnswer, LessonNote, LessonQuestion } from '../../functions/src/contract';
import { api } from '../support/http';
import { PUBLISHED_DOCUMENTS, listApiRoutes, type ApiRoute } from '../support/routes';
import { createCourseFixture } from '../support/course-fixture';
import { newAdmin, newLearner } from '../support/sessions';

type Access = 'public' | 'signed-in' | 'admin';
/**
 * What the instructor of course X and the author of X get (issue 32; decision 0073), called with X's
 * own ids: `passes` (past every guard: no 401, 403 or 404), 403, or 404. A rule without them treats
 * both as any learner: the back-office's 403 on admin routes, the learner's answers elsewhere.
 */
type StaffCell = 'passes' | 403 | 404;
type Staff = { instructor: StaffCell; author: StaffCell };
const INSTRUCTOR: Staff = { instructor: 'passes', author: 403 };
const AUTHOR: Staff = { instructor: 403, author: 'passes' };

// Who may call what, from SPEC.md sections 6 and 7, written independently of the code: every
// route the app declares must match exactly one rule, so a new route cannot slip past this test.
const CONTENT = '(blogs|highlights|careers|contact|organizations|leagues|testimonials|products)';
const RULES: [Access, RegExp, Staff?][] = [
  ['public', /^GET \/api\/health$/],
  // What the site depends on, checked for real (issue 33): the back-office's.
  ['admin', /^GET \/api\/health\/deep$/],
  ['public', /^POST \/api\/auth\/(register|login|refresh|forgot-password|reset-password(\/check)?|verify-email)$/],
  // A course's reviews (issue 36): anyone reads the visible ones; a signed-in learner writes and edits
  // their own (403 unless enrolled and far enough through); admins list and hide them.
  ['public', /^GET \/api\/courses\/:courseId\/reviews$/],
  // How full a course is: the course page refreshes it over its cached copy.
  ['public', /^GET \/api\/courses\/:id\/seats$/],
  ['signed-in', /^(POST \/api\/courses\/:courseId\/reviews|(GET|PUT) \/api\/courses\/:courseId\/reviews\/mine)$/],
  ['admin', /^(GET \/api\/admin\/course-reviews|POST \/api\/admin\/course-reviews\/:reviewId\/hide)$/],
  ['public', /^GET \/api\/(highlights|products|organizations|leagues|testimonials|blogs|careers|courses)$/],
  ['public', /^GET \/api\/(products\/single|blogs|careers|courses)\/:[^/]+$/],
  ['public', /^POST \/api\/contact$/],
  // A reminder's one-click unsubscribe (RFC 8058) has no session: its signed link decides (403 unsigned).
  ['public', /^POST \/api\/email-preferences\/unsubscribe$/],
  ['public', /^GET \/api\/certificates\/verify\/:[^/]+$/],
  ['public', /^GET \/api\/credentials\/(issuer|status\/revocation|:[^/]+)$/],
  ['admin', /^GET \/api\/certificates(\/:[^/]+)?$/],
  ['admin', /^POST \/api\/certificates\/:[^/]+\/(revoke|reissue)$/],
  ['signed-in', /^(GET|POST) \/api\/auth\/(me|logout|verify-email\/resend)$/],
  ['signed-in', /^PUT \/api\/users\/profile$/],
  ['signed-in', /^PUT \/api\/users\/profile\/language$/],
  ['signed-in', /^(GET \/api\/users\/me\/data|POST \/api\/users\/me\/close)$/],
  ['signed-in', /^(GET|POST) \/api\/enrollments$/],
  ['signed-in', /^POST \/api\/coupons\/quote$/],
  // Razorpay's webhook is public and proves itself by its signature; the payment config is public.
  ['public', /^(GET \/api\/payments\/config|POST \/api\/payments\/razorpay\/webhook)$/],
  ['signed-in', /^\w+ \/api\/payments\/(razorpay\/verify|orders(\/.*)?)$/],
  // A lesson video's resume point (issue 25) is its enrolled learner's; others get the learner area's 404.
  ['signed-in', /^(GET|PUT) \/api\/user\/courses\/:courseId\/modules\/:moduleId\/lessons\/:lessonId\/position$/],
  // So are the parts of it they played (watch-based completion); its viewers and drop-off are the back-office's.
  ['signed-in', /^(GET|PUT) \/api\/user\/courses\/:courseId\/modules\/:moduleId\/lessons\/:lessonId\/watched$/],
  ['admin', /^GET \/api\/admin\/courses\/:courseId\/modules\/:moduleId\/lessons\/:lessonId\/watching$/],
  ['signed-in', /^\w+ \/api\/user\//],
  // An invoice's verification is public (its QR code); the documents are their owner's (or a signed link's).
  ['public', /^GET \/api\/invoices\/verify\/:[^/]+$/],
  ['signed-in', /^GET \/api\/(invoices|credit-notes)\/:[^/]+(\/pdf)?$/],
  // Item statistics and the course report (issue 26) are the back-office's, and the course's instructors'.
  [
    'admin',
    /^GET \/api\/admin\/courses\/:courseId\/(modules\/:moduleId\/checkpoints\/:checkpointId\/statistics|report(\.csv)?)$/,
    INSTRUCTOR,
  ],
  // Learners' questions under lessons (issue 36): an instructor's list holds their courses' questions only.
  ['admin', /^GET \/api\/admin\/questions$/, INSTRUCTOR],
  // Assignment submissions (issue 39): an instructor's queue holds their courses' only; an unknown one is 404;
  // the mark is checked before the submission is looked up. A submission's file opens to its signed link alone.
  ['admin', /^GET \/api\/admin\/assignments$/, INSTRUCTOR],
  ['admin', /^GET \/api\/admin\/assignments\/:submissionId$/, { instructor: 404, author: 403 }],
  ['admin', /^PUT \/api\/admin\/assignments\/:submissionId\/mark$/, INSTRUCTOR],
  ['public', /^GET \/api\/assignment-files\/:submissionId\/:index$/],
  // The essay review queue: an instructor's holds their courses' attempts only; an unknown attempt is 404.
  ['admin', /^GET \/api\/admin\/reviews$/, INSTRUCTOR],
  ['admin', /^GET \/api\/admin\/reviews\/:attemptId$/, { instructor: 404, author: 403 }],
  // Marks are checked before the attempt is looked up: the instructor's empty marks are a 400.
  ['admin', /^POST \/api\/admin\/reviews\/:attemptId$/, INSTRUCTOR],
  // A checkpoint's bulk questions (issue 26): import previews or saves, export downloads; its course's authors too.
  [
    'admin',
    /^(POST \/api\/admin\/modules\/:[^/]+\/checkpoints\/:[^/]+\/questions\/import|GET \/api\/admin\/modules\/:[^/]+\/checkpoints\/:[^/]+\/questions\/export)$/,
    AUTHOR,
  ],
  // Authoring: the course list names each staff member's courses; an author reads and edits their
  // course and its modules; creating or deleting a course, uploads and the rest stay the admin's.
  ['admin', /^GET \/api\/admin\/courses$/, { instructor: 'passes', author: 'passes' }],
  ['admin', /^(GET|PUT) \/api\/admin\/courses\/:id$/, AUTHOR],
  ['admin', /^POST \/api\/admin\/courses\/:courseId\/modules$/, AUTHOR],
  ['admin', /^(GET|PUT|DELETE) \/api\/admin\/modules\/:moduleId$/, AUTHOR],
  // A course's versions in other languages (decision 0095): whoever edits its English, item by item.
  [
    'admin',
    /^(PUT|DELETE) \/api\/admin\/(courses\/:id|modules\/:moduleId(\/lessons\/:lessonId|\/checkpoints\/:checkpointId(\/questions\/:questionId)?)?)\/translations\/:lang$/,
    AUTHOR,
  ],
  // The marketing content's versions in other languages (decision 0098): the back-office's, as the English is.
  ['admin', /^(PUT|DELETE) \/api\/admin\/(blogs|products|careers|highlights|testimonials)\/:id\/translations\/:lang$/],
  // The media library (issue 39): an author's lists their courses' files; an instructor is no author.
  ['admin', /^GET \/api\/admin\/media-library$/, AUTHOR],
  // A video's resumable upload session (issue 25): only an admin opens one, or completes it.
  ['admin', /^POST \/api\/admin\/uploads\/videos(\/:uploadId\/complete)?$/],
  // A video's caption files (issue 25): the back-office adds, replaces and removes them.
  ['admin', /^(POST \/api\/admin\/videos\/:videoId\/captions|DELETE \/api\/admin\/videos\/:videoId\/captions\/:language)$/],
  // Groups (issue 32): a manager's area is signed-in, and every group route answers 404 to anyone
  // who does not manage that group (tests/api/groups.test.ts); an invitation's link tells what it is
  // for to whoever holds it, and only its invitee, signed in, claims it.
  // A group's join page (decision 0074) is signed-in: anyone without a proven address at the group's
  // email domain gets the group's 404. Reassigning a seat is its managers' (and admins'), 404 to others.
  ['signed-in', /^(GET|POST) \/api\/groups\/:groupId\/join$/],
  ['signed-in', /^POST \/api\/groups\/:groupId\/seats\/:assignmentId\/reassign$/],
  // Cohorts and live sessions (decision 0075): the group's managers and admins; 404 to everyone else
  // (tests/api/cohorts.test.ts). A live session's .ics is its cohort's members'; others get the learner area's 404.
  [
    'signed-in',
    /^\w+ \/api\/groups\/:groupId\/cohorts(\/:cohortId(\/(grid(\.csv)?|remind\/:uid|sessions(\/:sessionId(\/attendance)?)?))?)?$/,
  ],
  ['signed-in', /^GET \/api\/user\/courses\/:courseId\/live-sessions\/:sessionId\/calendar\.ics$/],
  // Returning unused seats (decision 0076): the group's managers and admins; 404 to everyone else
  // (tests/api/seat-refunds.test.ts).
  ['signed-in', /^POST \/api\/groups\/:groupId\/seat-orders\/:orderId\/refund-seats$/],
  // Paying an unpaid Razorpay seat order again from the orders table: its group's managers and
  // admins; 404 to everyone else (tests/api/seat-orders.test.ts).
  ['signed-in', /^GET \/api\/groups\/:groupId\/seat-orders\/:orderId\/checkout$/],
  ['signed-in', /^\w+ \/api\/groups(\/:groupId(\/.*)?)?$/],
  ['public', /^GET \/api\/invitations\/:token$/],
  ['signed-in', /^POST \/api\/invitations\/:token\/claim$/],
  ['admin', /^\w+ \/api\/admin\//],
  ['admin', /^GET \/api\/users\/?(dashboard\/overview)?$/],
  ['admin', /^PUT \/api\/users\/:[^/]+\/status$/],
  ['admin', new RegExp(`^(POST|PUT|PATCH|DELETE) \\/api\\/${CONTENT}(\\/.*)?$`)],
  ['admin', /^GET \/api\/contact(\/:[^/]+)?$/],
  ['admin', /^GET \/api\/(organizations|leagues)\/admin\/all$/],
  ['admin', /^GET \/api\/(highlights\/:[^/]+|(testimonials|organizations|leagues)\/single\/:[^/]+)$/],
];
// POST /api/contact is public although it matches the admin write rule: first rule wins.
const ruleOf = (route: ApiRoute) => RULES.find(([, pattern]) => pattern.test(`${route.method} ${route.path}`));
const accessOf = (route: ApiRoute): Access[] => {
  const rule = ruleOf(route);
  return rule ? [rule[0]] : [];
};

/** Admin lists share the public paths and are told apart by `page` (SPEC.md section 7). */
const ADMIN_LIST_PROBES = ['blogs', 'highlights', 'careers', 'testimonials', 'products'].map(
  (name) => ({ method: 'GET', path: `/api/${name}?page=1&limit=10` }) as ApiRoute,
);

const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, 'matrix-missing-id').replace(/^\/api/, '');

describe('authorisation matrix over every API route', () => {
  const routes = listApiRoutes();
  let learner: string;
  let admin: string;
  let instructor: string;
  let author: string;
  let x: Awaited<ReturnType<typeof createCourseFixture>>;

  beforeAll(async () => {
    let instructorUid: string;
    let authorUid: string;
    [learner, admin, { token: instructor, uid: instructorUid }, { token: author, uid: authorUid }, x] = await Promise.all([
      newLearner('matrix').then((session) => session.token),
      newAdmin('matrix').then((session) => session.token),
      newLearner('matrix-instructor'),
      newLearner('matrix-author'),
      createCourseFixture({ price: 0 }),
    ]);
    for (const [uid, body] of [
      [instructorUid, { instructorOf: [x.courseId], authorOf: [] }],
      [authorUid, { instructorOf: [], authorOf: [x.courseId] }],
    ] as const) {
      expect((await api('PUT', `/admin/users/${uid}/staff-courses`, { token: admin, body })).status).toBe(200);
    }
  });

  /** The route with course X's ids, as its staff would call it; any other id stays missing. */
  const withCourseX = (path: string) =>
    concrete(
      path
        .replace(/^\/api\/admin\/courses\/:id(?=$|\/)/, `/api/admin/courses/${x.courseId}`)
        .replace(':courseId', x.courseId)
        .replace(':moduleId', x.moduleId)
        .replace(':checkpointId', x.checkpointId)
        .replace(':lessonId', x.lessonId),
    );

  it('reads the routes from the app itself', () => {
    expect(routes.length).toBeGreaterThan(5);
    expect(routes).toContainEqual({ method: 'GET', path: '/api/auth/me' });
  });

  it('classifies every route', () => {
    const unclassified = routes.filter((route) => accessOf(route).length === 0).map((r) => `${r.method} ${r.path}`);
    expect(unclassified).toEqual([]);
  });

  const call = (route: ApiRoute, token?: string, path = concrete(route.path)) =>
    api(route.method, path, {
      token,
      body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
    });

  for (const probe of ADMIN_LIST_PROBES) {
    it(`${probe.path} is the admin list`, async () => {
      expect((await call(probe)).status).toBe(401);
      expect((await call(probe, learner)).status).toBe(403);
      const asAdmin = await call(probe, admin);
      expect(asAdmin.status).toBe(200);
      expect(asAdmin.body.total).toEqual(expect.any(Number));
    });
  }

  // Logging out ends the caller's sessions, so it goes last; deletions (an author's of X's module) just before.
  const lateness = (route: ApiRoute) => (route.path === '/api/auth/logout' ? 2 : route.method === 'DELETE' ? 1 : 0);
  const ordered = [...routes].sort((a, b) => lateness(a) - lateness(b));
  const expectStaff = (status: number, cell: StaffCell | 'as-learner', access: Access, what: string) => {
    expect(status, what).toBeLessThan(500);
    if (cell === 'passes') expect([401, 403, 404], what).not.toContain(status);
    else if (cell !== 'as-learner') expect(status, what).toBe(cell);
    else if (access === 'admin') expect(status, what).toBe(403);
    else expect([401, 403], what).not.toContain(status);
  };
  for (const route of ordered) {
    const rule = ruleOf(route);
    if (!rule) continue;
    const [access, , staff] = rule;
    it(`${route.method} ${route.path} (${access})`, async () => {
      const anonymous = await call(route);
      expect(anonymous.status).toBeLessThan(500);
      if (!PUBLISHED_DOCUMENTS.includes(route.path)) expect(anonymous.body?.success).toBe(anonymous.status < 400);
      if (access === 'public') {
        expect([401, 403]).not.toContain(anonymous.status);
        return;
      }
      expect(anonymous.status).toBe(401);
      const asLearner = await call(route, learner);
      expect(asLearner.status).toBeLessThan(500);
      if (access === 'admin') expect(asLearner.status).toBe(403);
      else expect([401, 403]).not.toContain(asLearner.status);
      const asInstructor = await call(route, instructor, withCourseX(route.path));
      expectStaff(asInstructor.status, staff?.instructor ?? 'as-learner', access, 'instructor of X');
      const asAuthor = await call(route, author, withCourseX(route.path));
      expectStaff(asAuthor.status, staff?.author ?? 'as-learner', access, 'author of X');
      const asAdmin = await call(route, admin);
      expect(asAdmin.status).toBeLessThan(500);
      expect([401, 403]).not.toContain(asAdmin.status);
    });
  }
});

describe('another learner', () => {
  it("sees none of a learner's course, progress, checkpoints or enrolments", async () => {
    const fixture = await createCourseFixture({ price: 0 });
    const owner = await newLearner('matrix-owner');
    const other = await newLearner('matrix-other');
    const enrolled = await api('POST', '/enrollments', {
      token: owner.token,
      body: { courseId: fixture.courseId, paymentMethod: 'card', amount: 0 },
    });
    expect(enrolled.status).toBe(201);
    const course = `/user/courses/${fixture.courseId}`;
    const checkpoint = `${course}/modules/${fixture.moduleId}/checkpoints/${fixture.checkpointId}`;
    const lesson = `${course}/modules/${fixture.moduleId}/lessons/${fixture.lessonId}/progress`;
    const position = `${course}/modules/${fixture.moduleId}/lessons/${fixture.lessonId}/position`;
    const watched = `${course}/modules/${fixture.moduleId}/lessons/${fixture.lessonId}/watched`;
    const lessonBase = `${course}/modules/${fixture.moduleId}/lessons/${fixture.lessonId}`;
    // The owner's note, question and reply: the other learner gets 404 for each.
    const note = await api<{ note: LessonNote }>('POST', `${lessonBase}/notes`, {
      token: owner.token,
      body: { text: 'Mine alone' },
    });
    const question = await api<{ question: LessonQuestion }>('POST', `${lessonBase}/questions`, {
      token: owner.token,
      body: { title: 'Mine', text: 'My question' },
    });
    const reply = await api<{ reply: LessonAnswer }>('POST', `/user/questions/${question.body.data.question.id}/replies`, {
      token: owner.token,
      body: { text: 'My reply' },
    });
    expect([note.status, question.status, reply.status]).toEqual([201, 201, 201]);
    // Every learner route the app declares, with the owner's real ids: the other learner gets 404.
    // (The caller's own email choices name no one else: /api/user/email-preferences has no id to swap.)
    const learnerRoutes = listApiRoutes().filter((route) => route.path.startsWith('/api/user/') && route.path.includes('/:'));
    const concreteFor = (path: string) =>
      path
        .replace(/^\/api/, '')
        .replace(':courseId', fixture.courseId)
        .replace(':moduleId', fixture.moduleId)
        .replace(':checkpointId', fixture.checkpointId)
        .replace(':lessonId', fixture.lessonId)
        .replace(':lessonUid', fixture.lessonId)
        .replace(':moduleUid', fixture.moduleId)
        .replace(':noteId', note.body.data.note.id)
        .replace(':questionId', question.body.data.question.id)
        .replace(':replyId', reply.body.data.reply.id);
    const bodies: Record<string, unknown> = {
      [lesson]: { progress: 100, completed: true, timeSpent: 5 },
      [position]: { position: 12, duration: 60 },
      [watched]: { ranges: [[0, 5]] },
      [`${checkpoint}/attempt`]: { answers: fixture.correct, timeSpent: 5 },
      [`${lessonBase}/notes`]: { text: 'Not mine' },
      [`/user/notes/${note.body.data.note.id}`]: { text: 'Not mine' },
      [`${lessonBase}/questions`]: { title: 'Not mine', text: 'Not my course' },
      [`/user/questions/${question.body.data.question.id}/replies`]: { text: 'Not my course' },
      [`/user/questions/${question.body.data.question.id}/resolved`]: { resolved: true },
      [`/user/questions/${question.body.data.question.id}/hidden`]: { reason: 'Not my course' },
      [`/user/replies/${reply.body.data.reply.id}/hidden`]: { reason: 'Not my course' },
      [`${lessonBase}/assignment/submissions`]: { text: 'Not my course' },
    };
    expect(learnerRoutes.length).toBeGreaterThanOrEqual(6);
    for (const route of learnerRoutes) {
      const path = concreteFor(route.path);
      const res = await api(route.method, path, {
        token: other.token,
        body: route.method === 'GET' ? undefined : (bodies[path] ?? {}),
      });
      expect(res.status, `${route.method} ${path}`).toBe(404);
    }
    expect((await api('GET', course, { token: owner.token })).status).toBe(200);
    const mine = await api<{ enrollments: EnrollmentView[] }>('GET', '/enrollments', { token: other.token });
    expect(mine.body.data.enrollments).toEqual([]);
  });
});
