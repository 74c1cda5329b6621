// @ts-check
// `npm run bench`: builds, starts a fresh stack on the test ports (so not beside `npm test`),
// seeds it, measures, and prints one table. Figures, not pass/fail: budgets live in `npm test`.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { chromium } from 'playwright-core';

import { runOrExit } from '../local/run.mjs';
import { ROOT, TEST_PORTS, modeDescription, startStack, buildEnv } from '../local/stack.mjs';
import { addVolumeContacts } from '../seed.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../local/chromium.mjs';
import { measureColdStart } from './cold-start.mjs';
import { measureCredentials } from './credentials.mjs';
import { measureDashboard } from './dashboard.mjs';
import { measureGroups } from './groups.mjs';
import { measureInvoicePdf } from './invoice-pdf.mjs';
import { languageRows, measureLanguages } from './languages.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { measureLoad } from './load.mjs';
import { measurePageReads, measureReviewedCoursePage, pageReadsRows, reviewedCourseRows } from './page-reads.mjs';
import { measurePageWeight } from './page-weight.mjs';
import { measurePayments } from './payments.mjs';
import { prepareBenchData } from './prepare.mjs';
import { measureSequentialAttempts, prepareQuiz } from './quiz.mjs';
import { measureWarmRender } from './render.mjs';
import { measureResetTiming } from './reset-timing.mjs';
import { measureRestoreDrill } from './restore-drill.mjs';
import { measureServiceWorker } from './service-worker.mjs';
import { measureSignedInScreens, prepareSignedInScreens, signedInRows } from './signed-in.mjs';
import { startStaticPage } from './static-page.mjs';
import { measureVideo } from './video.mjs';

const dataDir = join(ROOT, '.local/bench');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${value.toFixed(1)} ms`;
const us = (value) => `${(value * 1000).toFixed(0)} µs`;
const rows = [];
const row = (group, what, figure) => rows.push([group, what, figure]);

/** The sections, in the order they run; the quiz's include the question editor, Lighthouse and the load, which use its attempts. */
const SECTIONS = [
  'cold-start',
  'credential',
  'invoice-pdf',
  'service-worker',
  'reads',
  'reset',
  'page-weight',
  'languages',
  'quiz',
  'signed-in',
  'payments',
  'render',
  'video',
  'groups',
  'dashboard',
];

/** `--only groups` (or `--only=quiz,payments`) runs those sections alone, for working on one; every section by default. */
function chosenSections(argv) {
  const at = argv.indexOf('--only');
  const value = at >= 0 ? (argv[at + 1] ?? '') : argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
  if (value === undefined) return new Set(SECTIONS);
  const names = value.split(',').filter(Boolean);
  if (!names.length || names.some((name) => !SECTIONS.includes(name))) {
    console.error(`--only takes section names separated by commas, among: ${SECTIONS.join(', ')}`);
    process.exit(2);
  }
  return new Set(names);
}
const sections = chosenSections(process.argv);
const wanted = (name) => sections.has(name);

await rm(dataDir, { recursive: true, force: true });
await mkdir(dataDir, { recursive: true });
if (!process.argv.includes('--no-build')) {
  console.log('▸ Building functions and web…');
  await runOrExit('npm', ['run', 'build', '--silent'], { quiet: true, env: buildEnv(TEST_PORTS) });
}

if (wanted('cold-start')) {
  const coldStarts = Object.fromEntries(['https', 'api', 'ssr'].map((name) => [name, measureColdStart(name)]));
  const coldRow = (label, { median, max }) => row('cold start', `${label} (median of 7, max)`, `${ms(median)} (max ${ms(max)})`);
  coldRow("import 'firebase-functions/v2/https' alone (reference)", coldStarts.https);
  coldRow('import functions/lib/index.js as `api`', coldStarts.api);
  coldRow('import functions/lib/index.js as `ssr` + its renderer bundle', coldStarts.ssr);
  row('cold start', '`ssr` import ÷ reference (target ≤ 2)', (coldStarts.ssr.median / coldStarts.https.median).toFixed(2));
}

if (wanted('credential')) {
  const credential = await measureCredentials();
  row('credential', 'signed OpenBadgeCredential (VC-JWT)', `${credential.bytes} bytes (${credential.gzipBytes} gzip)`);
  row(
    'credential',
    'sign, EdDSA (median of 300)',
    `${us(credential.signMs)} (reference HS256: ${us(credential.referenceSignMs)})`,
  );
  row(
    'credential',
    'verify, EdDSA (median of 300)',
    `${us(credential.verifyMs)} (reference HS256: ${us(credential.referenceVerifyMs)})`,
  );
}

if (wanted('invoice-pdf')) {
  const invoicePdf = await measureInvoicePdf();
  row('invoice PDF', 'tax invoice, A4, fonts subset (B2B, IGST, discount)', `${kb(invoicePdf.bytes)}`);
  row(
    'invoice PDF',
    'render (first, then median and p95 of 15)',
    `first ${ms(invoicePdf.firstMs)}; median ${ms(invoicePdf.medianMs)}, p95 ${ms(invoicePdf.p95Ms)}`,
  );
}

if (wanted('service-worker')) {
  const { worker, precache, appStart } = await measureServiceWorker();
  row('service worker', '/sw.js', `${kb(worker.bytes)} (${kb(worker.gzipBytes)} gzip)`);
  row(
    'service worker',
    `kept at install: the shell, manifest, icons and the learner's screens (${precache.files} files)`,
    `${kb(precache.gzipBytes)} gzip (reference, what a signed-in screen loads to start: ${kb(appStart.gzipBytes)} gzip, ${appStart.files} files)`,
  );
}

