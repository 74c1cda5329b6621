/**
 * Each language's catalogue comes in parts, each its own chunk. A public page loads `site` only; the
 * app's screens (contract/public-pages.ts APP_SHELL_SECTIONS: the learner's course, checkpoint,
 * notes, profile, the account pages and the back-office) load `app` too, which holds a third of the
 * messages and which no public page shows.
 * A message is in `app` when its key starts with one of these; every other is in `site`.
 * A message a page shows from a part it has not loaded is reported as an error (i18n.ts), which the
 * browser tests fail on.
 */
const APP_PREFIXES = [
  'account.',
  'assignment.',
  'checkpoint.',
  'emails.',
  'enroll.',
  'forgot.',
  'groupJoin.',
  'invitation.',
  'join.',
  'learnerCourse.',
  'learning.',
  'lesson.',
  'lessonNotes.',
  'lessonQuestions.',
  'liveSessions.',
  'login.',
  'notes.',
  'orders.',
  'profile.',
  'register.',
  'reset.',
  'selfCheck.',
  'thread.',
  'unsubscribe.',
  'verify.',
] as const;

export const CATALOGUE_PARTS = ['site', 'app'] as const;
export type CataloguePart = (typeof CATALOGUE_PARTS)[number];

export const partOfMessage = (id: string): CataloguePart =>
  APP_PREFIXES.some((prefix) => id.startsWith(prefix)) ? 'app' : 'site';

export const CATALOGUE_MODULE_PREFIX = 'virtual:catalogue/';

/** A part of a language's catalogue as the app imports it: `virtual:catalogue/hi-site` (its chunk, hi-site-….js). */
export const catalogueModule = (locale: string, part: CataloguePart) => `${CATALOGUE_MODULE_PREFIX}${locale}-${part}`;
