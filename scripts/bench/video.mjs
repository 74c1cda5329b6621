// @ts-check
// The video half of the bench (issue 25): a camera-like 1080p lecture uploaded as an admin does,
// processed by the stack's worker (transcode speed as a multiple of real time), then played by a
// learner in Chromium on Lighthouse's Slow 4G: time and bytes to the first frame as HLS, and as the
// progressive MP4 it replaces; and the share of the source's bytes a 360p viewer downloads.
import { execFileSync } from 'node:child_process';
import { copyFile, mkdir, readdir, readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { call, writeCourse } from './api.mjs';

const require = createRequire(import.meta.url);
const FFMPEG = join(dirname(require.resolve('@ffmpeg-installer/linux-x64/package.json')), 'ffmpeg');
const SECONDS = 60;
const COURSE_ID = 'bench-video-course';
const MODULE_ID = 'bench-video-m1';

/** Lighthouse's Slow 4G (mobileSlow4G) as DevTools applies it: its RTT × 3.75, its throughput × 0.9. */
export const SLOW_4G = {
  latency: 150 * 3.75,
  downloadThroughput: (1638.4 * 0.9 * 1024) / 8,
  uploadThroughput: (750 * 0.9 * 1024) / 8,
};

/** A minute of 1080p25 that compresses like a camera's (moving pattern with grain), H.264/AAC, index first. */
function cameraLikeSource() {
  const file = join(tmpdir(), `bench-lecture-${process.pid}.mp4`);
  execFileSync(FFMPEG, [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=1920x1080:rate=25,noise=alls=14:allf=t+u'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=220:sample_rate=48000'],
    ...['-t', String(SECONDS), '-c:v', 'libx264', '-preset', 'veryfast', '-b:v', '8M', '-maxrate', '9M', '-bufsize', '16M'],
    ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '160k', '-movflags', '+faststart', file],
  ]);
  return file;
}

async function uploadLessonVideo(site, token, bytes) {
  const opened = await call(site, 'POST', '/admin/uploads/videos', {
    token,
    body: { contentType: 'video/mp4', size: bytes.length },
  });
  const { uploadId, sessionUri } = opened.json.data;
  const sent = await fetch(sessionUri, {
    method: 'PUT',
    headers: { 'Content-Range': `bytes 0-${bytes.length - 1}/${bytes.length}` },
    body: bytes,
  });
  if (sent.status !== 200) throw new Error(`bench: storage refused the upload (${sent.status})`);
  const done = await call(site, 'POST', `/admin/uploads/videos/${uploadId}/complete`, { token, body: { use: 'lesson' } });
  if (!done.res.ok) throw new Error(`bench: completion refused: ${JSON.stringify(done.json)}`);
  return done.json.data;
}

async function waitReady(site, token, videoId) {
  for (const deadline = Date.now() + 15 * 60_000; Date.now() < deadline;) {
    const { json } = await call(site, 'GET', `/admin/videos/${videoId}`, { token });
    if (json.data.status === 'ready') return json.data;
    if (json.data.status === 'failed') throw new Error(`bench: the video failed: ${json.data.reason}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('bench: the video was not processed within 15 minutes');
}

async function folderBytes(dir) {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true }))
    if (entry.isFile()) total += (await stat(join(dir, entry.name))).size;
  return total;
}

/**
 * On Slow 4G, opens the lesson from the learner's course page and presses play as soon as the
 * player offers it; answers the time from opening the lesson to the first frame played (its media
 * time past zero), and the bytes received for it: playlists, segments or the file, and hls.js itself.
 */
async function firstFrame(browser, site, session, lessonTitle) {
  const context = await browser.newContext({ baseURL: site, viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  await context.addInitScript((value) => globalThis.localStorage.setItem('session', value), JSON.stringify(session));
  const page = await context.newPage();
  await page.goto(`/user/courses/${COURSE_ID}`, { waitUntil: 'networkidle' });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
  let bytes = 0;
  const counted = new Set();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith('/uploads/') || /hls/i.test(pathname)) counted.add(requestId);
  });
  cdp.on('Network.dataReceived', ({ requestId, encodedDataLength }) => {
    if (counted.has(requestId)) bytes += encodedDataLength;
  });
  const openedAt = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: new RegExp(lessonTitle) }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: `Play ${lessonTitle}` })
    .click();
  const playedAt = await page.evaluate(
    () =>
      new Promise((resolve) => {
        // The dialog the click opened plays the lesson in a <video>.
        const video = /** @type {HTMLVideoElement} */ (globalThis.document.querySelector('[role="dialog"] video'));
        const next = () =>
          video.requestVideoFrameCallback((_now, frame) => (frame.mediaTime > 0 ? resolve(performance.now()) : next()));
        next();
      }),
  );
  const atFirstFrame = bytes;
  await context.close();
  return { ms: playedAt - openedAt, bytes: atFirstFrame };
}

export async function measureVideo(browser, site, { adminToken, learnerSession }) {
  const source = cameraLikeSource();
  const bytes = await readFile(source);
  const started = performance.now();
  const uploaded = await uploadLessonVideo(site, adminToken, bytes);
  const status = await waitReady(site, adminToken, uploaded.videoId);
  const processSeconds = (performance.now() - started) / 1000;

  // The progressive MP4 the ladder replaces: the same file as a lesson file.
  const mediaDir = process.env.MEDIA_DIR;
  if (!mediaDir) throw new Error('the video step writes into the media folder of the Node mode (MEDIA_DIR)');
  await mkdir(join(mediaDir, 'lessons'), { recursive: true });
  await copyFile(source, join(mediaDir, 'lessons/bench-lecture.mp4'));
  const lesson = (uid, title, videoUrl, order) => ({
    uid,
    title,
    description: '',
    type: 'video',
    content: { videoUrl, documentUrl: null, content: '', duration: 1 },
    order,
    isRequired: true,
    points: 10,
  });
  await writeCourse(COURSE_ID, { title: 'Bench video course', price: 0 }, [
    {
      uid: MODULE_ID,
      title: 'Bench video module',
      description: '',
      order: 1,
      duration: 10,
      isActive: true,
      completionCriteria: 'all_lessons',
      customCompletionRules: { lessonsRequired: 0, checkpointsRequired: 0 },
      lessons: [
        lesson('hls', 'Lecture as HLS', uploaded.url, 1),
        lesson('mp4', 'Lecture as MP4', '/uploads/lessons/bench-lecture.mp4', 2),
      ],
      checkpoints: [],
    },
  ]);
  await call(site, 'POST', '/enrollments', {
    token: learnerSession.token,
    body: { courseId: COURSE_ID, paymentMethod: 'card', amount: 0 },
  });

  const hls = await firstFrame(browser, site, learnerSession, 'Lecture as HLS');
  const mp4 = await firstFrame(browser, site, learnerSession, 'Lecture as MP4');
  const folder = join(mediaDir, `lesson-videos/${uploaded.videoId}`);
  const bytes360 = await folderBytes(join(folder, '360p'));
  return {
    seconds: SECONDS,
    sourceBytes: bytes.length,
    renditions: status.renditions.map((r) => r.name),
    processSeconds,
    speed: SECONDS / processSeconds,
    hls,
    mp4,
    bytes360,
    share360: bytes360 / bytes.length,
  };
}
