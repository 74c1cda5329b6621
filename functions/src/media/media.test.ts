import { describe, expect, it } from 'vitest';

import { parseRange } from './byte-range';
import { contentTypeFor, isSafeMediaPath } from './media-store';

describe('parseRange', () => {
  it('reads an explicit range and clamps its end to the file', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
  });
  it('reads open-ended and suffix ranges', () => {
    expect(parseRange('bytes=500-', 1000)).toEqual({ start: 500, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
  });
  it('gives null without a header and "invalid" for unsatisfiable or malformed ones', () => {
    expect(parseRange(undefined, 1000)).toBeNull();
    expect(parseRange('bytes=2000-3000', 1000)).toBe('invalid');
    expect(parseRange('bytes=5-1', 1000)).toBe('invalid');
    expect(parseRange('items=0-1', 1000)).toBe('invalid');
    expect(parseRange('bytes=0-1,5-9', 1000)).toBe('invalid');
  });
});

describe('isSafeMediaPath', () => {
  it('accepts plain nested media paths', () => {
    expect(isSafeMediaPath('media/products/drs-unit.webp')).toBe(true);
  });
  it.each(['../etc/passwd', 'media/../../secret', '.env', 'media//x.png', 'media/a b.png', 'a/b/c/d/e.png', ''])(
    'refuses %s',
    (path) => {
      expect(isSafeMediaPath(path)).toBe(false);
    },
  );
});

describe('contentTypeFor', () => {
  it('maps known extensions and falls back to octet-stream', () => {
    expect(contentTypeFor('x/clip.MP4')).toBe('video/mp4');
    expect(contentTypeFor('x/logo.svg')).toBe('image/svg+xml');
    expect(contentTypeFor('x/file.exe')).toBe('application/octet-stream');
  });
});
