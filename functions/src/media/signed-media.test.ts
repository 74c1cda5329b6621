import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  isPaidMedia,
  openGrant,
  SEGMENT_LINK_SECONDS,
  signedAccess,
  signLessonUrl,
  signPlaylist,
  signThumbnailIndex,
} from './signed-media';

const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('signed lesson media', () => {
  const localKey = process.env.LOCAL_MEDIA_SIGNING_KEY;
  beforeEach(() => {
    delete process.env.LOCAL_MEDIA_SIGNING_KEY;
    process.env.MEDIA_SIGNING_KEY = 'k'.repeat(40);
  });
  afterEach(() => {
    delete process.env.MEDIA_SIGNING_KEY;
    if (localKey) process.env.LOCAL_MEDIA_SIGNING_KEY = localKey;
  });

  it('signs lesson files only; marketing media and other sites stay as they are', () => {
    expect(isPaidMedia('lessons/a.mp4')).toBe(true);
    expect(isPaidMedia('media/lessons/a.pdf')).toBe(true);
    expect(isPaidMedia('media/products/a.webp')).toBe(false);
    expect(signLessonUrl('/uploads/media/products/a.webp', 'u1')).toBe('/uploads/media/products/a.webp');
    expect(signLessonUrl('https://example.com/a.pdf', 'u1')).toBe('https://example.com/a.pdf');
    expect(signLessonUrl(null, 'u1')).toBeNull();
    expect(signLessonUrl('/uploads/lessons/a.mp4', 'u1')).toMatch(/^\/uploads\/lessons\/a\.mp4\?u=[\w-]{22}&e=\d+&s=[\w-]+$/);
  });

  it("never carries the learner's uid, yet binds the link to one learner", () => {
    const uid = 'Xk3uidOfALearner42';
    const mine = signLessonUrl('/uploads/lessons/a.mp4', uid) as string;
    expect(mine).not.toContain(uid);
    expect(query(mine).u).not.toBe(query(signLessonUrl('/uploads/lessons/a.mp4', 'someone-else') as string).u);
  });

  it('accepts its own signature until it expires, and nothing else', () => {
    const now = Date.now();
    const signed = query(signLessonUrl('/uploads/lessons/a.mp4', 'u1', { now }) as string);
    expect(signedAccess('lessons/a.mp4', signed, now)).toBe('valid');
    expect(signedAccess('lessons/b.mp4', signed, now)).toBe('invalid');
    expect(signedAccess('lessons/a.mp4', { ...signed, u: 'u2' }, now)).toBe('invalid');
    expect(signedAccess('lessons/a.mp4', signed, now + 4 * 3600 * 1000)).toBe('invalid');
    expect(signedAccess('lessons/a.mp4', {}, now)).toBe('none');
    expect(signedAccess('lessons/a.mp4', { u: ['a'], e: '1', s: 'x' }, now)).toBe('invalid');
  });

  it('refuses to sign without a real key', () => {
    delete process.env.MEDIA_SIGNING_KEY;
    expect(() => signLessonUrl('/uploads/lessons/a.mp4', 'u1')).toThrow(/MEDIA_SIGNING_KEY/);
  });
});

