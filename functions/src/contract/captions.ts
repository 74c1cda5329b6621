import { z } from 'zod';

import { text } from './common';

/** A caption file is text: a lecture's subtitles are a few hundred kilobytes at most. */
export const MAX_CAPTION_BYTES = 1024 * 1024;
export const CAPTION_TOO_LARGE = 'The caption file is too large. Caption files must be at most 1 MB.';
/** Languages one video can carry captions in. */
export const MAX_CAPTION_LANGUAGES = 20;
export const CAPTION_LABEL_MAX = 40;

/** A caption file as a player gets it. */
export interface VideoCaption {
  /** BCP 47 language tag, e.g. `en` or `hi`. */
  language: string;
  label: string;
  url: string;
}

/**
 * A BCP 47 tag as captions use them: a language (`en`, `hi`), optionally a script (`sr-Latn`) and a
 * region (`en-IN`, `es-419`). It names the stored file, so nothing else is let through.
 */
const LANGUAGE_TAG = /^([a-z]{2,3})(?:-([a-z]{4}))?(?:-([a-z]{2}|\d{3}))?$/i;
const BAD_LANGUAGE = 'The language must be a BCP 47 tag such as en, hi or en-IN';

/** `EN-in` → `en-IN`: one spelling per language, so uploading it again replaces the file. */
export function canonicalLanguage(tag: string): string | null {
  const match = LANGUAGE_TAG.exec(tag.trim());
  if (!match) return null;
  const [, language, script, region] = match;
  return [language.toLowerCase(), script && script[0].toUpperCase() + script.slice(1).toLowerCase(), region?.toUpperCase()]
    .filter(Boolean)
    .join('-');
}

export const CaptionLanguageSchema = z.string({ error: 'The language is required' }).transform((value, ctx) => {
  const canonical = canonicalLanguage(value);
  if (!canonical) ctx.addIssue({ code: 'custom', message: BAD_LANGUAGE });
  return canonical ?? value;
});

/** POST /api/admin/videos/:videoId/captions (multipart, with the WebVTT file as `file`). */
export const CaptionInputSchema = z.object({
  language: CaptionLanguageSchema,
  /** Shown in the player's captions menu; the language's English name when left empty. */
  label: text()
    .trim()
    .max(CAPTION_LABEL_MAX, `The label must be at most ${CAPTION_LABEL_MAX} characters`)
    // eslint-disable-next-line no-control-regex -- a line break or tab is what it refuses
    .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), 'The label must be one line of text')
    .optional(),
});
export type CaptionInput = z.infer<typeof CaptionInputSchema>;
