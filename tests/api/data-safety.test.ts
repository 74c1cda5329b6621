import { beforeAll, describe, expect, it } from 'vitest';

import type { Course, CourseModule, EnrollmentView, Partner } from '../../functions/src/contract';
import { SITE_URL } from '../support/env';
import { api } from '../support/http';
import { form, mp4Bytes, pdfBytes, pngBytes } from '../support/media-fixtures';
import { storedMedia } from '../support/admin';
import { createCourseFixture } from '../support/course-fixture';
import { adminToken, newLearner } from '../support/sessions';
import { enrol } from '../support/enrol';

/**
 * Deleting or replacing content never leaves a stored file behind that nothing points to, and
 * never leaves a document pointing at something gone.
 */
// As an admin: lesson videos and documents are served to no one else without a signed link.
const stored = async (url: string) =>
  (await fetch(`${SITE_URL}${url}`, { headers: { authorization: `Bearer ${admin}` } })).status;
const today = new Date().toISOString().slice(0, 10);

let admin: string;
beforeAll(async () => {
  admin = await adminToken();
});

/** A course or lesson file stored through POST /admin/uploads; its URL. */
const upload = async (kind: string, file: [Buffer, string]) =>
  (await api<{ url: string }>('POST', '/admin/uploads', { token: admin, body: form({ kind }, { file }) })).body.data
    .url as string;

type Files = Record<string, [Buffer, string]>;
interface Kind {
  path: string;
  fields: Record<string, string | number | boolean>;
  /** Multipart file field → the URL field it fills. */
  media: Record<string, string>;
  files: () => Promise<Files>;
  id: (data: Record<string, string>) => string;
  /** Where an admin reads one item back; absent where the admin list is the only view. */
  readPath?: (id: string) => string;
}

const images = async (...fields: string[]): Promise<Files> =>
  Object.fromEntries(await Promise.all(fields.map(async (field) => [field, [await pngBytes(), `${field}.png`]])));

const KINDS: Record<string, Kind> = {
  blogs: {
    path: '/blogs',
    fields: { title: 'Orphan check', date: today, summary: 'S', content: '<p>Body</p>' },
    media: { image: 'imageUrl', sourceLogo: 'sourceLogo' },
    files: () => images('image', 'sourceLogo'),
    id: (data) => data.blogId,
    readPath: (id) => `/blogs/${id}`,
  },
  highlights: {
    path: '/highlights',
    fields: { title: 'Orphan check' },
    media: { video: 'videoUrl', thumbnail: 'thumbnailUrl' },
    files: async () => ({ video: [mp4Bytes(), 'clip.mp4'], ...(await images('thumbnail')) }),
    id: (data) => data._id,
    readPath: (id) => `/highlights/${id}`,
  },
  organizations: {
    path: '/organizations',
    fields: { name: 'Orphan check', order: 0 },
    media: { image: 'imageUrl' },
    files: () => images('image'),
    id: (data) => data._id,
  },
  leagues: {
    path: '/leagues',
    fields: { name: 'Orphan check', order: 0 },
    media: { image: 'imageUrl' },
    files: () => images('image'),
    id: (data) => data._id,
  },
  testimonials: {
    path: '/testimonials',
    fields: { name: 'Orphan check', role: 'Coach', company: 'Club', testimonialText: 'Good', description: 'Longer words' },
    media: { photo: 'photoUrl' },
    files: () => images('photo'),
    id: (data) => data._id,
    readPath: (id) => `/testimonials/single/${id}`,
  },
  products: {
    path: '/products',
    fields: { name: 'Orphan check', description: 'D' },
    media: { image: 'imageUrl' },
    files: () => images('image'),
    id: (data) => data._id,
    readPath: (id) => `/products/${id}`,
  },
};

