import { describe, expect, it } from 'vitest';

import { parsePreviewIndex, tileAt } from './seek-previews';

const INDEX = `WEBVTT

00:00:00.000 --> 00:00:02.000
thumbnails.jpg#xywh=0,0,160,90

00:00:02.000 --> 00:00:04.000
thumbnails.jpg#xywh=160,0,160,90

00:00:04.000 --> 00:00:05.500
thumbnails.jpg#xywh=320,0,160,90
`;

const base = 'https://site.test/user/courses/c1';

describe('seek previews', () => {
  it('resolves a public sprite beside its index and keeps a signed one as it is', () => {
    const publicTiles = parsePreviewIndex(INDEX, '/uploads/videos/abc/thumbnails.vtt', base);
    expect(publicTiles).toHaveLength(3);
    expect(publicTiles[1]).toEqual({
      start: 2,
      end: 4,
      sprite: '/uploads/videos/abc/thumbnails.jpg',
      x: 160,
      y: 0,
      width: 160,
      height: 90,
    });
    const signed = INDEX.replaceAll('thumbnails.jpg', '/uploads/lesson-videos/abc/thumbnails.jpg?u=x&e=1&s=y');
    expect(parsePreviewIndex(signed, '/uploads/lesson-videos/abc/thumbnails.vtt?u=x&e=1&s=z', base)[0].sprite).toBe(
      '/uploads/lesson-videos/abc/thumbnails.jpg?u=x&e=1&s=y',
    );
  });

  it('finds the tile for a time, the first before any, and the last past the end', () => {
    const tiles = parsePreviewIndex(INDEX, '/t.vtt', base);
    expect(tileAt(tiles, 0)?.x).toBe(0);
    expect(tileAt(tiles, 3.9)?.x).toBe(160);
    expect(tileAt(tiles, 4)?.x).toBe(320);
    expect(tileAt(tiles, 99)?.x).toBe(320);
    expect(tileAt([], 1)).toBeNull();
  });
});
