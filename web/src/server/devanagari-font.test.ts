import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import subsetFont from 'subset-font';
import { describe, expect, it } from 'vitest';

import { DEVANAGARI_LETTERS, devanagariHead, devanagariOf, NOTO_DEVANAGARI_METRICS, subsetDevanagari } from './devanagari-font';

const require = createRequire(import.meta.url);
const hindi = Object.values(
  JSON.parse(readFileSync(new URL('../locales/hi/messages.json', import.meta.url), 'utf8')) as Record<string, string>,
).join('');

/** The tags of a TrueType font's tables. */
function tableTags(ttf: Uint8Array) {
  const view = new DataView(ttf.buffer, ttf.byteOffset, ttf.byteLength);
  return Array.from({ length: view.getUint16(4) }, (_, i) => String.fromCharCode(...ttf.subarray(12 + 16 * i, 16 + 16 * i)));
}

/** A TrueType font's vertical metrics (its hhea table) as shares of its em. */
function verticalMetrics(ttf: Uint8Array) {
  const view = new DataView(ttf.buffer, ttf.byteOffset, ttf.byteLength);
  const tables = new Map<string, number>();
  for (let i = 0; i < view.getUint16(4); i++) {
    const at = 12 + 16 * i;
    tables.set(String.fromCharCode(...ttf.subarray(at, at + 4)), view.getUint32(at + 8));
  }
  const unitsPerEm = view.getUint16(tables.get('head')! + 18);
  const hhea = tables.get('hhea')!;
  return {
    ascent: view.getInt16(hhea + 4) / unitsPerEm,
    descent: -view.getInt16(hhea + 6) / unitsPerEm,
    lineGap: view.getInt16(hhea + 8) / unitsPerEm,
  };
}

describe('the Devanagari face', () => {
  it('keeps only the Devanagari characters of a text, once each', () => {
    expect(devanagariOf('Hello हिन्दी 2026 हि')).toBe([...new Set('हिन्दी')].sort().join(''));
  });

  it('is one variable file for every weight the site sets, cut to Hindi, far smaller than the whole face', async () => {
    const file = await subsetDevanagari(hindi);
    expect(file.weightRange).toBe('400 700');
    expect(new TextDecoder().decode(file.woff2.subarray(0, 4))).toBe('wOF2');
    const whole = readFileSync(
      require.resolve('@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2'),
    );
    expect(file.woff2.length).toBeLessThan(whole.length * 0.5);
    const ttf = new Uint8Array(await subsetFont(Buffer.from(file.woff2), 'क', { targetFormat: 'truetype' }));
    expect(tableTags(ttf)).toContain('fvar');
  }, 60_000);

  it('draws every letter of Hindi, those the interface never uses too (ऋ, ः, ङ)', () => {
    for (const letter of ['ऋ', 'ः', 'ङ', 'ॅ']) {
      expect(hindi).not.toContain(letter);
      expect(DEVANAGARI_LETTERS).toContain(letter);
    }
  });

  it('gives the fallback face Noto Sans Devanagari’s own line metrics, so the swap moves no line', async () => {
    const { woff2 } = await subsetDevanagari('क');
    const metrics = verticalMetrics(new Uint8Array(await subsetFont(Buffer.from(woff2), 'क', { targetFormat: 'truetype' })));
    expect(metrics).toEqual(NOTO_DEVANAGARI_METRICS);
    const head = devanagariHead({ weightRange: '400 700', href: '/assets/noto.woff2' });
    expect(head).toContain('<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/noto.woff2">');
    expect(head).toContain('font-weight:400 700');
    expect(head).toContain('font-display:swap');
    expect(head).toContain('ascent-override:89.6%;descent-override:40.8%;line-gap-override:0.0%');
  }, 60_000);
});
