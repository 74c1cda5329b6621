// @ts-check
// The cost of a thousand views: the Firestore reads of one uncached render of each public page (the
// X-Firestore-Reads header the ssr function sends on the emulator), the cache rules it is served
// with, and from those the reads per 1,000 views for one stated traffic shape (views-cost.mjs).
//
// Runs inside `npm run bench`, or alone on a stack of its own (the test ports, shifted by PORT_OFFSET):
//   PORT_OFFSET=2000 node scripts/bench/page-reads.mjs [--no-build]
import { randomBytes } from 'node:crypto';

import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

import { measureOnFreshStack, runAsScript } from './fresh-stack.mjs';
import { readsPerThousandViews, sharedCacheSeconds } from './views-cost.mjs';

/** The traffic shape the cached figure assumes. */
export const VIEWS_PER_HOUR = 1000;

/**
 * Every public page of the contract (functions/src/contract/public-pages.ts, which the unit test
 * holds this list to), plus /login. `browsed`: in the traffic mix; the verification pages are
 * reached from a certificate's or an invoice's link, one document each, and are never cached (a
 * revocation or a credit note shows at once), so they are reported per view instead.
 */
export const PUBLIC_PAGES = [
  { pattern: '/', browsed: true },
  { pattern: '/about', browsed: true },
  { pattern: '/our-story', browsed: true },
  { pattern: '/products', browsed: true },
  { pattern: '/products/:productId', browsed: true },
  { pattern: '/courses', browsed: true },
  { pattern: '/courses/:uid', browsed: true },
  { pattern: '/blog', browsed: true },
  { pattern: '/blog/:blogId', browsed: true },
  { pattern: '/careers', browsed: true },
  { pattern: '/careers/:careerId', browsed: true },
  { pattern: '/contact', browsed: true },
  { pattern: '/privacy', browsed: true },
  { pattern: '/terms', browsed: true },
  { pattern: '/verify-certificate/:hash', browsed: false },
  { pattern: '/verify-invoice/:id', browsed: false },
  // The app shell (web/dist/app.html), served by Hosting itself: no render, no reads.
  { pattern: '/login', browsed: false, shell: true },
  { pattern: '/enroll', browsed: false, shell: true },
  { pattern: '/forgot-password', browsed: false, shell: true },
  { pattern: '/reset-password', browsed: false, shell: true },
  { pattern: '/verify-email', browsed: false, shell: true },
  { pattern: '/unsubscribe', browsed: false, shell: true },
];

async function firstOf(site, path, pick) {
  const res = await fetch(`${site}/api${path}`);
  if (!res.ok) throw new Error(`page reads: GET /api${path} answered ${res.status}`);
  const { data } = await res.json();
  const item = pick(Array.isArray(data) ? data : Object.values(data).find(Array.isArray));
  if (!item) throw new Error(`page reads: GET /api${path} lists nothing to render`);
  return item;
}

function adminDb() {
  const app = initializeApp(
    { projectId: process.env.GCLOUD_PROJECT || 'demo-cricket' },
    `page-reads-${process.pid}-${Date.now()}`,
  );
  return { db: getFirestore(app), close: () => deleteApp(app) };
}

/**
 * The parameters of the pages with one: the first seeded course, product, job and blog post (one
 * the site renders, not a link out), a certificate stored for the measure (removed by `cleanUp`),
 * and an issued invoice when there is one (else the page's not-found answer is what is measured).
 */