describe('signed HLS playlists', () => {
  beforeEach(() => {
    process.env.MEDIA_SIGNING_KEY = 'k'.repeat(40);
  });
  afterEach(() => {
    delete process.env.MEDIA_SIGNING_KEY;
  });

  it('signs every playlist and segment a paid playlist names for its learner and expiry, and nothing else', () => {
    const master = signLessonUrl('/uploads/lesson-videos/v1/master.m3u8', 'u1') as string;
    const { u, e } = query(master);
    const text = [
      '#EXTM3U',
      '#EXT-X-STREAM-INF:BANDWIDTH=1',
      '360p/index.m3u8',
      'https://elsewhere.example/x.ts',
      '../v2/master.m3u8',
      '',
    ].join('\n');
    const lines = signPlaylist(text, 'lesson-videos/v1/master.m3u8', { u, e }).split('\n');
    expect(lines[0]).toBe('#EXTM3U');
    expect(lines[1]).toBe('#EXT-X-STREAM-INF:BANDWIDTH=1');
    const variant = lines[2];
    expect(variant).toMatch(/^\/uploads\/lesson-videos\/v1\/360p\/index\.m3u8\?u=[\w-]+&e=\d+&s=[\w-]+$/);
    expect(signedAccess('lesson-videos/v1/360p/index.m3u8', query(variant))).toBe('valid');
    expect(signedAccess('lesson-videos/v1/360p/segment-00000.ts', query(variant))).toBe('invalid');
    expect(lines[3]).toBe('https://elsewhere.example/x.ts');
    expect(lines[4]).toBe('../v2/master.m3u8');
  });

  it('seals the enrolment into a learner’s links, keeps it on the playlists and sprite they name, and refuses it moved or forged', () => {
    const master = signLessonUrl('/uploads/lesson-videos/v1/master.m3u8', 'u1', { enrollmentId: 'u1_course-a' }) as string;
    const signed = query(master);
    expect(master).not.toContain('u1_course-a');
    expect(openGrant(signed.g)).toBe('u1_course-a');
    expect(signedAccess('lesson-videos/v1/master.m3u8', signed)).toBe('valid');
    // Without its grant, or with another link's, the signature no longer matches.
    const { g: _grant, ...bare } = signed;
    expect(signedAccess('lesson-videos/v1/master.m3u8', bare)).toBe('invalid');
    const other = query(signLessonUrl('/uploads/lesson-videos/v1/master.m3u8', 'u1', { enrollmentId: 'u1_course-b' }) as string);
    expect(signedAccess('lesson-videos/v1/master.m3u8', { ...signed, g: other.g })).toBe('invalid');
    expect(openGrant(`${signed.g.slice(0, -2)}AA`)).toBeNull();
    expect(openGrant('not-a-grant')).toBeNull();

    const lines = signPlaylist('#EXTM3U\n360p/index.m3u8\nsegment-00000.ts', 'lesson-videos/v1/master.m3u8', {
      u: signed.u,
      e: signed.e,
      g: signed.g,
    }).split('\n');
    expect(query(lines[1]).g).toBe(signed.g);
    expect(signedAccess('lesson-videos/v1/360p/index.m3u8', query(lines[1]))).toBe('valid');
    // A segment is not checked against the enrolment: no grant, and a short life instead.
    expect(query(lines[2]).g).toBeUndefined();
    expect(signedAccess('lesson-videos/v1/segment-00000.ts', query(lines[2]))).toBe('valid');
    // Every other lesson file carries it: documents, MP4s, posters, captions, the seek-preview sprite.
    for (const url of ['/uploads/lessons/a.mp4', '/uploads/media/lessons/b.pdf', '/uploads/lesson-videos/v1/poster.jpg'])
      expect(openGrant(query(signLessonUrl(url, 'u1', { enrollmentId: 'u1_course-a' }) as string).g)).toBe('u1_course-a');
    const index = query(signLessonUrl('/uploads/lesson-videos/v1/thumbnails.vtt', 'u1', { enrollmentId: 'u1_course-a' }) as string);
    const sprite = signThumbnailIndex('WEBVTT\n\n00:00.000 --> 00:02.000\nsprite.jpg#xywh=0,0,160,90', 'lesson-videos/v1/thumbnails.vtt', {
      u: index.u,
      e: index.e,
      g: index.g,
    })
      .split('\n')[3]
      .split('#')[0];
    expect(query(sprite).g).toBe(index.g);
    expect(signedAccess('lesson-videos/v1/sprite.jpg', query(sprite))).toBe('valid');
  });

  it('gives a playlist’s segments links that die within minutes, never outliving the playlist’s', () => {
    const now = Date.now();
    const { u, e, g } = query(signLessonUrl('/uploads/lesson-videos/v1/master.m3u8', 'u1', { enrollmentId: 'u1_c', now }) as string);
    const master = { u, e, g };
    const later = now + 2 * 3600 * 1000;
    const [variant, segment] = signPlaylist('360p/index.m3u8\nsegment-00000.ts', 'lesson-videos/v1/master.m3u8', master, later)
      .split('\n')
      .map(query);
    expect(variant.e).toBe(master.e);
    expect(Number(segment.e)).toBe(Math.floor(later / 1000) + SEGMENT_LINK_SECONDS);
    expect(SEGMENT_LINK_SECONDS).toBeLessThanOrEqual(15 * 60);
    expect(signedAccess('lesson-videos/v1/segment-00000.ts', segment, later + (SEGMENT_LINK_SECONDS + 1) * 1000)).toBe('invalid');
    // Signed near the playlist's own end, a segment dies with it.
    const atEnd = Number(master.e) * 1000 - 60_000;
    const [, last] = signPlaylist('360p/index.m3u8\nsegment-00000.ts', 'lesson-videos/v1/master.m3u8', master, atEnd)
      .split('\n')
      .map(query);
    expect(last.e).toBe(master.e);
  });
});
