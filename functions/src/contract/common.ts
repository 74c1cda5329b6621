import { z } from 'zod';

/** The error envelope every failing /api call answers with (SPEC section 8). */
export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(z.object({ msg: z.string(), path: z.string().optional() })).optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

export const trimmed = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);
export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
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

export const PasswordSchema = z
  .string({ error: 'Password is required' })
  .min(6, 'Password must be at least 6 characters')
  .max(128, 'Password must be at most 128 characters');

const WEB_URL = z.url({ protocol: /^https?$/ });
/**
 * A link or media address the site puts in an href or src: an http(s) URL or a path on this site.
 * Anything else (javascript:, data:, a protocol-relative //host) would let stored content act.
 */
export const webAddress = () =>
  z
    .string()
    .trim()
    .max(2048)
    .refine(
      (value) => value === '' || /^\/(?!\/)/.test(value) || WEB_URL.safeParse(value).success,
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