async function pageParameters(site) {
  const { db, close } = adminDb();
  const hash = randomBytes(16).toString('hex');
  const now = new Date();
  await db
    .collection('certificates')
    .doc(hash)
    .set({
      userId: 'bench-page-reads',
      courseId: 'bench-page-reads',
      studentName: 'Bench Reader',
      courseName: 'Bench course',
      instructorName: 'Bench Instructor',
      grade: 'A',
      score: 90,
      certificateId: `CV-2026-${hash.slice(0, 8).toUpperCase()}`,
      completedAt: now,
      issuedAt: now,
      verificationUrl: `/verify-certificate/${hash}`,
      status: 'active',
    });
  const invoice = (await db.collection('invoices').limit(1).get()).docs[0]?.id ?? null;
  const params = {
    productId: (await firstOf(site, '/products', (list) => list[0]))._id,
    uid: (await firstOf(site, '/courses', (list) => list[0])).uid,
    blogId: (await firstOf(site, '/blogs', (list) => list.find((post) => !post.isExternal))).blogId,
    careerId: (await firstOf(site, '/careers', (list) => list[0]))._id,
    hash,
    id: invoice ?? 'INV-0000-00000',
  };
  const notes = { '/verify-invoice/:id': invoice ? '' : ' (no invoice issued yet: its not-found answer)' };
  const cleanUp = async () => {
    await db.collection('certificates').doc(hash).delete();
    await close();
  };
  return { params, notes, cleanUp };
}

/**
 * One uncached render of every public page through Hosting, as a visitor's first request reaches
 * it: its status, its Firestore reads (null when nothing metered it: the app shell, served by
 * Hosting) and its Cache-Control.
 */
export async function measurePageReads(site) {
  const { params, notes, cleanUp } = await pageParameters(site);
  const pages = [];
  try {
    for (const page of PUBLIC_PAGES) {
      const path = page.pattern.replace(/:(\w+)/g, (_, name) => encodeURIComponent(params[name]));
      const res = await fetch(`${site}${path}`);
      await res.arrayBuffer();
      const reads = res.headers.get('x-firestore-reads');
      if (reads === null && !page.shell) throw new Error(`page reads: ${path} carried no X-Firestore-Reads header`);
      pages.push({
        ...page,
        path,
        note: notes[page.pattern] ?? '',
        status: res.status,
        reads: reads === null ? 0 : Number(reads),
        cacheControl: res.headers.get('cache-control') ?? '(none)',
        ttl: sharedCacheSeconds(res.headers.get('cache-control')),
      });
    }
  } finally {
    await cleanUp();
  }
  return pages;
}

/** How many visible reviews the reviewed-course measure gives its copy of a course (issue 36's figure). */
export const REVIEWS_ON_COURSE = 200;

/**
 * The first seeded course's page rendered uncached as it is, and a copy of it carrying
 * REVIEWS_ON_COURSE visible reviews (removed afterwards): what reviews add to a course page's
 * reads, which only the first page of them should drive.
 */
export async function measureReviewedCoursePage(site) {
  const { db, close } = adminDb();
  const { uid } = await firstOf(site, '/courses', (list) => list[0]);
  const copyId = `bench-reviewed-${randomBytes(4).toString('hex')}`;
  const reviewRefs = [];
  try {
    const course = (await db.collection('courses').doc(uid).get()).data();
    await db
      .collection('courses')
      .doc(copyId)
      .set({ ...course, ratingSum: REVIEWS_ON_COURSE * 4, ratingCount: REVIEWS_ON_COURSE });
    for (const module of (await db.collection('modules').where('courseId', '==', uid).get()).docs)
      await db
        .collection('modules')
        .doc(`${copyId}-${module.id}`)
        .set({ ...module.data(), courseId: copyId });
    const start = Date.now();
    for (let i = 0; i < REVIEWS_ON_COURSE; i += 100) {
      const batch = db.batch();
      for (let n = i; n < Math.min(i + 100, REVIEWS_ON_COURSE); n++) {
        const ref = db.collection('courseReviews').doc(`${copyId}-${String(n).padStart(3, '0')}`);
        const at = new Date(start - n * 60_000);
        reviewRefs.push(ref);
        batch.set(ref, {
          courseId: copyId,
          userId: `bench-reviewer-${n}`,
          rating: 3 + (n % 3),
          title: '',
          text: `Bench review ${n}: the tagging drills made the course worth it.`,
          authorName: 'Bench R.',
          completedCourse: n % 2 === 0,
          status: 'visible',
          hiddenReason: null,
          createdAt: at,
          updatedAt: at,
          sortKey: `${at.toISOString()}_${ref.id}`,
        });
      }
      await batch.commit();
    }
    const readsOf = async (id) => {
      const res = await fetch(`${site}/courses/${encodeURIComponent(id)}`);
      await res.arrayBuffer();
      return { status: res.status, reads: Number(res.headers.get('x-firestore-reads')) };
    };
    return {
      plain: { path: `/courses/${uid}`, ...(await readsOf(uid)) },
      reviewed: { path: `/courses/${copyId}`, ...(await readsOf(copyId)) },
    };
  } finally {
    for (let i = 0; i < reviewRefs.length; i += 400) {
      const batch = db.batch();
      for (const ref of reviewRefs.slice(i, i + 400)) batch.delete(ref);
      await batch.commit();
    }
    for (const module of (await db.collection('modules').where('courseId', '==', copyId).get()).docs) await module.ref.delete();
    await db.collection('courses').doc(copyId).delete();
    await close();
  }
}

