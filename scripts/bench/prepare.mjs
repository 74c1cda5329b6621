// @ts-check
// What the bench measures on the seeded data: ids found through the public API, demo sessions, and
// the probes, pages and load targets built from them.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { DATA_DIR } from '../local/seed-data.mjs';

async function getJson(site, path, token) {
  const res = await fetch(`${site}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return res.ok ? res.json() : null;
}

async function signIn(site, { email, password }) {
  const res = await fetch(`${site}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`bench sign-in of ${email} failed: ${res.status}`);
  return (await res.json()).data;
}

const firstId = (body, key) => {
  const list = body?.data?.[key] ?? body?.data ?? [];
  return Array.isArray(list) && list.length ? (list[0]._id ?? list[0].uid ?? list[0].id) : null;
};

export async function prepareBenchData(site) {
  const users = JSON.parse(await readFile(join(DATA_DIR, 'users.json'), 'utf8'));
  const admin = await signIn(
    site,
    users.find((user) => user.role === 'admin'),
  );
  const learner = await signIn(
    site,
    users.find((user) => user.role !== 'admin'),
  );
  const auth = (session) => ({ authorization: `Bearer ${session.token}` });

  const productId = firstId(await getJson(site, '/api/products'), 'products');
  const blogs = (await getJson(site, '/api/blogs'))?.data ?? [];
  const blogId = blogs[0]?._id ?? null;
  const postId = blogs.find((blog) => !blog.isExternal)?.blogId ?? blogId;
  const careerId = firstId(await getJson(site, '/api/careers'), 'careers');
  const courseId = firstId(await getJson(site, '/api/courses'), 'courses');
  const enrolled = (await getJson(site, '/api/enrollments', learner.token))?.data?.enrollments?.[0]?.courseId ?? courseId;

  /** @type {[string, string, Record<string, string>?][]} label, path and the headers to send */
  const readProbes = [
    ['GET /api/highlights', '/api/highlights'],
    ['GET /api/products', '/api/products'],
    ['GET /api/products/single/{id}', `/api/products/single/${productId}`],
    ['GET /api/organizations', '/api/organizations'],
    ['GET /api/leagues', '/api/leagues'],
    ['GET /api/testimonials', '/api/testimonials'],
    ['GET /api/blogs', '/api/blogs'],
    ['GET /api/blogs/{id}', `/api/blogs/${blogId}`],
    ['GET /api/careers', '/api/careers'],
    ['GET /api/careers/{id}', `/api/careers/${careerId}`],
    ['GET /api/courses', '/api/courses'],
    ['GET /api/courses/{id}', `/api/courses/${courseId}`],
    ['GET /api/users/dashboard/overview', '/api/users/dashboard/overview', auth(admin)],
  ];

  return {
    adminToken: admin.token,
    learnerSession: learner,
    adminSession: admin,
    enrolledCourseId: enrolled,
    readProbes,
    pages: [
      ['public', '/'],
      ['public', `/courses/${courseId}`],
      ['learner', `/user/courses/${enrolled}`, learner],
      ['admin', '/admin/dashboard', admin],
    ],
    /** @type {string[]} the chunks public pages load, filled by the page-weight step */
    publicFiles: [],
    privateFilesPattern: /admin|learner|checkpoint/i,
    /** The pages issue 37 compares in every language (their English addresses). */
    languagePaths: ['/', '/courses', `/courses/${courseId}`],
    /** The public pages Lighthouse visits; the certificate's page is added once one is issued. */
    lighthousePaths: ['/', '/courses', `/courses/${courseId}`, '/blog', `/blog/${postId}`, '/careers', `/careers/${careerId}`],
    /** @type {[string, string, import('./load.mjs').LoadOptions?][]} */
    loadTargets: [
      ['static file from Hosting (ceiling)', `${site}/favicon.svg`],
      ['GET /api/courses', `${site}/api/courses`],
      ['GET /api/courses/{id}', `${site}/api/courses/${courseId}`],
    ],
  };
}
