import { beforeAll, describe, expect, it } from 'vitest';

import type { LearnerCourseView } from '../../functions/src/contract';
import { testDb } from '../support/admin';
import { createCourseFixture } from '../support/course-fixture';
import { SITE_URL } from '../support/env';
import { api } from '../support/http';
import { form, mp4Bytes, pdfBytes } from '../support/media-fixtures';
import { adminToken, newAdmin, newLearner } from '../support/sessions';
import { mediaDir, queueVideo, recording, settledVideo } from '../support/videos';

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${SITE_URL}${path}`, { headers });
const linesOf = (text: string) => text.split('\n').filter((line) => line && !line.startsWith('#'));
const paramsOf = (link: string) => new URL(link, SITE_URL).searchParams;
/** Seconds from now until a signed link expires. */
const secondsLeft = (link: string) => Number(paramsOf(link).get('e')) - Date.now() / 1000;
const CAPTIONS = 'WEBVTT\n\n00:00.500 --> 00:03.000\nThe bowler runs in.\n';

/** A paid lesson's HLS video reaches its enrolled learner through signed links only. */
describe.skipIf(!mediaDir)('protected HLS delivery of a lesson video (needs the local media folder)', () => {
  let videoId: string;
  let signedMaster: string;
  let learnerToken: string;
  let courseId: string;
  /** Every paid file of the course as the learner's course view hands it out. */
  let lessonFiles: { master: string; poster: string; thumbnails: string; caption: string; document: string; mp4: string };

  beforeAll(async () => {
    ({ id: videoId } = await queueVideo(await recording(9, '960x540'), 'paid'));
    expect((await settledVideo(videoId)).status).toBe('ready');
    const admin = await adminToken();
    const captions = new FormData();
    captions.append('language', 'en');
    captions.append('file', new Blob([CAPTIONS], { type: 'text/vtt' }), 'lesson.en.vtt');
    expect((await api('POST', `/admin/videos/${videoId}/captions`, { token: admin, body: captions })).status).toBe(201);
    const upload = async (kind: string, file: [Buffer, string]) =>
      (await api<{ url: string }>('POST', '/admin/uploads', { token: admin, body: form({ kind }, { file }) })).body.data
        .url as string;
    const [documentUrl, mp4Url] = [
      await upload('document', [pdfBytes(), 'notes.pdf']),
      await upload('video', [mp4Bytes(), 'clip.mp4']),
    ];
    const fixture = await createCourseFixture({
      price: 0,
      videoUrl: `/uploads/lesson-videos/${videoId}/master.m3u8`,
      secondLesson: true,
    });
    courseId = fixture.courseId;
    // The first lesson also has a handout; the second is a plain MP4 lesson.
    const moduleRef = testDb().collection('modules').doc(fixture.moduleId);
    const lessons = (await moduleRef.get()).data()!.lessons;
    lessons[0].content.documentUrl = documentUrl;
    lessons[1] = { ...lessons[1], type: 'video', content: { ...lessons[1].content, videoUrl: mp4Url } };
    await moduleRef.update({ lessons });
    learnerToken = (await newLearner('hls')).token;
    const enrolled = await api('POST', '/enrollments', {
      token: learnerToken,
      body: { courseId: fixture.courseId, paymentMethod: 'card', amount: 0 },
    });
    expect(enrolled.status).toBe(201);
    const course = await api<LearnerCourseView>('GET', `/user/courses/${fixture.courseId}`, { token: learnerToken });
    const [first, second] = course.body.data.modules[0].lessons;
    signedMaster = first.content.videoUrl!;
    lessonFiles = {
      master: signedMaster,
      poster: first.video!.posterUrl!,
      thumbnails: first.video!.thumbnailsUrl!,
      caption: first.video!.captions[0].url,
      document: first.content.documentUrl!,
      mp4: second.content.videoUrl!,
    };
  }, 120_000);

  it('hands the enrolled learner a signed master playlist whose every rendition and segment is signed too', async () => {
    expect(signedMaster).toMatch(
      new RegExp(`^/uploads/lesson-videos/${videoId}/master\\.m3u8\\?u=[\\w-]+&e=\\d+&g=[\\w-]+&s=[\\w-]+$`),
    );
    const master = await get(signedMaster);
    expect(master.status).toBe(200);
    expect(master.headers.get('content-type')).toMatch(/^application\/vnd\.apple\.mpegurl/);
    expect(master.headers.get('cache-control')).toBe('private, no-store');
    const variants = linesOf(await master.text());
    expect(variants.map((uri) => uri.split('?')[0])).toEqual([
      `/uploads/lesson-videos/${videoId}/360p/index.m3u8`,
      `/uploads/lesson-videos/${videoId}/540p/index.m3u8`,
    ]);
    const playlist = await get(variants[0]);
    expect(playlist.status).toBe(200);
    const segments = linesOf(await playlist.text());
    expect(segments.length).toBeGreaterThanOrEqual(3);
    const segment = await get(segments[0]);
    expect(segment.status).toBe(200);
    expect(segment.headers.get('content-type')).toBe('video/mp2t');
    expect((await segment.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('seals the enrolment into every lesson file but the segments, whose links last at most 15 minutes', async () => {
    for (const [name, link] of Object.entries(lessonFiles)) {
      expect(paramsOf(link).get('g'), name).toMatch(/^[\w-]{20,}$/);
      expect((await get(link)).status, name).toBe(200);
    }
    const master = await get(signedMaster);
    const [variant] = linesOf(await master.text());
    expect(paramsOf(variant).get('g')).toBe(paramsOf(signedMaster).get('g'));
    const segments = linesOf(await (await get(variant)).text());
    for (const segment of segments) {
      expect(segment).toMatch(/\.ts\?/);
      expect(secondsLeft(segment)).toBeGreaterThan(5 * 60);
      expect(secondsLeft(segment)).toBeLessThanOrEqual(15 * 60);
    }
    // The playlist keeps the course view's longer link: the player signs its segments afresh through it.
    expect(secondsLeft(variant)).toBeGreaterThan(15 * 60);
    const sprite = (await (await get(lessonFiles.thumbnails)).text()).split('\n').find((line) => line.includes('#xywh='))!;
    expect(paramsOf(sprite.split('#')[0]).get('g')).toBe(paramsOf(lessonFiles.thumbnails).get('g'));
  });

  it('refuses the playlist and segment paths alone, a forged link, an expired one, and one signed for another file', async () => {
    const segmentPath = `/uploads/lesson-videos/${videoId}/360p/segment-00000.ts`;
    const master = new URL(signedMaster, SITE_URL);
    const { u, e, s } = Object.fromEntries(master.searchParams);
    expect((await get(`/uploads/lesson-videos/${videoId}/master.m3u8`)).status).toBe(401);
    expect((await get(segmentPath)).status).toBe(401);
    expect(
      (await get(`/uploads/lesson-videos/${videoId}/master.m3u8?u=${u}&e=${e}&s=${s.replace(/^./, s[0] === 'A' ? 'B' : 'A')}`))
        .status,
    ).toBe(403);
    expect((await get(`/uploads/lesson-videos/${videoId}/master.m3u8?u=${u}&e=1700000000&s=${s}`)).status).toBe(403);
    expect((await get(`${segmentPath}?u=${u}&e=${e}&s=${s}`)).status).toBe(403);
    // A signed-in learner's token is not a link: the files still need a signature.
    expect((await get(segmentPath, { authorization: `Bearer ${learnerToken}` })).status).toBe(403);
  });

  it('gives a learner without an enrolment no link at all, and lets an admin open the files with their token', async () => {
    const stranger = await newLearner('hls-stranger');
    expect((await api('GET', `/user/courses/${courseId}`, { token: stranger.token })).status).toBe(404);
    const admin = await newAdmin('hls-admin');
    const segment = await get(`/uploads/lesson-videos/${videoId}/360p/segment-00000.ts`, {
      authorization: `Bearer ${admin.token}`,
    });
    expect(segment.status).toBe(200);
  });

  // Last: it ends the enrolment the others use.
  it('refuses a learner whose enrolment has ended every lesson file their unexpired links name', async () => {
    const master = await get(signedMaster);
    expect(master.status).toBe(200);
    const [variant] = linesOf(await master.text());
    const sprite = (await (await get(lessonFiles.thumbnails)).text()).split('\n').find((line) => line.includes('#xywh='))!;
    // A refund or a closed account ends the enrolment by removing it.
    const enrollments = await testDb().collection('enrollments').where('courseId', '==', courseId).get();
    await Promise.all(enrollments.docs.map((doc) => doc.ref.delete()));
    for (const [name, link] of Object.entries({ ...lessonFiles, variant, sprite: sprite.split('#')[0] })) {
      const refused = await get(link);
      expect(refused.status, name).toBe(403);
      expect((await refused.json()).message, name).toMatch(/access to this course has ended/);
    }
  });
});