describe('deleting content leaves no orphaned media', () => {
  it.each(Object.entries(KINDS))('%s: a replaced file and, on delete, every file of the item are removed', async (_, kind) => {
    const created = await api<Record<string, string>>('POST', kind.path, {
      token: admin,
      body: form(kind.fields, await kind.files()),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const item = created.body.data;
    const id = kind.id(item);
    const firstUrls = Object.values(kind.media).map((field) => item[field] as string);
    for (const url of firstUrls) expect(await stored(url), url).toBe(200);

    const replaced = await api<Record<string, string>>('PUT', `${kind.path}/${id}`, {
      token: admin,
      body: form(kind.fields, await kind.files()),
    });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    const secondUrls = Object.values(kind.media).map((field) => replaced.body.data[field] as string);
    for (const url of firstUrls) expect(await stored(url), `replaced ${url}`).toBe(404);
    for (const url of secondUrls) expect(await stored(url), url).toBe(200);

    expect((await api('DELETE', `${kind.path}/${id}`, { token: admin })).status).toBe(200);
    for (const url of secondUrls) expect(await stored(url), `deleted ${url}`).toBe(404);
    if (kind.readPath) expect((await api('GET', kind.readPath(id), { token: admin })).status).toBe(404);
  });
});

describe('deleting a course leaves no modules, lessons or media behind', () => {
  it('removes the cover, the instructor photo, every module and every lesson file', async () => {
    const cover = await upload('image', [await pngBytes(), 'cover.png']);
    const photo = await upload('image', [await pngBytes(), 'me.png']);
    const video = await upload('video', [mp4Bytes(), 'clip.mp4']);
    const guide = await upload('document', [pdfBytes(), 'guide.pdf']);
    const course = {
      title: 'Course to delete',
      price: 999,
      duration: '1 week',
      category: 'Camera Operations',
      shortDescription: 'Short',
      description: 'Long',
      coverImage: cover,
      instructor: { name: 'Coach', bio: 'Bio', image: photo },
    };
    const created = await api<{ course: Course }>('POST', '/admin/courses', { token: admin, body: course });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const courseId = created.body.data.course.uid;
    const moduleIds: string[] = [];
    for (const [i, lesson] of [
      { title: 'Watch', type: 'video', content: { videoUrl: video }, order: 1 },
      { title: 'Read', type: 'document', content: { documentUrl: guide }, order: 1 },
    ].entries()) {
      const res = await api<{ module: CourseModule }>('POST', `/admin/courses/${courseId}/modules`, {
        token: admin,
        body: { title: `Module ${i + 1}`, description: 'D', order: i + 1, lessons: [lesson] },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      moduleIds.push(res.body.data.module.uid);
    }
    for (const url of [cover, photo, video, guide]) expect(await stored(url), url).toBe(200);

    expect((await api('DELETE', `/admin/courses/${courseId}`, { token: admin })).status).toBe(200);
    for (const url of [cover, photo, video, guide]) expect(await stored(url), url).toBe(404);
    for (const id of moduleIds) expect((await api('GET', `/admin/modules/${id}`, { token: admin })).status).toBe(404);
    expect((await api('GET', `/courses/${courseId}`)).status).toBe(404);
  });

  it('a course with enrolled learners cannot be deleted, so their enrolments never point at nothing', async () => {
    const { courseId, moduleId } = await createCourseFixture({ price: 999 });
    const learner = await newLearner();
    const enrolled = await enrol(learner.token, courseId, 999);
    expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(201);
    expect((await api('DELETE', `/admin/courses/${courseId}`, { token: admin })).status).toBe(409);
    expect((await api('DELETE', `/admin/modules/${moduleId}`, { token: admin })).status).toBe(409);
    const mine = await api<{ enrollments: EnrollmentView[] }>('GET', '/enrollments', { token: learner.token });
    expect(mine.body.data.enrollments.map((e: { courseId: string }) => e.courseId)).toEqual([courseId]);
    expect((await api('GET', `/user/courses/${courseId}`, { token: learner.token })).status).toBe(200);
  });
});

describe('stored addresses', () => {
  it('refuses a javascript:, data: or protocol-relative URL in any media or link field, writing nothing', async () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example/x.png']) {
      const product = await api('POST', '/products', { token: admin, body: form({ name: 'Hostile URL', imageUrl: url }) });
      expect(product.status, url).toBe(400);
      expect(product.body.errors).toEqual([{ msg: 'Must be an http(s) address or a path on this site', path: 'imageUrl' }]);
      const blog = await api('POST', '/blogs', {
        token: admin,
        body: form({ ...KINDS.blogs.fields, isExternal: true, externalUrl: url, sourceWebsite: 'Evil' }, await images('image')),
      });
      expect(blog.status, url).toBe(400);
      const course = await api('POST', '/admin/courses', {
        token: admin,
        body: { title: 'Hostile', price: 1, duration: '1 week', shortDescription: 'S', description: 'D', coverImage: url },
      });
      expect(course.status, url).toBe(400);
      expect(course.body.errors).toContainEqual({ msg: 'Must be an http(s) address or a path on this site', path: 'coverImage' });
    }
  });
});

describe('parallel edits', () => {
  it('four admins replacing one logo at once leave exactly one file: the one the item shows', async () => {
    const created = await api<Partner>('POST', '/organizations', {
      token: admin,
      body: form({ name: 'Raced logo', order: 0 }, await images('image')),
    });
    const { _id: id, imageUrl: first } = created.body.data;
    const before = new Set(await storedMedia('organizations/'));
    const edits = await Promise.all(
      [1, 2, 3, 4].map(async (n) =>
        api('PUT', `/organizations/${id}`, {
          token: admin,
          body: form({ name: `Raced logo ${n}`, order: n }, await images('image')),
        }),
      ),
    );
    expect(edits.map((edit) => edit.status)).toEqual([200, 200, 200, 200]);
    const final = (await api<Partner[]>('GET', '/organizations/admin/all', { token: admin })).body.data.find(
      (item: { _id: string }) => item._id === id,
    );
    expect(await stored(first!)).toBe(404);
    expect(await stored(final!.imageUrl!)).toBe(200);
    const added = (await storedMedia('organizations/')).filter((path) => !before.has(path));
    expect(added).toEqual([final!.imageUrl!.replace('/uploads/', '')]);
    await api('DELETE', `/organizations/${id}`, { token: admin });
  });

  it('parallel course edits with new covers keep only the cover the course ends with', async () => {
    const course = {
      title: 'Raced course',
      price: 10,
      duration: '1 week',
      shortDescription: 'S',
      description: 'D',
      instructor: { name: 'Coach', bio: 'Bio' },
    };
    const original = await upload('image', [await pngBytes(), 'c.png']);
    const courseId = (
      await api<{ course: Course }>('POST', '/admin/courses', { token: admin, body: { ...course, coverImage: original } })
    ).body.data.course.uid;
    const covers = await Promise.all([1, 2, 3, 4].map(async () => upload('image', [await pngBytes(), 'c.png'])));
    const edits = await Promise.all(
      covers.map((coverImage) => api('PUT', `/admin/courses/${courseId}`, { token: admin, body: { ...course, coverImage } })),
    );
    expect(edits.map((edit) => edit.status)).toEqual([200, 200, 200, 200]);
    const final = (await api<{ course: Course; modules: CourseModule[] }>('GET', `/admin/courses/${courseId}`, { token: admin }))
      .body.data.course.coverImage;
    expect(covers).toContain(final);
    for (const url of [original, ...covers]) expect(await stored(url), url).toBe(url === final ? 200 : 404);
    await api('DELETE', `/admin/courses/${courseId}`, { token: admin });
    expect(await stored(final!)).toBe(404);
  });
});
