import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import subsetFont from 'subset-font';
import { describe, expect, it } from 'vitest';

import { devanagariHead, devanagariOf, NOTO_DEVANAGARI_METRICS, subsetDevanagari } from './devanagari-font';

const require = createRequire(import.meta.url);
const hindi = Object.values(
  JSON.parse(readFileSync(new URL('../locales/hi/messages.json', import.meta.url), 'utf8')) as Record<string, string>,
).join('');

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

  it('is cut to the Hindi catalogue’s characters, in two weights, each far smaller than the whole face', async () => {
    const files = await subsetDevanagari(hindi);
    expect(files.map((file) => file.weight)).toEqual([400, 700]);
    for (const file of files) {
      const whole = readFileSync(
        require.resolve(`@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${file.weight}-normal.woff2`),
      );
      expect(new TextDecoder().decode(file.woff2.subarray(0, 4))).toBe('wOF2');
      expect(file.woff2.length).toBeLessThan(whole.length * 0.75);
    }
  });

  it('gives the fallback face Noto Sans Devanagari’s own line metrics, so the swap moves no line', async () => {
    for (const weight of [400, 700]) {
      const source = readFileSync(
        require.resolve(`@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff2`),
      );
      const metrics = verticalMetrics(new Uint8Array(await subsetFont(source, 'क', { targetFormat: 'truetype' })));
      expect(metrics).toEqual(NOTO_DEVANAGARI_METRICS);
    }
    const head = devanagariHead([{ weightRange: '100 500', href: '/assets/noto-400.woff2' }]);
    expect(head).toContain('<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/noto-400.woff2">');
    expect(head).toContain('font-display:swap');
    expect(head).toContain('ascent-override:89.6%;descent-override:40.8%;line-gap-override:0.0%');
  });
});
