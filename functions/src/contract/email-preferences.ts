import { z } from 'zod';

/*
 * The mails a learner may turn off (issue 36): reminders, each kind on its own. Account mails (a
 * password reset, a receipt, an invoice, a refund) are not optional: they are about the account
 * and what was bought.
 */

export const REMINDER_KINDS = ['progress', 'checkout', 'certificate'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export const REMINDER_LABELS: Record<ReminderKind, { label: string; description: string }> = {
  progress: {
    label: 'Course reminders',
    description: 'When you have not opened a course for 7 days, and again at 21 days; never more than two a course.',
  },
  checkout: {
    label: 'Unfinished checkout',
    description: 'Once, a day after you started paying for a course and did not finish.',
  },
  certificate: {
    label: 'Almost certified',
    description: 'Once, when one checkpoint stands between you and your certificate.',
  },
};

export type EmailPreferences = Record<ReminderKind, boolean>;

export const EmailPreferencesBodySchema = z.strictObject(
  Object.fromEntries(
    REMINDER_KINDS.map((kind) => [kind, z.boolean({ error: `${REMINDER_LABELS[kind].label} must be on or off` }).optional()]),
  ) as {
    [K in ReminderKind]: z.ZodOptional<z.ZodBoolean>;
  },
);
export type EmailPreferencesBody = z.infer<typeof EmailPreferencesBodySchema>;

/** A one-click unsubscribe link's query (RFC 8058): whose, which kind, and its signature. */
export const UnsubscribeQuerySchema = z.object({
  u: z.string({ error: 'The link is incomplete' }).regex(/^[A-Za-z0-9_-]{1,128}$/, 'The link is not valid'),
  k: z.enum(REMINDER_KINDS, { error: 'The link is not valid' }),
  s: z.string({ error: 'The link is incomplete' }).regex(/^[A-Za-z0-9_-]{43}$/, 'The link is not valid'),
});
export type UnsubscribeQuery = z.infer<typeof UnsubscribeQuerySchema>;