/** The bench's rows for the reviewed-course measure, the course as seeded beside it. */
export function reviewedCourseRows({ plain, reviewed }) {
  return [
    ['page reads', `/courses/:uid as seeded ${plain.path} (reference)`, `${plain.reads} reads (HTTP ${plain.status})`],
    [
      'page reads',
      `/courses/:uid with ${REVIEWS_ON_COURSE} visible reviews (a copy of the course above), uncached render`,
      `${reviewed.reads} reads (HTTP ${reviewed.status})`,
    ],
  ];
}

/** The bench's rows for the measured pages: each page, then the reads per 1,000 views both ways. */
export function pageReadsRows(pages) {
  const rows = [];
  for (const page of pages) {
    const served = page.shell ? 'app shell from Hosting, no render' : `${page.reads} reads`;
    rows.push([
      'page reads',
      `${page.pattern} ${page.path}${page.note}`,
      `${served}; ${page.cacheControl} (HTTP ${page.status})`,
    ]);
  }
  const browsed = pages.filter((page) => page.browsed);
  const { cached, uncached } = readsPerThousandViews(browsed, VIEWS_PER_HOUR);
  const shape = `${VIEWS_PER_HOUR} views an hour spread evenly over the ${browsed.length} browsed pages above`;
  const round = (n) => n.toFixed(1);
  rows.push([
    'page reads',
    `per 1,000 views: ${shape}, behind one CDN edge honouring each page's s-maxage (goal ≤ 50)`,
    `${round(cached)} reads`,
  ]);
  rows.push(['page reads', `per 1,000 views: the same views with no CDN (every view renders)`, `${round(uncached)} reads`]);
  for (const page of pages.filter((p) => !p.browsed && !p.shell))
    rows.push([
      'page reads',
      `per 1,000 views of ${page.pattern} (never cached: a revocation or a credit note shows at once)`,
      `${page.reads * 1000} reads`,
    ]);
  return rows;
}

/** Prints rows as the bench's table does. */
export function printRows(rows, title) {
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i].length), 6));
  const line = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  console.log(`\n${title}\n`);
  console.log(line(['group', 'what', 'figure']));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
}

/** Alone: on a fresh, seeded stack of its own (fresh-stack.mjs). */
async function main() {
  const { result: rows, mode } = await measureOnFreshStack('bench-page-reads', async (stack) => {
    console.log('▸ One uncached render of each public page…');
    const measured = pageReadsRows(await measurePageReads(stack.siteUrl));
    measured.push(...reviewedCourseRows(await measureReviewedCoursePage(stack.siteUrl)));
    return measured;
  });
  printRows(rows, `Page reads — ${new Date().toISOString()} — ${mode}`);
}

runAsScript(import.meta.url, main);
