import { describe, expect, it } from 'vitest';

import { StreamPreloads } from './stream-preload';

const BASE = 'https://site.test/user/courses/c1';
const MASTER = 'https://site.test/uploads/lesson-videos/v1/master.m3u8?e=1&s=m';
const VARIANT = 'https://site.test/uploads/lesson-videos/v1/360p/index.m3u8?e=1&s=m';
const SEGMENT = 'https://site.test/uploads/lesson-videos/v1/360p/segment-00000.ts?e=9999999999&s=x';

const ANSWERS: Record<string, string> = {
  [MASTER]: [
    '#EXTM3U',
    '#EXT-X-STREAM-INF:BANDWIDTH=900000,RESOLUTION=640x360',
    '360p/index.m3u8?e=1&s=m',
    '#EXT-X-STREAM-INF:BANDWIDTH=2300000,RESOLUTION=960x540',
    '540p/index.m3u8?e=1&s=m',
  ].join('\n'),
  [VARIANT]: [
    '#EXTM3U',
    '#EXT-X-TARGETDURATION:2',
    '#EXTINF:1.000000,',
    '/uploads/lesson-videos/v1/360p/segment-00000.ts?e=9999999999&s=x',
  ].join('\n'),
  [SEGMENT]: 'segment bytes',
};

function preloads() {
  const asked: string[] = [];
  let clock = 1000;
  const made = new StreamPreloads(
    BASE,
    async (url) => {
      asked.push(url);
      const body = ANSWERS[url];
      return body === undefined ? new Response('', { status: 404 }) : new Response(body);
    },
    () => clock,
  );
  return { made, asked, wait: (ms: number) => (clock += ms) };
}

const text = async (file: Promise<{ bytes: ArrayBuffer } | null> | null) => {
  const got = await file;
  return got && new TextDecoder().decode(got.bytes);
};

describe('a streamed video fetched ahead', () => {
  it('fetches the master playlist, its first (lowest) rendition and that rendition’s first segment, in turn', async () => {
    const { made, asked } = preloads();
    await made.preload(MASTER, { firstSegment: true });
    expect(asked).toEqual([MASTER, VARIANT, SEGMENT]);
    expect(await text(made.take(SEGMENT))).toBe('segment bytes');
    expect(await text(made.take(VARIANT))).toContain('#EXTINF:1.000000,');
  });

  it('hands each file over once, so a second request for it goes to the network', async () => {
    const { made } = preloads();
    await made.preload(MASTER, { firstSegment: false });
    expect(made.take(MASTER)).not.toBeNull();
    expect(made.take(MASTER)).toBeNull();
  });

  it('fetches only the playlists for a row pointed at, and only the segment once it is opened', async () => {
    const { made, asked } = preloads();
    await made.preload(MASTER, { firstSegment: false });
    expect(asked).toEqual([MASTER, VARIANT]);
    await made.preload(MASTER, { firstSegment: true });
    expect(asked).toEqual([MASTER, VARIANT, SEGMENT]);
  });

  it('drops what was not taken within two minutes, and fetches it afresh when asked again', async () => {
    const { made, asked, wait } = preloads();
    await made.preload(MASTER, { firstSegment: true });
    wait(120_000);
    expect(made.take(SEGMENT)).toBeNull();
    await made.preload(MASTER, { firstSegment: false });
    expect(asked).toEqual([MASTER, VARIANT, SEGMENT, MASTER, VARIANT]);
  });

  it('holds nothing usable for a refused playlist and goes no further', async () => {
    const { made, asked } = preloads();
    const refused = 'https://site.test/uploads/lesson-videos/v2/master.m3u8?e=1&s=bad';
    await made.preload(refused, { firstSegment: true });
    expect(asked).toEqual([refused]);
    expect((await made.take(refused))?.status).toBe(404);
  });

  it('leaves a first segment whose link dies within a minute, on the server’s clock, to the player', async () => {
    const serverNow = Date.UTC(2026, 10, 29, 12);
    const dying = `https://site.test/uploads/lesson-videos/v3/360p/segment-00000.ts?e=${serverNow / 1000 + 50}&s=x`;
    const asked: string[] = [];
    const answers: Record<string, string> = {
      'https://site.test/v3/master.m3u8': '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\n360p/index.m3u8',
      'https://site.test/v3/360p/index.m3u8': `#EXTM3U\n#EXTINF:2,\n${dying}`,
    };
    const made = new StreamPreloads(BASE, async (url) => {
      asked.push(url);
      return new Response(answers[url], { headers: { date: new Date(serverNow).toUTCString() } });
    });
    await made.preload('https://site.test/v3/master.m3u8', { firstSegment: true });
    expect(asked).toEqual(['https://site.test/v3/master.m3u8', 'https://site.test/v3/360p/index.m3u8']);
  });
});