const logFile = join(ROOT, '.local/bench-emulators.log');
console.log('▸ Starting a fresh stack on the test ports (log: .local/bench-emulators.log)…');
const stack = await startStack({
  name: 'bench',
  ports: TEST_PORTS,
  dataDir,
  persist: false,
  logFile,
});
Object.assign(process.env, stack.env);
const site = stack.siteUrl;
try {
  await runOrExit(process.execPath, [join(ROOT, 'scripts/seed.mjs')], { env: process.env, quiet: true });
  const data = await prepareBenchData(site);

  if (wanted('reset')) {
    console.log("▸ 'Forgot password': known and unknown addresses…");
    const reset = await measureResetTiming(site);
    const label = (kind) => `POST /api/auth/forgot-password, ${kind} address (median of ${reset.pairs})`;
    row('forgot password', label('an account’s'), ms(reset.knownMs));
    row('forgot password', label('an unknown'), ms(reset.unknownMs));
    row('forgot password', 'difference (what the answer would tell)', ms(Math.abs(reset.knownMs - reset.unknownMs)));
  }

  if (wanted('reads')) {
    console.log('▸ Firestore reads per request…');
    for (const [label, path, headers] of data.readProbes) {
      const res = await fetch(`${site}${path}`, { headers });
      row(
        'reads/request',
        label,
        res.ok ? `${res.headers.get('x-firestore-reads')} reads (${res.status})` : `HTTP ${res.status}`,
      );
    }

    // On the seeded data, before the quiz and the payments add courses the pages would list.
    console.log('▸ Firestore reads of each public page, and the reads per 1,000 views…');
    for (const pageRow of pageReadsRows(await measurePageReads(site))) row(...pageRow);
    for (const pageRow of reviewedCourseRows(await measureReviewedCoursePage(site))) row(...pageRow);
  }

  if (wanted('page-weight')) {
    console.log('▸ Page weight in Chromium…');
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    const adminChunks = new Set();
    for (const [label, path, session] of data.pages) {
      const weight = await measurePageWeight(browser, site, path, session);
      row('page weight (gzip)', `${label} ${path}`, `JS ${kb(weight.js)}, CSS ${kb(weight.css)}`);
      if (label === 'admin') weight.files.forEach((file) => adminChunks.add(file));
      if (label === 'public') data.publicFiles.push(...weight.files);
    }
    await browser.close();
    const leaked = data.publicFiles.filter((file) => data.privateFilesPattern.test(file));
    row('page weight (gzip)', 'admin/learner chunks loaded by public pages', leaked.length ? leaked.join(', ') : 'none');
  }

  // Before the quiz, whose courses the course list would show.
  if (wanted('languages')) {
    console.log(
      '▸ The public pages in every language: Lighthouse (mobile, median of 3, interleaved) beside the static page, and what each loads…',
    );
    for (const languageRow of languageRows(await measureLanguages(site, data.languagePaths))) row(...languageRow);
  }

  // The quiz's learners and its 200 attempts: the later quiz sections (Lighthouse, load) use them.
  let quiz;
  let sequential;
  if (wanted('quiz')) {
    console.log('▸ Quiz: 200 sequential submissions…');
    quiz = await prepareQuiz(site, 21);
    sequential = await measureSequentialAttempts(site, quiz, 200);
    row('quiz submission', 'POST attempt, 200 in a row: latency', `p50 ${ms(sequential.p50)}, p95 ${ms(sequential.p95)}`);
    row(
      'quiz submission',
      'Firestore cost, a failed attempt',
      `${sequential.first.reads} reads, ${sequential.first.writes} writes`,
    );
    row(
      'quiz submission',
      'Firestore cost, the pass that issues the certificate',
      `${sequential.last.reads} reads, ${sequential.last.writes} writes`,
    );

    // After the 200 graded attempts, whose running totals the statistics read instead of the attempts.
    const { courseId, moduleId, checkpointId } = quiz.ids;
    const editorCalls = [
      `/api/admin/modules/${moduleId}`,
      `/api/admin/courses/${courseId}/modules/${moduleId}/checkpoints/${checkpointId}/statistics`,
    ];
    let editorReads = 0;
    for (const path of editorCalls) {
      const res = await fetch(`${site}${path}`, { headers: { authorization: `Bearer ${data.adminToken}` } });
      editorReads += Number(res.headers.get('x-firestore-reads'));
    }
    row('question editor', 'opening it after 200 attempts: the module and its statistics (2 calls)', `${editorReads} reads`);
  }

  if (wanted('payments')) {
    console.log('▸ Payments: an order, its webhooks and a refund; then 20 payments settled at once…');
    const payments = await measurePayments(site);
    const cost = ({ reads, writes }) => `${reads} reads, ${writes} writes`;
    if (payments.provider === 'demo')
      row('payments', 'POST /api/enrollments (demo card: enrols at once)', cost(payments.enrolment));
    else {
      row('payments', 'POST /api/enrollments: holds the seat, creates the Razorpay order', cost(payments.order));
      for (const webhook of payments.webhooks)
        row('payments', `webhook ${webhook.event} (${webhook.outcome})`, `${cost(webhook)}, ${ms(webhook.ms)}`);
      row('payments', 'POST /api/payments/orders/{id}/refund: asks Razorpay', cost(payments.refund));
      row(
        'payments',
        `webhook refund.processed (${payments.refundWebhook?.outcome ?? 'never came'})`,
        payments.refundWebhook ? `${cost(payments.refundWebhook)}, ${ms(payments.refundWebhook.ms)}` : '-',
      );
      const { count, settled, settling, replays, reference } = payments.concurrent;
      const spread = (m) => `p50 ${ms(m.p50)}, p95 ${ms(m.p95)}`;
      row('webhook, 20 at once', `order.paid of ${count} payments (${settled} of ${count} settled)`, spread(settling));
      row('webhook, 20 at once', 'the same 20 events again (replays)', spread(replays));
      row('webhook, 20 at once', 'reference: GET /api/payments/config, no Firestore', spread(reference));
    }
  }

  if (wanted('render')) {
    console.log('▸ Warm render of / straight to the ssr function: 200 in a row…');
    const render = await measureWarmRender(
      `http://127.0.0.1:${TEST_PORTS.functions}`,
      process.env.GCLOUD_PROJECT ?? 'demo-cricket',
    );
    row(
      'server render',
      'GET / from the ssr function, 200 in a row (target p95 ≤ 60 ms)',
      `p50 ${ms(render.p50)}, p95 ${ms(render.p95)}`,
    );
  }

  // After the quiz, whose first passing attempt issued a real certificate.
  if (wanted('quiz')) {
    console.log('▸ Lighthouse (mobile, median of 3, interleaved) beside the static reference page…');
    // The quiz section above, which runs with this one, issued the certificate.
    const { certificatePath } = /** @type {{ certificatePath: string }} */ (sequential);
    const reference = await startStaticPage();
    const pages = [...data.lighthousePaths, certificatePath].map((path) => `${site}${path}`);
    const scores = await runLighthouse([reference.url, ...pages]);
    await reference.close();
    const limit = scores[reference.url];
    const figures = (s) =>
      `perf ${s.performance}, a11y ${s.accessibility}, BP ${s['best-practices']}, SEO ${s.seo}; ` +
      `LCP ${(s.lcp / 1000).toFixed(2)} s (${(s.lcp / limit.lcp).toFixed(2)}× static), TBT ${Math.round(s.tbt)} ms, CLS ${s.cls.toFixed(3)}`;
    row('lighthouse (mobile)', 'static page: heading, paragraph, 3 WebP 800x533 (the limit)', figures(limit));
    for (const url of pages) {
      const s = scores[url];
      row(
        'lighthouse (mobile)',
        new URL(url).pathname,
        figures(s) + (s.failed.length ? `; below 1: ${s.failed.join(', ')}` : ''),
      );
    }

    console.log('▸ Load: 20 clients × 20 s each…');
    const attemptCycle = (index) => {
      const { token, client } = quiz.sessions[1 + (index % (quiz.sessions.length - 1))];
      const headers = { authorization: `Bearer ${token}`, 'x-forwarded-for': client, 'content-type': 'application/json' };
      return [
        { method: 'GET', path: `/api${quiz.checkpointPath}`, headers },
        { method: 'POST', path: `/api${quiz.checkpointPath}/attempt`, headers, body: JSON.stringify(quiz.failingBody) },
      ];
    };
    /** @type {[string, string, import('./load.mjs').LoadOptions?][]} */
    const loadTargets = [
      ...data.loadTargets,
      ['POST attempt (each after its GET)', site, { clientRequests: attemptCycle, timedEvery: 2 }],
      ['GET /api/certificates/verify/{hash}', `${site}/api/certificates/verify/${certificatePath.split('/').pop()}`],
    ];
    for (const [label, url, options] of loadTargets) {
      const load = await measureLoad(url, options);
      const refused = load.non2xx ? `, ${load.non2xx} non-2xx` : '';
      row(
        'load (20 clients, 20 s)',
        label,
        `p50 ${load.p50.toFixed(1)} ms, p95 ${load.p95.toFixed(1)} ms, ${load.rps.toFixed(0)} req/s${refused}`,
      );
    }
  }

  if (wanted('signed-in')) {
    console.log('▸ Lighthouse on the signed-in screens, first and repeat visits, beside the static page…');
    const screens = await prepareSignedInScreens(site, data);
    const reference = await startStaticPage();
    // Each full report is kept: its LCP element and the LCP's breakdown say where a screen's time goes.
    const reportDir = join(dataDir, 'lighthouse-signed-in');
    await mkdir(reportDir, { recursive: true });
    const measured = await measureSignedInScreens(site, screens, reference, 3, {
      onReport: (key, lhr, round) =>
        writeFile(join(reportDir, `${key.replace(/\W+/g, '_')}.${round + 1}.json`), JSON.stringify(lhr)),
    });
    await reference.close();
    for (const pageRow of signedInRows(measured)) row(...pageRow);
  }

  if (wanted('video')) {
    console.log('▸ Video: a minute of camera-like 1080p uploaded, processed, and started on Slow 4G…');
    const videoBrowser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    try {
      const video = await measureVideo(videoBrowser, site, { adminToken: data.adminToken, learnerSession: data.learnerSession });
      const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
      const frame = ({ ms: time, bytes }) => `${(time / 1000).toFixed(2)} s, ${kb(bytes)}`;
      row(
        'lesson video',
        `processing ${video.seconds} s of 1080p at 8 Mbps into ${video.renditions.join(', ')} (upload complete to ready)`,
        `${video.processSeconds.toFixed(1)} s: ${video.speed.toFixed(2)}× real time`,
      );
      row(
        'lesson video',
        'first frame on Slow 4G, from opening the lesson: HLS (auto quality; hls.js fetched with the course page, the stream as the row is opened)',
        frame(video.hls),
      );
      row('lesson video', 'first frame on Slow 4G, from opening the lesson: the progressive MP4 it replaces', frame(video.mp4));
      row(
        'lesson video',
        'a 360p viewer downloads, for the whole lesson, of the 1080p source',
        `${mb(video.bytes360)} of ${mb(video.sourceBytes)} (${(video.share360 * 100).toFixed(1)} %)`,
      );
    } finally {
      await videoBrowser.close();
    }
  }

  // After the video, before the dashboard: its 500 members are part of "what the bench made" the restore drill restores.
  if (wanted('groups')) {
    console.log('▸ Groups: a claim, 40 parallel claims on 10 seats, the members list of 500, cohort grids…');
    const groups = await measureGroups(site, data.adminToken, {
      functionApi: `http://127.0.0.1:${TEST_PORTS.functions}/${process.env.GCLOUD_PROJECT ?? 'demo-cricket'}/asia-south1/api`,
      logFile,
    });
    const cost = ({ reads, writes }) => `${reads} reads, ${writes} writes`;
    const spread = (m) => `p50 ${ms(m.p50)}, p95 ${ms(m.p95)}`;
    const reference = groups.enrolment.map((step) => `${step.step} ${cost(step)}`).join(' + ');
    row('groups', 'POST /api/invitations/{token}/claim (one claim, alone)', `${cost(groups.claim)}, ${ms(groups.claim.ms)}`);
    row('groups', "reference: an individual's paid enrolment of the same course", reference);
    row(
      'groups',
      `POST /api/groups/{id}/invitations (${groups.invitations.count} addresses, one request)`,
      cost(groups.invitations),
    );
    const { racers, raceSeats, race } = groups;
    // Straight to the function, whose emulator runs 4 at once and queues the rest: the client's time includes that queue.
    const both = (m) => `${spread(m)}; in the function ${spread(m.inFunction)}`;
    row(
      'groups',
      `${racers} parallel claims on the last ${raceSeats} seats (${race.won} enrolled, ${race.refused} 'No seats left')`,
      both(race),
    );
    row('groups', `reference: ${racers} parallel GET /api/groups/{id} (the manager's seats)`, both(groups.groupReads));
    row(
      'groups',
      `GET /api/groups/{id}/members, its first page (10) of ${groups.members} members in one course`,
      `${cost(groups.membersList)}, ${ms(groups.membersList.ms)}`,
    );
    row(
      'groups',
      `GET /api/groups/{id}/members.csv, all ${groups.members} members (read in batches of 200)`,
      `${cost(groups.membersCsv)}, ${ms(groups.membersCsv.ms)}`,
    );
    row(
      'groups',
      'reference: GET /api/users?page=1, a page of the admin users list (10 a page)',
      `${cost(groups.usersPage)}, ${ms(groups.usersPage.ms)}`,
    );
    for (const { size, grid, details } of groups.cohorts) {
      row(
        'groups',
        `GET …/cohorts/{id}/grid, cohort of ${size} (of the ${groups.members} seat holders)`,
        `${cost(grid)}, ${ms(grid.ms)}`,
      );
      row(
        'groups',
        `reference: GET …/cohorts/{id}, the same cohort's page (members' names)`,
        `${cost(details)}, ${ms(details.ms)}`,
      );
    }
    console.log(`  ${groups.members} members written in ${groups.setupSeconds.toFixed(1)} s`);
  }

  // Last, because it adds 10,000 documents the other measures should not see.
  if (wanted('dashboard')) {
    console.log('▸ Dashboard overview and restore drill: seeded data, then 10,000 extra contacts…');
    const dashboardRow = (label, m) =>
      row('dashboard overview', label, `${m.reads} reads, p50 ${ms(m.p50)}, p95 ${ms(m.p95)} (100 in a row)`);
    const drillRow = (label, d) =>
      row(
        'restore drill',
        `${label}: ${d.documents} documents, ${d.accounts} accounts, ${d.mediaFiles} media files (export, wipe, restore, verify)`,
        `${d.seconds.total.toFixed(1)} s (${['export', 'wipe', 'restore', 'verify'].map((step) => `${step} ${d.seconds[step].toFixed(1)} s`).join(', ')})`,
      );
    dashboardRow('seeded data', await measureDashboard(site, data.adminToken));
    drillRow('seeded data and what the bench made', await measureRestoreDrill());
    const writing = performance.now();
    await addVolumeContacts(10_000);
    console.log(`  10,000 contacts written in ${((performance.now() - writing) / 1000).toFixed(1)} s`);
    dashboardRow('with 10,000 extra contacts', await measureDashboard(site, data.adminToken));
    drillRow('with 10,000 extra contacts', await measureRestoreDrill());
  }
} finally {
  await stack.stop();
  printTable();
}

/** Printed even when a step fails, so the figures measured before it are not lost. */
function printTable() {
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i].length), 6));
  const line = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  console.log(`\nBenchmark — ${new Date().toISOString()} — ${modeDescription(stack.mode)}\n`);
  console.log(line(['group', 'what', 'figure']));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
}
process.exit(0);
