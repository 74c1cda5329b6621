import { beforeAll, describe, expect, it } from 'vitest';

import { createCourseFixture } from '../support/course-fixture';
import { SITE_URL } from '../support/env';
import { api } from '../support/http';
import { newAdmin, newLearner } from '../support/sessions';
import { mediaDir, queueVideo, recording, settledVideo } from '../support/videos';

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${SITE_URL}${path}`, { headers });
const linesOf = (text: string) => text.split('\n').filter((line) => line && !line.startsWith('#'));

/** A paid lesson's HLS video reaches its enrolled learner through signed links only. */
describe.skipIf(!mediaDir)('protected HLS delivery of a lesson video (needs the local media folder)', () => {
  let videoId: string;
  let signedMaster: string;
  let learnerToken: string;
  let courseId: string;

  beforeAll(async () => {
    ({ id: videoId } = await queueVideo(await recording(9, '960x540'), 'paid'));
    expect((await settledVideo(videoId)).status).toBe('ready');
    const fixture = await createCourseFixture({ price: 0, videoUrl: `/uploads/lesson-videos/${videoId}/master.m3u8` });
    courseId = fixture.courseId;
    learnerToken = (await newLearner('hls')).token;
    const enrolled = await api('POST', '/enrollments', {
      token: learnerToken,
      body: { courseId: fixture.courseId, paymentMethod: 'card', amount: 0 },
    });
    expect(enrolled.status).toBe(201);
    const course = await api('GET', `/user/courses/${fixture.courseId}`, { token: learnerToken });
    signedMaster = course.body.data.modules[0].lessons[0].content.videoUrl;
  }, 120_000);

  it('hands the enrolled learner a signed master playlist whose every rendition and segment is signed too', async () => {
    expect(signedMaster).toMatch(new RegExp(`^/uploads/lesson-videos/${videoId}/master\\.m3u8\\?u=[\\w-]+&e=\\d+&g=[\\w-]+&s=[\\w-]+$`));
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
  it('refuses a learner whose enrolment has ended the playlists their unexpired link names', async () => {
    const master = await get(signedMaster);
    expect(master.status).toBe(200);
    const [variant] = linesOf(await master.text());
    expect(new URL(variant, SITE_URL).searchParams.get('g')).toBe(new URL(signedMaster, SITE_URL).searchParams.get('g'));
    // A refund or a closed account ends the enrolment by removing it.
    const { testDb } = await import('../support/admin');
    const enrollments = await testDb().collection('enrollments').where('courseId', '==', courseId).get();
    await Promise.all(enrollments.docs.map((doc) => doc.ref.delete()));
    for (const link of [signedMaster, variant]) {
      const refused = await get(link);
      expect(refused.status).toBe(403);
      expect((await refused.json()).message).toMatch(/access to this course has ended/);
    }
  });
});
