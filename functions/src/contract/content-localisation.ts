import type { Translations } from './course-translations';
import { itemLanguages, versionIn, type TranslationProblem } from './course-localisation';
import { SOURCE_LOCALE, type Locale } from './locales';

/*
 * The marketing content's versions in other languages (decision 0098), as decision 0095 keeps a
 * course's: an item may carry `translations: { hi: {...} }` with its visitors' texts in that
 * language; media, dates, order, flags and people's names stay the English item's. Free of zod: the
 * public pages' renderer reads content through this.
 */

/** The kinds whose items have versions, and the texts each version holds (partners and leagues are names). */
export const CONTENT_TRANSLATED_FIELDS = {
  blogs: { title: 'Title', summary: 'Summary', content: 'Content' },
  products: { name: 'Name', description: 'Description' },
  careers: {
    title: 'Title',
    location: 'Location',
    shortDescription: 'Short description',
    fullDescription: 'Full description',
  },
  highlights: { title: 'Title', description: 'Description' },
  testimonials: { role: 'Role', company: 'Company', testimonialText: 'Testimonial text', description: 'Description' },
} as const satisfies Record<string, Record<string, string>>;

export type TranslatedContentKind = keyof typeof CONTENT_TRANSLATED_FIELDS;
export const TRANSLATED_CONTENT_KINDS = Object.keys(CONTENT_TRANSLATED_FIELDS) as TranslatedContentKind[];

/** A version's texts, by field. */
export type ContentVersion = Record<string, string>;

/** What a version must hold beside its English: every text the English item shows (a post's body, a highlight's description). */
export function contentTranslationProblems(
  kind: TranslatedContentKind,
  english: Record<string, unknown>,
  version: ContentVersion,
): TranslationProblem[] {
  return Object.entries(CONTENT_TRANSLATED_FIELDS[kind]).flatMap(([field, label]) => {
    const source = english[field];
    const given = version[field] ?? '';
    return typeof source === 'string' && source.replace(/<[^>]*>/g, '').trim() && !given.replace(/<[^>]*>/g, '').trim()
      ? [{ msg: `${label} is required: the English has one`, path: field }]
      : [];
  });
}

/** An item as shown in a language: its text in that language where it has a version, and the languages it has. */
export type Localised<T> = Omit<T, 'translations'> & { language: Locale; languages: Locale[] };

/** Content as stored: its own fields and, maybe, its versions. */
export type WithVersions<T> = T & { translations?: Translations<ContentVersion> };

/** The item in `locale` (English where it has no version there), never with its `translations`. */
export function localiseContent<T extends object>(item: WithVersions<T>, locale: Locale): Localised<T> {
  const { translations, ...source } = item;
  const languages = itemLanguages(item);
  const version = versionIn(translations, locale);
  if (!version) return { ...source, language: SOURCE_LOCALE, languages } as Localised<T>;
  const texts = Object.fromEntries(Object.entries(version).filter(([, text]) => text !== ''));
  return { ...source, ...texts, language: locale, languages } as Localised<T>;
}
