import { z } from 'zod';

import { BooleanText, EmailSchema, PageQuerySchema, requiredText, trimmed, webAddress } from './common';
import type {
  BlogTranslation,
  CareerTranslation,
  HighlightTranslation,
  ProductTranslation,
  TestimonialTranslation,
} from './content-translations';
import type { Translations } from './course-translations';

// Marketing content: what visitors read and admins manage. Multipart forms send every field as
// text, so numbers and flags are coerced.

export const CAREER_TYPES = ['Full-time', 'Part-time', 'Contract', 'Internship', 'Freelance'] as const;
export type CareerType = (typeof CAREER_TYPES)[number];
export const CONTACT_STATUSES = ['new', 'pending', 'resolved'] as const;

const order = z.coerce
  .number({ error: 'Order must be a number' })
  .int('Order must be a whole number')
  .min(0, 'Order must be at least 0')
  .max(100_000);
const isActive = BooleanText.default(true);
/** An existing media URL kept on edit; '' clears it. */
const keptUrl = webAddress().optional();

export const HighlightInputSchema = z.object({
  title: requiredText('Title', 200),
  description: trimmed(2000).default(''),
  isActive,
  order: order.default(0),
});
export type HighlightInput = z.infer<typeof HighlightInputSchema>;
export interface Highlight extends HighlightInput {
  _id: string;
  videoUrl: string | null;
  thumbnailUrl: string | null;
  createdAt: string | null;
  /** Its versions in other languages (decision 0098): admins read them; public reads show one language. */
  translations?: Translations<HighlightTranslation>;
}

export const ProductInputSchema = z.object({
  name: requiredText('Name', 200),
  description: trimmed(5000).default(''),
  isActive,
  order: order.default(0),
  imageUrl: keptUrl,
});
export type ProductInput = z.infer<typeof ProductInputSchema>;
export interface Product {
  _id: string;
  name: string;
  description: string;
  imageUrl: string | null;
  isActive: boolean;
  order: number;
  createdAt: string | null;
  /** Its versions in other languages (decision 0098): admins read them; public reads show one language. */
  translations?: Translations<ProductTranslation>;
}

/** Organizations and leagues share one shape. */
export const PartnerInputSchema = z.object({
  name: requiredText('Name', 200),
  isActive,
  order: order.default(0),
});
export type PartnerInput = z.infer<typeof PartnerInputSchema>;
export interface Partner extends PartnerInput {
  _id: string;
  imageUrl: string | null;
  createdAt: string | null;
}

export const TestimonialInputSchema = z.object({
  name: requiredText('Name', 120),
  role: requiredText('Role', 120),
  company: requiredText('Company', 160),
  testimonialText: requiredText('Testimonial text', 2000),
  description: trimmed(5000).default(''),
  isActive,
  photoUrl: keptUrl,
});
/** Adding a testimonial also asks for its description (SPEC section 5); editing leaves it optional. */
export const TestimonialCreateSchema = TestimonialInputSchema.extend({ description: requiredText('Description', 5000) });
export type TestimonialInput = z.infer<typeof TestimonialInputSchema>;
export interface Testimonial {
  _id: string;
  name: string;
  role: string;
  company: string;
  testimonialText: string;
  description: string;
  photoUrl: string | null;
  isActive: boolean;
  createdAt: string | null;
  /** Its versions in other languages (decision 0098): admins read them; public reads show one language. */
  translations?: Translations<TestimonialTranslation>;
}

