// @ts-check
// The demo videos' captions (issues 25 and 37): each file is WebVTT the upload would accept, and
// every language of a video says the same cues at the same moments as its English, in its own script.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { checkWebVtt } from '../../functions/src/features/video/webvtt.ts';

const DATA = join(import.meta.dirname, '../..', 'emulator-data');
/** @type {{ id: string, title: string, captions?: { language: string, label: string, file: string }[] }[]} */
const videos = JSON.parse(readFileSync(join(DATA, 'videos.json'), 'utf8'));
const fileOf = (/** @type {string} */ url) => readFileSync(join(DATA, 'media', url.slice('/uploads/media/'.length)));
/** The script each language is written in, and how its own name for itself reads. */
const SCRIPTS = { en: { text: /^[\x20-\x7E’]+$/, name: 'English' }, hi: { text: /^[\u0900-\u097F\s\p{P}]+$/u, name: 'हिन्दी' } };

/** @param {Buffer} bytes */
const cuesOf = (bytes) =>
  bytes
    .toString('utf8')
    .split(/\n\n+/)
    .filter((block) => block.includes('-->'))
    .map((block) => {
      const [timing, ...lines] = block.split('\n');
      return { timing, text: lines.join('\n').trim() };
    });

describe("the demo videos' captions", () => {
  for (const video of videos.filter((item) => item.captions?.length)) {
    const captions = video.captions ?? [];
    const english = captions.find((caption) => caption.language === 'en');

    it(`${video.title}: English and Hindi, each named in its own language`, () => {
      expect(captions.map(({ language, label }) => [language, label])).toEqual([
        ['en', SCRIPTS.en.name],
        ['hi', SCRIPTS.hi.name],
      ]);
    });

    it.each(captions)(
      `${video.title}: the $language file is valid WebVTT with the English cues' timings, in its script`,
      (caption) => {
        const bytes = fileOf(caption.file);
        const check = checkWebVtt(bytes);
        expect(check).toMatchObject({ ok: true });
        const cues = cuesOf(bytes);
        expect(cues.map((cue) => cue.timing)).toEqual(cuesOf(fileOf(english?.file ?? '')).map((cue) => cue.timing));
        const script = SCRIPTS[/** @type {keyof typeof SCRIPTS} */ (caption.language)];
        for (const cue of cues) expect(cue.text, cue.timing).toMatch(script.text);
      },
    );
  }
});
