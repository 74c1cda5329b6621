import { z } from 'zod';

import { requiredText, trimmed } from './common';
import type { TranslatedContentKind } from './content-localisation';

/*
 * The versions of the marketing content in other languages (decision 0098): the texts a visitor
 * reads, each as long as the English allows. A text the English has must be given
 * (`contentTranslationProblems`); the others may stay empty.
 *
 *   PUT|DELETE /api/admin/{blogs|products|careers|highlights|testimonials}/:id/translations/:lang
 */

export const BlogTranslationSchema = z.strictObject({
  title: requiredText('Title', 300),
  summary: requiredText('Summary', 1000),
  content: trimmed(200_000).default(''),
});

export const ProductTranslationSchema = z.strictObject({
  name: requiredText('Name', 200),
  description: trimmed(5000).default(''),
});

export const CareerTranslationSchema = z.strictObject({
  title: requiredText('Title', 200),
  location: requiredText('Location', 120),
  shortDescription: requiredText('Short description', 500),
  fullDescription: requiredText('Full description', 20_000),
});

export const HighlightTranslationSchema = z.strictObject({
  title: requiredText('Title', 200),
  description: trimmed(2000).default(''),
});

export const TestimonialTranslationSchema = z.strictObject({
  role: requiredText('Role', 120),
  company: requiredText('Company', 160),
  testimonialText: requiredText('Testimonial text', 2000),
  description: trimmed(5000).default(''),
});

export const CONTENT_TRANSLATION_SCHEMAS = {
  blogs: BlogTranslationSchema,
  products: ProductTranslationSchema,
  careers: CareerTranslationSchema,
  highlights: HighlightTranslationSchema,
  testimonials: TestimonialTranslationSchema,
} satisfies Record<TranslatedContentKind, z.ZodType<Record<string, string>>>;

export type BlogTranslation = z.infer<typeof BlogTranslationSchema>;
export type ProductTranslation = z.infer<typeof ProductTranslationSchema>;
export type CareerTranslation = z.infer<typeof CareerTranslationSchema>;
export type HighlightTranslation = z.infer<typeof HighlightTranslationSchema>;
export type TestimonialTranslation = z.infer<typeof TestimonialTranslationSchema>;
