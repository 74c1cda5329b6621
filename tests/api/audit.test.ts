import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { AuditList, Career, ContactMessage, Course, CourseModule } from '../../functions/src/contract';
import { storeCertificate, testDb } from '../support/admin';
import { createCoupon } from '../support/coupons';
import { createCourseFixture } from '../support/course-fixture';
import { api, apiText, testClientAddress } from '../support/http';
import { mp4Bytes } from '../support/media-fixtures';
import { newAdmin, newLearner } from '../support/sessions';
import { uploadVideo } from '../support/videos';

/** The retention job production runs daily, run as of `now` (the clock advanced) against the local stack. */
const expireAuditEntries = (now: Date) =>
  promisify(execFile)(process.execPath, ['scripts/ops/expire-audit.mjs', `--now=${now.toISOString()}`], { env: process.env });

const DAY_MS = 86_400_000;

// Each file's admin is its own, so filtering by their email sees only this file's entries.
let admin: { email: string; uid: string; token: string };
beforeAll(async () => {
  admin = await newAdmin('auditor');
});

// Inactive: the public catalogue lists the newest 100 courses, and the suite's own fill it already.
const courseBody = (title: string, price: number) => ({
  isActive: false,
  title,
  price,
  duration: '4 weeks',
  category: 'Camera Operations',
  shortDescription: 'Short',
  description: 'Long',
  coverImage: null,
  instructor: { name: 'Coach', bio: 'Bio', image: null },
});

const createdCourses: string[] = [];

