/**
 * Each language's catalogue comes in parts, each its own chunk. A public page loads `site` only; the
 * signed-in screens (the learner's course, checkpoint, notes, profile and the back-office) load
 * `learner` too, which holds about half the messages and which no public page shows.
 * A message is in `learner` when its key starts with one of these; every other is in `site`.
 * A message a page shows from a part it has not loaded is reported as an error (i18n.ts), which the
 * browser tests fail on.
 */
const LEARNER_PREFIXES = [
  'assignment.',
  'checkpoint.',
  'emails.',
  'learnerCourse.',
  'learning.',
  'lesson.',
  'lessonNotes.',
  'lessonQuestions.',
  'liveSessions.',
  'notes.',
  'orders.',
  'profile.',
  'selfCheck.',
  'thread.',
] as const;

export const CATALOGUE_PARTS = ['site', 'learner'] as const;
export type CataloguePart = (typeof CATALOGUE_PARTS)[number];

export const partOfMessage = (id: string): CataloguePart =>
  LEARNER_PREFIXES.some((prefix) => id.startsWith(prefix)) ? 'learner' : 'site';

export const CATALOGUE_MODULE_PREFIX = 'virtual:catalogue/';

/** A part of a language's catalogue as the app imports it: `virtual:catalogue/hi-site` (its chunk, hi-site-….js). */
export const catalogueModule = (locale: string, part: CataloguePart) => `${CATALOGUE_MODULE_PREFIX}${locale}-${part}`;
