import { describe, expect, it } from 'vitest';

import { SegmentLinks } from './segment-links';

const BASE = 'https://site.test/user/courses/c1';
const FOLDER = '/uploads/lesson-videos/v1/360p/';
const PLAYLIST = `https://site.test${FOLDER}index.m3u8?u=h&e=9999999999&g=grant&s=sig`;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const segment = (n: number, expires: number, signature = 'old') =>
  `https://site.test${FOLDER}segment-0000${n}.ts?u=h&e=${expires}&s=${signature}`;

/** A playlist answer as the server gives it: each segment signed for ten minutes from its Date. */
function playlistAnswer(serverNow: number, signature: string): Response {
  const expires = Math.floor(serverNow / 1000) + 600;
  const body = ['#EXTM3U', '#EXTINF:4,', `${FOLDER}segment-00000.ts?u=h&e=${expires}&s=${signature}`, '#EXTINF:4,'];
  body.push(`${FOLDER}segment-00001.ts?u=h&e=${expires}&s=${signature}`, '#EXT-X-ENDLIST');
  return new Response(body.join('\n'), { headers: { date: new Date(serverNow).toUTCString() } });
}

function links(answers: Array<() => Response>) {
  const asked: string[] = [];
  const made = new SegmentLinks(BASE, async (url) => {
    asked.push(url);
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    return next();
  });
  made.knowPlaylists([PLAYLIST]);
  return { made, asked };
}

describe('segment links signed afresh', () => {
  it('leaves a live segment link, a playlist and an unknown rendition’s link as they are, reading nothing', async () => {
    const { made, asked } = links([]);
    const live = segment(0, nowSeconds() + 300);
    expect(await made.current(live)).toBe(live);
    expect(await made.current(PLAYLIST)).toBe(PLAYLIST);
    const elsewhere = `https://site.test/uploads/lesson-videos/v2/360p/segment-00000.ts?u=h&e=1&s=x`;
    expect(await made.current(elsewhere)).toBe(elsewhere);
    expect(made.refuse(elsewhere)).toBe(false);
    expect(asked).toEqual([]);
  });

  it('reads the playlist once for segments about to die, and serves the next ones from that read', async () => {
    const { made, asked } = links([() => playlistAnswer(Date.now(), 'fresh')]);
    const dying = nowSeconds() + 30;
    expect(await made.current(segment(0, dying))).toMatch(
      /^\/uploads\/lesson-videos\/v1\/360p\/segment-00000\.ts\?u=h&e=\d+&s=fresh$/,
    );
    expect(await made.current(segment(1, dying))).toMatch(/segment-00001\.ts\?u=h&e=\d+&s=fresh$/);
    expect(asked).toEqual([PLAYLIST]);
  });

  it('once it has read a playlist, loads every segment of it by the links read, however alive the old ones look', async () => {
    const { made, asked } = links([() => playlistAnswer(Date.now(), 'fresh')]);
    expect(made.refuse(segment(0, nowSeconds() + 500))).toBe(true);
    expect(await made.current(segment(0, nowSeconds() + 500))).toContain('s=fresh');
    expect(await made.current(segment(1, nowSeconds() + 500))).toContain('s=fresh');
    expect(asked).toHaveLength(1);
  });

  it('trusts the server’s clock, not the page’s: a page 20 minutes fast reads the playlist once, not for every segment', async () => {
    const serverNow = Date.now() - 20 * 60_000;
    const { made, asked } = links([() => playlistAnswer(serverNow, 'fresh')]);
    const dead = Math.floor(serverNow / 1000);
    expect(await made.current(segment(0, dead))).toContain('s=fresh');
    expect(await made.current(segment(1, dead))).toContain('s=fresh');
    expect(asked).toHaveLength(1);
  });

  it('signs a refused link afresh even when its expiry looks far off, and gives up when the playlist is refused too', async () => {
    const { made, asked } = links([
      () => playlistAnswer(Date.now(), 'fresh'),
      () => new Response('{"message":"Your access to this course has ended."}', { status: 403 }),
    ]);
    const refused = segment(0, nowSeconds() + 500);
    expect(made.refuse(refused)).toBe(true);
    expect(await made.current(refused)).toContain('s=fresh');
    // The fresh link refused as well (the enrolment ended): the playlist is read again, and refused.
    expect(made.refuse(refused)).toBe(true);
    expect(await made.current(refused)).toBe(refused);
    expect(asked).toEqual([PLAYLIST, PLAYLIST]);
  });
});
