import { z } from 'zod';

import { isDocumentId } from '../lib/document-id';

/** The error envelope every failing /api call answers with (SPEC section 8). */
export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(z.object({ msg: z.string(), path: z.string().optional() })).optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const BROKEN_TEXT = 'Contains a broken character (an unpaired UTF-16 surrogate)';

/**
 * Text as Firestore and Auth can store it: a lone UTF-16 surrogate is not valid UTF-8, and the
 * write would fail only after earlier ones (the Auth display name) had gone through.
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((value) => !LONE_SURROGATE.test(value), BROKEN_TEXT);

export const trimmed = (max: number) => text().trim().max(max, `Must be at most ${max} characters`);
export const requiredText = (label: string, max = 200) =>
  text({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const EmailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Please enter a valid email address'))
  .transform((email) => email.toLowerCase());

export const PhoneSchema = z
  .string({ error: 'Phone number is required' })
  .trim()
  .regex(/^\d{10}$/, 'Phone number must be exactly 10 digits');

export const PasswordSchema = text({ error: 'Password is required' })
  .min(6, 'Password must be at least 6 characters')
  .max(128, 'Password must be at most 128 characters');

/** An id that names a document: what a client sends as one must be able to (no '/', not '..'). */
export const documentId = (label: string) => requiredText(label, 200).refine(isDocumentId, `${label} is not a valid id`);

/** A lesson's, checkpoint's or question's uid: it becomes part of document ids (attempts). */
export const itemUid = () =>
  trimmed(64)
    .refine((value) => value === '' || isDocumentId(value), 'Not a valid id')
    .optional();

const WEB_URL = z.url({ protocol: /^https?$/ });
/**
 * A path on this site: browsers read a leading `/\` or `//` as another host, and drop tabs and
 * line breaks before they do, so none of those may appear.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it refuses
const SITE_PATH = /^\/(?![/\\])[^\\\u0000-\u001f\u007f]*$/;
/**
 * A link or media address the site puts in an href or src: an http(s) URL or a path on this site.
 * Anything else (javascript:, data:, a protocol-relative //host) would let stored content act.
 */
export const webAddress = () =>
  text()
    .trim()
    .max(2048)
    .refine(
      (value) => value === '' || SITE_PATH.test(value) || WEB_URL.safeParse(value).success,
      'Must be an http(s) address or a path on this site',
    );

/** Query flags arrive as text: 'true'/'false'. */
export const BooleanText = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/** Cloud Functions refuse request bodies over 32 MB, so no uploaded file can be larger. */
export const MAX_UPLOAD_BYTES = 32 * 1024 * 1024;
export const UPLOAD_TOO_LARGE = 'The file is too large. Files must be at most 32 MB.';

/** Admin lists show 10 items a page (SPEC section 9). */
export const ADMIN_PAGE_SIZE = 10;

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;
