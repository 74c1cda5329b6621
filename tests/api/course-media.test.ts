import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

import { beforeAll, describe, expect, it } from 'vitest';

import type { Course, MediaLibraryItem } from '../../functions/src/contract';
import { testDb } from '../support/admin';
import { SITE_URL } from '../support/env';
import { api } from '../support/http';
import { form, pdfBytes, pngBytes } from '../support/media-fixtures';
import { adminToken, newLearner } from '../support/sessions';

/** A course file is kept while any course or lesson shows it, and removed once nothing does. */
const served = async (url: string) => (await fetch(`${SITE_URL}${url}`)).status;
/** The sweep production runs on a schedule, run as `npm start` runs it (the built function's code). */
const sweepAbandonedUploads = () => promisify(execFile)(process.execPath, ['scripts/ops/sweep-uploads.mjs'], { env: process.env });

let admin: string;
beforeAll(async () => {
  admin = await adminToken();
});

const upload = async (name: string) => {
  const res = await api<{ url: string }>('POST', '/admin/uploads', {
    token: admin,
    body: form({ kind: 'image' }, { file: [await pngBytes(), name] }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.url as string;
};

const courseWith = (title: string, coverImage: string) => ({
  title,
  price: 999,
  duration: '1 week',
  category: 'Camera Operations',
  shortDescription: 'Short',
  description: 'Long',
  coverImage,
  instructor: { name: 'Coach', bio: 'Bio', image: null },
});

async function createCourse(title: string, cover: string): Promise<string> {
  const res = await api<{ course: Course }>('POST', '/admin/courses', { token: admin, body: courseWith(title, cover) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.course.uid;
}

/** Makes an upload's record look `days` old, as if its form had been left that long ago. */
async function backdate(url: string, days: number) {
  const snap = await testDb().collection('uploads').where('url', '==', url).get();
  expect(snap.size, url).toBe(1);
  await snap.docs[0].ref.update({ createdAt: new Date(Date.now() - days * 24 * 60 * 60 * 1000) });
}

const recorded = async (url: string) => (await testDb().collection('uploads').where('url', '==', url).get()).size;

describe('course media kept while used', () => {
  it('editing one course keeps a cover another course still shows; the last one to drop it removes it', async () => {
    const shared = await upload('shared.png');
    const first = await createCourse('Shared cover one', shared);
    const second = await createCourse('Shared cover two', shared);

    const replacement = await upload('own.png');
    const edited = await api('PUT', `/admin/courses/${first}`, {
      token: admin,
      body: courseWith('Shared cover one', replacement),
    });
    expect(edited.status).toBe(200);
    expect(await served(shared)).toBe(200);
    expect((await api<{ course: Course }>('GET', `/courses/${second}`)).body.data.course.coverImage).toBe(shared);

    await api('PUT', `/admin/courses/${second}`, { token: admin, body: courseWith('Shared cover two', '') });
    expect(await served(shared)).toBe(404);

    for (const id of [first, second]) expect((await api('DELETE', `/admin/courses/${id}`, { token: admin })).status).toBe(200);
    expect(await served(replacement)).toBe(404);
  });

  it('an upload left in an abandoned form is removed after a day; one a course uses, or a fresh one, stays', async () => {
    const abandoned = await upload('abandoned.png');
    const used = await upload('used.png');
    const fresh = await upload('fresh.png');
    const courseId = await createCourse('Uses its upload', used);
    await backdate(abandoned, 2);
    await backdate(used, 2);

    await sweepAbandonedUploads();
    expect(await served(abandoned)).toBe(404);
    expect(await served(used)).toBe(200);
    expect(await served(fresh)).toBe(200);
    expect(await recorded(abandoned)).toBe(0);
    // Once a course uses a file, its edits and deletes decide; the record has done its job.
    expect(await recorded(used)).toBe(0);
    expect(await recorded(fresh)).toBe(1);

    await api('DELETE', `/admin/courses/${courseId}`, { token: admin });
    expect(await served(used)).toBe(404);
  });
});

describe('courses written before media were counted', () => {
  const backfillMediaUrls = () =>
    promisify(execFile)(process.execPath, ['scripts/ops/backfill-media-urls.mjs'], { env: process.env });

  it(
    'get their mediaUrls from the backfill, so another course dropping a file they show does not delete it',
    { timeout: 120_000 },
    async () => {
      const shared = await upload('legacy.png');
      const current = await createCourse('Counts its media', shared);
      // A course as it was stored before `mediaUrls` existed, showing the same upload.
      const { mediaUrls, ...before } = (await testDb().collection('courses').doc(current).get()).data()!;
      expect(mediaUrls).toEqual([shared]);
      const legacy = testDb().collection('courses').doc();
      await legacy.set({ ...before, title: 'Written before counting' });

      await backfillMediaUrls();
      expect((await legacy.get()).get('mediaUrls')).toEqual([shared]);
      await backfillMediaUrls();

      expect((await api('DELETE', `/admin/courses/${current}`, { token: admin })).status).toBe(200);
      expect(await served(shared)).toBe(200);

      await legacy.delete();
    },
  );
});

describe('the media library', () => {
  it('lists the files the courses use by the names they were uploaded under, with where each is used', async () => {
    const cover = await upload('Third umpire booth.png');
    const courseId = await createCourse('Library course', cover);
    const pdf = await api<{ url: string }>('POST', '/admin/uploads', {
      token: admin,
      body: form({ kind: 'document' }, { file: [pdfBytes(), 'C:\\fakepath\\Umpire signals.pdf'] }),
    });
    expect(pdf.status).toBe(201);
    const documentUrl = pdf.body.data.url as string;
    const module = await api('POST', `/admin/courses/${courseId}/modules`, {
      token: admin,
      body: {
        title: 'Signals',
        description: 'The umpire signals',
        lessons: [
          {
            title: 'Reading the signals',
            type: 'document',
            content: { videoUrl: null, documentUrl, content: '', duration: 10 },
          },
        ],
      },
    });
    expect(module.status, JSON.stringify(module.body)).toBe(201);

    const documents = await api<{ items: MediaLibraryItem[] }>('GET', '/admin/media-library?kind=document', { token: admin });
    expect(documents.status).toBe(200);
    expect(documents.body.data.items).toContainEqual({
      url: documentUrl,
      name: 'Umpire signals.pdf',
      usedIn: ['Library course · Reading the signals'],
    });
    const images = await api<{ items: MediaLibraryItem[] }>('GET', '/admin/media-library?kind=image', { token: admin });
    expect(images.body.data.items).toContainEqual({
      url: cover,
      name: 'Third umpire booth.png',
      usedIn: ['Library course · cover'],
    });
    // No storage path is offered as a name.
    expect(documents.body.data.items.map((item: { name: string }) => item.name).join()).not.toMatch(/\/uploads\//);

    expect((await api('GET', '/admin/media-library?kind=audio', { token: admin })).status).toBe(400);
    // A course's author sees their courses' files only; an instructor is no author.
    const [author, instructor] = await Promise.all([newLearner('library-author'), newLearner('library-instructor')]);
    for (const [uid, body] of [
      [author.uid, { instructorOf: [], authorOf: [courseId] }],
      [instructor.uid, { instructorOf: [courseId], authorOf: [] }],
    ] as const)
      expect((await api('PUT', `/admin/users/${uid}/staff-courses`, { token: admin, body })).status).toBe(200);
    const authors = await api<{ items: MediaLibraryItem[] }>('GET', '/admin/media-library?kind=image', { token: author.token });
    expect(authors.body.data.items).toEqual([{ url: cover, name: 'Third umpire booth.png', usedIn: ['Library course · cover'] }]);
    expect((await api('GET', '/admin/media-library?kind=image', { token: instructor.token })).status).toBe(403);
  });
});