const isoDate = z
  .string({ error: 'Date is required' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD');

const BlogFieldsSchema = z.object({
  title: requiredText('Title', 300),
  date: isoDate,
  summary: requiredText('Summary', 1000),
  content: trimmed(200_000).default(''),
  authorName: trimmed(120).default(''),
  isExternal: BooleanText.default(false),
  openInNewTab: BooleanText.default(true),
  externalUrl: z
    .union([z.literal(''), z.url({ protocol: /^https?$/, error: 'External URL must be a valid URL' }).max(2048)])
    .default(''),
  sourceWebsite: trimmed(200).default(''),
  isActive,
  imageUrl: keptUrl,
});
type BlogFields = z.infer<typeof BlogFieldsSchema>;

function externalNeedsSource(blog: BlogFields, ctx: z.RefinementCtx) {
  if (blog.isExternal && (!blog.externalUrl || !blog.sourceWebsite)) {
    ctx.addIssue({
      code: 'custom',
      path: ['externalUrl'],
      message: 'External URL and source website are required for external blogs',
    });
  }
}

/**
 * The add form (SPEC section 7: title, date, summary, image): content and the external fields come
 * with the edit form, and an internal post shows its summary until it has content.
 */
export const BlogCreateSchema = BlogFieldsSchema.superRefine(externalNeedsSource);
export const BlogInputSchema = BlogFieldsSchema.superRefine((blog, ctx) => {
  externalNeedsSource(blog, ctx);
  if (!blog.isExternal && !blog.content.replace(/<[^>]*>/g, '').trim()) {
    ctx.addIssue({ code: 'custom', path: ['content'], message: 'Content is required for internal blogs' });
  }
});
export type BlogInput = z.infer<typeof BlogInputSchema>;
export interface Blog {
  _id: string;
  blogId: string;
  title: string;
  date: string;
  summary: string;
  content: string;
  imageUrl: string | null;
  authorName: string;
  isExternal: boolean;
  externalUrl: string;
  sourceWebsite: string;
  sourceLogo: string | null;
  openInNewTab: boolean;
  isActive: boolean;
  createdAt: string | null;
  /** Its versions in other languages (decision 0098): admins read them; public reads show one language. */
  translations?: Translations<BlogTranslation>;
}

export const CareerInputSchema = z.object({
  title: requiredText('Title', 200),
  type: z.enum(CAREER_TYPES, { error: 'Type is required' }),
  location: requiredText('Location', 120),
  shortDescription: requiredText('Short description', 500),
  fullDescription: requiredText('Full description', 20_000),
  isActive: z.boolean().default(true),
});
export type CareerInput = z.infer<typeof CareerInputSchema>;
export interface Career extends CareerInput {
  _id: string;
  careerId: string;
  createdAt: string | null;
  /** Its versions in other languages (decision 0098): admins read them; public reads show one language. */
  translations?: Translations<CareerTranslation>;
}

export const ContactBodySchema = z.object({
  name: requiredText('Name', 120),
  email: EmailSchema,
  message: requiredText('Message', 5000),
  subject: trimmed(200).default('Contact Form Submission'),
  category: trimmed(60).default('general'),
});
export type ContactBody = z.infer<typeof ContactBodySchema>;
export const ContactStatusBodySchema = z.object({
  status: z.enum(CONTACT_STATUSES, { error: 'Status must be new, pending or resolved' }),
});
export interface ContactMessage extends ContactBody {
  uid: string;
  status: (typeof CONTACT_STATUSES)[number];
  createdAt: string | null;
}

/** Public and admin list queries: `limit` alone (public), `page`+`limit` (admin), optional filters. */
export const ListQuerySchema = PageQuerySchema.extend({
  search: trimmed(100).optional(),
  isActive: BooleanText.optional(),
});
export type ListQuery = z.infer<typeof ListQuerySchema>;

export interface DashboardOverview {
  users: { total: number; active: number };
  blogs: { total: number; publishedThisMonth: number };
  highlights: { total: number; addedThisMonth: number };
  careers: { open: number; closed: number };
  contacts: { total: number; new: number };
  organizations: { active: number; inactive: number };
  leagues: { active: number; inactive: number };
  testimonials: { total: number; active: number; inactive: number; addedThisMonth: number };
  /** Checkpoint attempts whose essays wait for a reviewer. */
  reviews: { pending: number };
  recentActivity: Array<{ type: string; action: string; name: string; date: string | null; by: string | null }>;
}
