import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

import subsetFont from 'subset-font';

/** The Devanagari block and the joiners its conjuncts need: the face is used for these only. */
export const DEVANAGARI_RANGE = 'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+25CC,U+A830-A839,U+A8E0-A8FF';
const DEVANAGARI_CODE_POINTS = [
  [0x0900, 0x097f],
  [0x1cd0, 0x1cf9],
  [0x200c, 0x200d],
  [0xa830, 0xa839],
  [0xa8e0, 0xa8ff],
];
const isDevanagari = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return DEVANAGARI_CODE_POINTS.some(([from, to]) => code >= from && code <= to);
};

/** The variable face's weight axis, cut to what the site sets: body text (400) to the bold of headings and buttons (700). */
export const DEVANAGARI_WEIGHTS = { min: 400, max: 700 } as const;
const VARIABLE_FACE = '@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2';

export interface FontFile {
  /** The face's `font-weight` range: every weight the site asks for is drawn from this one file. */
  weightRange: string;
  woff2: Uint8Array;
}

/** The Devanagari characters of a text, once each. */
export const devanagariOf = (text: string) => [...new Set([...text].filter(isDevanagari))].sort().join('');

const readFace = () => readFile(createRequire(import.meta.url).resolve(VARIABLE_FACE));

/**
 * The letters, signs and digits of Hindi (and Marathi's ळ) as written today: content an author writes
 * in Hindi (a course, a post) is drawn in the face even where the interface never uses a letter
 * (ऋ, ः), and so is an answer a learner gives in Devanagari digits (grading reads them).
 */
export const DEVANAGARI_LETTERS = 'ँंःअआइईउऊऋएऐऑओऔकखगघङचछजझञटठडढणतथदधनपफबभमयरलळवशषसहािीुूृॅेैॉोौ़्।०१२३४५६७८९';

/**
 * Noto Sans Devanagari (variable, from @fontsource, self-hosted) cut down to the letters of Hindi and
 * the characters the interface uses, with every glyph their conjuncts and vowel signs can turn into
 * (HarfBuzz's layout closure), and to the weights the site uses: one file where two static weights
 * cost a fifth more.
 */
export async function subsetDevanagari(text: string): Promise<FontFile> {
  const woff2 = await subsetFont(await readFace(), devanagariOf(text + DEVANAGARI_LETTERS), {
    targetFormat: 'woff2',
    variationAxes: { wght: DEVANAGARI_WEIGHTS },
  });
  return { weightRange: `${DEVANAGARI_WEIGHTS.min} ${DEVANAGARI_WEIGHTS.max}`, woff2: new Uint8Array(woff2) };
}

/**
 * The face of the language switcher's Devanagari names on pages in other scripts (हिन्दी on an
 * English page), where no Devanagari face is loaded: a few glyphs of the bold, inlined, so the
 * name paints at once, in its final shape, and never moves (`font-display: block` on a face that
 * is already there). `LANGUAGE_NAME_FACE` is the family the switcher asks for.
 */
export const LANGUAGE_NAME_FACE = 'Devanagari Language Names';

export async function languageNamesHead(names: string): Promise<string> {
  const woff2 = await subsetFont(await readFace(), devanagariOf(names), { targetFormat: 'woff2', variationAxes: { wght: 700 } });
  return (
    `<style>@font-face{font-family:"${LANGUAGE_NAME_FACE}";font-weight:100 900;font-display:block;` +
    `src:url(data:font/woff2;base64,${Buffer.from(woff2).toString('base64')}) format("woff2");unicode-range:${DEVANAGARI_RANGE}}</style>`
  );
}

/**
 * Noto Sans Devanagari's vertical metrics as shares of its em (its hhea table), which the fallback
 * face takes over: a line set in a system Devanagari font is as tall as it will be in Noto, so the
 * swap moves nothing.
 */
export const NOTO_DEVANAGARI_METRICS = { ascent: 0.896, descent: 0.408, lineGap: 0 };

/**
 * The head of a Hindi page: the face's file preloaded, its face, the metric-matched fallback, and
 * the site's font stacks with Devanagari after the Latin face (Latin text keeps the English look).
 * Without the preload for the app shell, which is the same file in every language: its face is
 * used, and its file fetched, only once the app has set the page's language to Hindi.
 * Letter-spacing, which the eyebrows and labels use, tears Devanagari's conjuncts apart: none there.
 */
export function devanagariHead({ weightRange, href }: { weightRange: string; href: string }, { preload = true } = {}): string {
  const { ascent, descent, lineGap } = NOTO_DEVANAGARI_METRICS;
  const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
  const face =
    `@font-face{font-family:"Noto Sans Devanagari";font-style:normal;font-weight:${weightRange};font-display:swap;` +
    `src:url(${href}) format("woff2");unicode-range:${DEVANAGARI_RANGE}}`;
  const fallback =
    '@font-face{font-family:"Devanagari Fallback";src:local("Nirmala UI"),local("Kohinoor Devanagari"),' +
    'local("Devanagari Sangam MN"),local("Noto Sans Devanagari"),local("Lohit Devanagari"),local("Mangal");' +
    `ascent-override:${percent(ascent)};descent-override:${percent(descent)};line-gap-override:${percent(lineGap)};` +
    `unicode-range:${DEVANAGARI_RANGE}}`;
  const stack =
    ':lang(hi){letter-spacing:0!important}' +
    'html[lang="hi"]{--mantine-font-family:Inter,"Noto Sans Devanagari","Devanagari Fallback","Segoe UI Variable","Segoe UI",system-ui,-apple-system,BlinkMacSystemFont,Roboto,"Helvetica Neue",Arial,sans-serif;' +
    '--mantine-font-family-headings:var(--mantine-font-family)}';
  const preloads = preload ? [`<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`] : [];
  return [...preloads, `<style>${face}${fallback}${stack}</style>`].join('\n    ');
}
