import { describe, expect, it } from 'vitest';

import { ladderFor } from './hls-ladder';

describe('the HLS ladder', () => {
  it('gives a 1080p source all four rungs and never more', () => {
    expect(ladderFor({ width: 1920, height: 1080 }).map((r) => `${r.width}x${r.height}`)).toEqual([
      '640x360',
      '960x540',
      '1280x720',
      '1920x1080',
    ]);
    expect(ladderFor({ width: 3840, height: 2160 })).toHaveLength(4);
  });

  it('stops at the source: a 720p source is not upscaled to 1080p', () => {
    expect(ladderFor({ width: 1280, height: 720 }).map((r) => r.name)).toEqual(['360p', '540p', '720p']);
  });

  it('keeps a portrait video portrait, rungs named by its short side', () => {
    expect(ladderFor({ width: 1080, height: 1920 }).at(-1)).toMatchObject({ name: '1080p', width: 1080, height: 1920 });
  });

  it('gives a source smaller than 360p one rendition at its own size, with even sides', () => {
    expect(ladderFor({ width: 426, height: 241 })).toEqual([expect.objectContaining({ name: '240p', width: 424, height: 240 })]);
  });
});