async function createCourse(title: string, price: number, token = admin.token): Promise<string> {
  const res = await api<{ course: Course }>('POST', '/admin/courses', { token, body: courseBody(title, price) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  createdCourses.push(res.body.data.course.uid);
  return res.body.data.course.uid;
}

// The catalogue and the back-office list the newest 100 courses: these would push the seeded ones
// that other tests look for off both lists.
afterAll(async () => {
  await Promise.all(createdCourses.map((id) => testDb().doc(`courses/${id}`).delete()));
});

/** The audit entries about one resource, as the Audit area lists them (the person's filter keeps others' out). */
async function entriesAbout(resourceId: string, filters: Record<string, string> = {}) {
  const res = await api<AuditList>('GET', `/admin/audit?${new URLSearchParams({ person: admin.email, ...filters })}`, {
    token: admin.token,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.entries.filter((entry) => entry.resource.id === resourceId);
}

describe('who changed what', () => {
  it('a price change leaves exactly one entry: who, from where, the course, and the price before and after', async () => {
    const courseId = await createCourse('Audit price course', 4999);
    const res = await api('PUT', `/admin/courses/${courseId}`, {
      token: admin.token,
      body: courseBody('Audit price course', 3999),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    const updates = await entriesAbout(courseId, { action: 'updated' });
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({
      actor: { uid: admin.uid, email: admin.email, name: 'Test auditor', client: testClientAddress },
      resource: { type: 'course', id: courseId, label: 'Audit price course' },
      action: 'updated',
      changes: [{ field: 'price', before: 4999, after: 3999 }],
      reason: null,
    });
    expect(Date.now() - Date.parse(updates[0].at)).toBeLessThan(5 * 60_000);
    // The creation is its own entry; nothing else was written about the course.
    expect((await entriesAbout(courseId)).map((entry) => entry.action)).toEqual(['updated', 'created']);
  });

  it('saving a course unchanged leaves no entry, and a refused change none either', async () => {
    const courseId = await createCourse('Audit unchanged course', 1500);
    expect(
      (await api('PUT', `/admin/courses/${courseId}`, { token: admin.token, body: courseBody('Audit unchanged course', 1500) }))
        .status,
    ).toBe(200);
    expect(
      (await api('PUT', `/admin/courses/${courseId}`, { token: admin.token, body: { ...courseBody('x', -5) } })).status,
    ).toBe(400);
    expect((await entriesAbout(courseId)).map((entry) => entry.action)).toEqual(['created']);
  });

  it('a certificate revocation leaves exactly one entry with the reason and the status before and after', async () => {
    const learner = await newLearner('audit-holder');
    const hash = await storeCertificate({
      userId: learner.uid,
      courseId: 'audit-course',
      studentName: 'Audit Holder',
      courseName: 'Audit Course',
      instructorName: 'Coach',
      grade: 'A',
      score: 90,
    });
    const reason = 'Exam answers were copied';
    const res = await api('POST', `/certificates/${hash}/revoke`, { token: admin.token, body: { reason } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // A second revocation is refused and leaves nothing.
    expect((await api('POST', `/certificates/${hash}/revoke`, { token: admin.token, body: { reason } })).status).toBe(409);

    const entries = await entriesAbout(hash);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: { uid: admin.uid, client: testClientAddress },
      resource: { type: 'certificate', id: hash },
      action: 'revoked',
      reason,
    });
    const byField = Object.fromEntries(entries[0].changes.map((c) => [c.field, c]));
    expect(byField.status).toEqual({ field: 'status', before: 'active', after: 'revoked' });
    expect(byField.revokedReason).toEqual({ field: 'revokedReason', before: null, after: reason });
  });

  it("a course report's download leaves exactly one entry naming the course and its period", async () => {
    const courseId = await createCourse('Audit report course', 999);
    const res = await api('GET', `/admin/courses/${courseId}/report.csv?from=2026-01-01`, { token: admin.token });
    expect(res.status).toBe(200);
    const downloads = await entriesAbout(courseId, { resource: 'courseReport' });
    expect(downloads).toHaveLength(1);
    expect(downloads[0]).toMatchObject({
      actor: { uid: admin.uid, client: testClientAddress },
      resource: { type: 'courseReport', id: courseId, label: 'Audit report course · 2026-01-01 to now · 0 learners' },
      action: 'downloaded',
      changes: [],
    });
  });
});

describe('the other admin writes leave their entry too', () => {
  it('a module edit, a coupon change, a block and a contact message marked, each with what changed', async () => {
    const courseId = await createCourse('Audit module course', 100);
    const made = await api<{ module: CourseModule }>('POST', `/admin/courses/${courseId}/modules`, {
      token: admin.token,
      body: { title: 'Audit module', description: 'First' },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const moduleId = made.body.data.module.uid;
    const edited = await api('PUT', `/admin/modules/${moduleId}`, {
      token: admin.token,
      body: { title: 'Audit module', description: 'Second' },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await entriesAbout(moduleId, { action: 'updated' }))[0].changes).toEqual([
      { field: 'description', before: 'First', after: 'Second' },
    ]);

    const { id: couponId } = await createCoupon(admin.token);
    expect((await api('PATCH', `/admin/coupons/${couponId}`, { token: admin.token, body: { isActive: false } })).status).toBe(
      200,
    );
    expect((await entriesAbout(couponId)).map((e) => [e.action, e.changes.find((c) => c.field === 'isActive')])).toEqual([
      ['updated', { field: 'isActive', before: true, after: false }],
      ['created', { field: 'isActive', before: null, after: true }],
    ]);

    const learner = await newLearner('audit-blocked');
    expect((await api('PUT', `/users/${learner.uid}/status`, { token: admin.token })).status).toBe(200);
    expect(await entriesAbout(learner.uid)).toMatchObject([
      { action: 'blocked', resource: { type: 'user' }, changes: [{ field: 'isBlocked', before: false, after: true }] },
    ]);

    const sent = await api<ContactMessage>('POST', '/contact', {
      body: { name: 'Audit Probe', email: 'audit-probe@example.com', message: 'Hello' },
    });
    expect(sent.status).toBe(201);
    const contactId = sent.body.data.uid;
    expect((await api('PUT', `/contact/${contactId}/status`, { token: admin.token, body: { status: 'resolved' } })).status).toBe(
      200,
    );
    expect(await entriesAbout(contactId)).toMatchObject([
      { action: 'updated', resource: { type: 'contact' }, changes: [{ field: 'status', before: 'new', after: 'resolved' }] },
    ]);
  });
});

describe('content, accommodations, videos and reads leave their entry too', () => {
  const career = {
    title: 'Audit analyst',
    type: 'Full-time',
    location: 'Pune',
    shortDescription: 'Tags matches',
    fullDescription: 'All of it',
  };
  const who = () => ({ uid: admin.uid, email: admin.email, client: testClientAddress });

  it('a career created, edited, switched off and deleted: one entry each with what changed; a refused edit none', async () => {
    const created = await api<Career>('POST', '/careers', { token: admin.token, body: career });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.careerId;
    const edited = await api('PUT', `/careers/${id}`, { token: admin.token, body: { ...career, location: 'Chennai' } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await api('PUT', `/careers/${id}`, { token: admin.token, body: { ...career, type: 'Gig' } })).status).toBe(400);
    expect((await api('PUT', `/careers/${id}/status`, { token: admin.token })).status).toBe(200);
    expect((await api('DELETE', `/careers/${id}`, { token: admin.token })).status).toBe(200);

    const entries = await entriesAbout(id);
    expect(entries.map((entry) => entry.action)).toEqual(['deleted', 'updated', 'updated', 'created']);
    const [deleted, toggled, update, creation] = entries;
    expect(creation).toMatchObject({ actor: who(), resource: { type: 'career', id, label: 'Audit analyst' } });
    expect(creation.changes).toEqual(
      expect.arrayContaining([
        { field: 'title', before: null, after: 'Audit analyst' },
        { field: 'location', before: null, after: 'Pune' },
      ]),
    );
    expect(update).toMatchObject({ actor: who(), changes: [{ field: 'location', before: 'Pune', after: 'Chennai' }] });
    expect(toggled.changes).toEqual([{ field: 'isActive', before: true, after: false }]);
    expect(deleted.changes).toEqual(expect.arrayContaining([{ field: 'location', before: 'Chennai', after: null }]));
  });

  it("a learner's accommodation given and changed: one entry each with the time and note before and after", async () => {
    const f = await createCourseFixture({ price: 0 });
    const learner = await newLearner('audit-accommodated');
    expect(
      (
        await api('POST', '/enrollments', {
          token: learner.token,
          body: { courseId: f.courseId, paymentMethod: 'card', amount: 0 },
        })
      ).status,
    ).toBe(201);
    const grant = (body: unknown) =>
      api('PUT', `/admin/courses/${f.courseId}/accommodations/${learner.uid}`, { token: admin.token, body });
    expect((await grant({ timeMultiplier: 1.5, note: 'Dyslexia' })).status).toBe(200);
    expect((await grant({ timeMultiplier: 2, note: 'Dyslexia' })).status).toBe(200);
    expect((await grant({ timeMultiplier: 9, note: 'Dyslexia' })).status).toBe(400);

    const entries = await entriesAbout(`${learner.uid}_${f.courseId}`, { resource: 'accommodation' });
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      actor: who(),
      resource: { type: 'accommodation', label: `Test audit-accommodated · Fixture course ${f.courseId.split('-').pop()}` },
      action: 'updated',
      changes: [{ field: 'timeMultiplier', before: 1.5, after: 2 }],
    });
    expect(entries[1]).toMatchObject({ action: 'created' });
    expect(entries[1].changes).toEqual(
      expect.arrayContaining([
        { field: 'timeMultiplier', before: null, after: 1.5 },
        { field: 'note', before: null, after: 'Dyslexia' },
      ]),
    );
  });

  it('a video uploaded, and its captions added and removed: one entry each; a refused caption none', async () => {
    const { videoId } = await uploadVideo(mp4Bytes(), admin.token, 'highlight');
    const caption = (text: string) => {
      const body = new FormData();
      body.append('language', 'en');
      body.append('file', new Blob([text], { type: 'text/vtt' }), 'clip.en.vtt');
      return api('POST', `/admin/videos/${videoId}/captions`, { token: admin.token, body });
    };
    expect((await caption('WEBVTT\n\n00:00.500 --> 00:02.000\nHowzat!\n')).status).toBe(201);
    expect((await caption('1\n00:00:00,500 --> 00:00:02,000\nHowzat!\n')).status).toBe(400);
    expect((await api('DELETE', `/admin/videos/${videoId}/captions/en`, { token: admin.token })).status).toBe(200);

    expect(await entriesAbout(videoId)).toMatchObject([
      {
        actor: who(),
        resource: { type: 'video', id: videoId, label: 'Highlight video' },
        action: 'uploaded',
        changes: [
          { field: 'status', before: null, after: 'queued' },
          { field: 'access', before: null, after: 'public' },
        ],
      },
    ]);
    const captions = await entriesAbout(`${videoId}/en`);
    expect(captions.map((entry) => entry.action)).toEqual(['deleted', 'created']);
    expect(captions[1]).toMatchObject({
      actor: who(),
      resource: { type: 'caption', label: `English captions of video ${videoId}` },
    });
    expect(captions[1].changes).toContainEqual({ field: 'label', before: null, after: 'English' });
    expect(captions[0].changes).toContainEqual({ field: 'label', before: 'English', after: null });
  });

  it('a question import saves its entry as the module edit; the export is logged as downloaded', async () => {
    const f = await createCourseFixture();
    const path = `/admin/modules/${f.moduleId}/checkpoints/${f.checkpointId}/questions`;
    const text = 'question,type,options,correctAnswer,points,tags\nSnickometer detects sound.,true_false,,true,1,\n';
    expect(
      (await api('POST', `${path}/import`, { token: admin.token, body: { format: 'csv', text: 'nonsense', dryRun: false } }))
        .status,
    ).toBe(400);
    const saved = await api('POST', `${path}/import`, { token: admin.token, body: { format: 'csv', text, dryRun: false } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const edits = await entriesAbout(f.moduleId);
    expect(edits).toHaveLength(1);
    expect(edits[0]).toMatchObject({ actor: who(), resource: { type: 'module' }, action: 'updated' });
    // The checkpoints before and after the import (the fixture's lessons, written around the module save, may differ too).
    const checkpoints = edits[0].changes.find((change) => change.field === 'checkpoints');
    expect(JSON.stringify(checkpoints!.before)).not.toContain('Snickometer detects sound.');
    expect(JSON.stringify(checkpoints!.after)).toContain('Snickometer detects sound.');

    expect((await api('GET', `${path}/export?format=pdf`, { token: admin.token })).status).toBe(400);
    expect((await api('GET', `${path}/export?format=gift`, { token: admin.token })).status).toBe(200);
    expect(await entriesAbout(`${f.moduleId}/${f.checkpointId}`, { resource: 'questionExport' })).toMatchObject([
      {
        actor: who(),
        resource: { type: 'questionExport', label: 'Module one · Checkpoint one · gift' },
        action: 'downloaded',
        changes: [],
      },
    ]);
  });

  it('opening a contact message is logged as viewed before it is shown', async () => {
    const sent = await api<ContactMessage>('POST', '/contact', {
      body: { name: 'Audit Reader', email: 'audit-reader@example.com', message: 'Read me' },
    });
    expect(sent.status).toBe(201);
    const contactId = sent.body.data.uid;
    expect((await api('GET', `/contact/${contactId}`, { token: admin.token })).status).toBe(200);
    expect((await api('GET', '/contact/no-such-message', { token: admin.token })).status).toBe(404);
    expect(await entriesAbout(contactId)).toMatchObject([
      { actor: who(), resource: { type: 'contact', id: contactId }, action: 'viewed', changes: [] },
    ]);
  });
});

describe('the Audit area', () => {
  it('is the back-office’s alone: a learner gets 403 and no session 401, for the list and the export', async () => {
    const learner = await newLearner('audit-snoop');
    for (const path of ['/admin/audit', '/admin/audit.csv']) {
      expect((await api('GET', path, { token: learner.token })).status).toBe(403);
      expect((await api('GET', path)).status).toBe(401);
    }
  });

  it('refuses filters it does not know with 400', async () => {
    for (const query of [
      'resource=planet',
      'action=teleported',
      'from=2026-13-01',
      'from=2026-05-02&to=2026-05-01',
      'person=not-an-email',
      'page=0',
      'colour=red',
    ]) {
      const res = await api('GET', `/admin/audit?${query}`, { token: admin.token });
      expect(res.status, query).toBe(400);
      expect(res.body.success, query).toBe(false);
      expect((await api('GET', `/admin/audit.csv?${query}`, { token: admin.token })).status, query).toBe(400);
    }
  });

  it('filters by date: a window that ended yesterday holds none of today’s entries', async () => {
    const courseId = await createCourse('Audit dated course', 700);
    const yesterday = new Date(Date.now() - DAY_MS).toISOString().slice(0, 10);
    expect(await entriesAbout(courseId, { to: yesterday, from: '2026-01-01' })).toHaveLength(0);
    expect(await entriesAbout(courseId)).toHaveLength(1);
  });

  it('exports the filtered entries as CSV, formulas kept as text', async () => {
    const title = '=HYPERLINK("http://evil.example","Click")';
    const courseId = await createCourse(title, 2500);
    expect((await api('PUT', `/admin/courses/${courseId}`, { token: admin.token, body: courseBody(title, 2000) })).status).toBe(
      200,
    );

    const res = await apiText(
      'GET',
      `/admin/audit.csv?${new URLSearchParams({ person: admin.email, resource: 'course', action: 'updated' })}`,
      {
        token: admin.token,
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="audit-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('When (UTC),Person,Email,User id,Client,Action,Resource,Resource id,Name,Changes,Reason');
    const row = lines.find((line) => line.includes(courseId));
    expect(row).toBeDefined();
    expect(row).toContain(
      `,Test auditor,${admin.email},${admin.uid},${testClientAddress},updated,course,${courseId},"'=HYPERLINK(""http://evil.example"",""Click"")",price: 2500 -> 2000,`,
    );
    // Only updates by this admin: the creations are filtered out.
    expect(lines.slice(1).every((line) => line.includes(',updated,course,'))).toBe(true);
  });

  it('pages the entries, ten to a page, newest first', async () => {
    const pager = await newAdmin('audit-pager');
    for (let i = 0; i < 11; i += 1) await createCourse(`Audit paging ${i}`, 100 + i, pager.token);
    const page = async (n: number) =>
      (
        await api<AuditList>('GET', `/admin/audit?${new URLSearchParams({ person: pager.email, page: String(n) })}`, {
          token: pager.token,
        })
      ).body.data;
    const first = await page(1);
    const second = await page(2);
    expect(first.total).toBe(11);
    expect(first.entries.map((e) => e.resource.label)).toEqual(Array.from({ length: 10 }, (_, i) => `Audit paging ${10 - i}`));
    expect(second.entries.map((e) => e.resource.label)).toEqual(['Audit paging 0']);
  });
});

describe('kept one year', () => {
  it('the retention job, its clock advanced, deletes an entry older than a year and keeps a newer one', async () => {
    const older = await createCourse('Audit retention older', 100);
    const newer = await createCourse('Audit retention newer', 100);
    // The older entry is made two days older than the newer; then the clock moves on 364 days.
    const olderEntry = await testDb().collection('audit').where('resourceId', '==', older).get();
    expect(olderEntry.size).toBe(1);
    await olderEntry.docs[0].ref.update({ at: new Date(Date.now() - 2 * DAY_MS) });

    await expireAuditEntries(new Date(Date.now() + 364 * DAY_MS));

    expect((await testDb().collection('audit').where('resourceId', '==', older).get()).size).toBe(0);
    expect((await testDb().collection('audit').where('resourceId', '==', newer).get()).size).toBe(1);
  });
});
