// Text inside a GIFT question as Moodle's reader treats it (question/format/gift/format.php,
// moodle/moodle main of 2025, the `public/` tree): escapes, format markers and answer weights.

/**
 * The characters GIFT lets an author escape with a backslash. While a question is taken apart each
 * escaped one stands in as a private-use character, so no `{`, `~`, `=`, `#` or `:` an author
 * escaped is mistaken for syntax; `\\` is a backslash and escapes nothing after it.
 */
const ESCAPED: Record<string, string> = {
  ':': '\uE03A',
  '#': '\uE023',
  '=': '\uE03D',
  '{': '\uE07B',
  '}': '\uE07D',
  '~': '\uE07E',
  n: '\uE00A',
};
const RESTORED = new Map(Object.entries(ESCAPED).map(([char, stand]) => [stand, char === 'n' ? '\n' : char]));

/** Hides every escaped character; any other backslash stays as written (Moodle keeps `\[` as `\[`). */
export function hideEscapes(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const next = text[i + 1];
    if (text[i] === '\\' && next === '\\') {
      out += '\\';
      i += 1;
    } else if (text[i] === '\\' && next !== undefined && next in ESCAPED) {
      out += ESCAPED[next];
      i += 1;
    } else out += text[i];
  }
  return out;
}

const restoreEscapes = (text: string) => text.replace(/[\uE000-\uE07F]/g, (c) => RESTORED.get(c) ?? c);

export const MOODLE_FORMATS = ['moodle', 'html', 'plain', 'markdown'] as const;
export type MoodleFormat = (typeof MOODLE_FORMATS)[number];

/**
 * A piece of text as Moodle reads it: a leading `[moodle]`, `[html]`, `[plain]` or `[markdown]`
 * names its format and is not part of it (any other `[…]` is text), escapes are undone, and it is
 * trimmed.
 */
export function textWithFormat(raw: string, defaultFormat: MoodleFormat): { text: string; format: MoodleFormat } {
  const marker = /^\[([^\]]*)\]/.exec(raw);
  const named = marker && (MOODLE_FORMATS as readonly string[]).includes(marker[1]) ? (marker[1] as MoodleFormat) : null;
  const body = named ? raw.slice(marker![0].length) : raw;
  return { text: restoreEscapes(body).trim(), format: named ?? defaultFormat };
}

/** An answer's text and its feedback: the feedback is what follows the first `#`. */
export function answerAndFeedback(raw: string, defaultFormat: MoodleFormat) {
  const hash = raw.indexOf('#');
  return {
    answer: textWithFormat((hash < 0 ? raw : raw.slice(0, hash)).trim(), defaultFormat),
    feedback: hash < 0 ? null : textWithFormat(raw.slice(hash + 1).trim(), defaultFormat),
  };
}

/** `%50%` or `%-33.3%` before an answer: its weight as a fraction of the marks, and the rest. */
export function answerWeight(answer: string): { weight: number; rest: string } | null {
  if (!/^%-*[0-9]{1,2}\.?[0-9]*%/.test(answer)) return null;
  const end = answer.indexOf('%', 1);
  return { weight: Number(answer.slice(1, end)) / 100, rest: answer.slice(end + 1) };
}

/** Text written so Moodle reads it back unchanged: reserved characters escaped, lines as `\n`. */
export function escapeGift(text: string): string {
  const escaped = text
    .replace(/\\/g, '\\\\')
    .replace(/[~=#{}:]/g, '\\$&')
    .replace(/\r?\n/g, '\\n');
  // A text that itself begins with a format marker would lose it on reading: name the format first.
  return /^\[(moodle|html|plain|markdown)\]/.test(escaped) ? `[moodle]${escaped}` : escaped;
}
