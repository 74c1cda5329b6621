import { z } from 'zod';

import { isoDay } from './invoices';

/*
 * The audit log: who changed what, and which staff read whose personal data (issue 33; decision 0070).
 *   GET /api/admin/audit       AuditQuery -> AuditList (admin)
 *   GET /api/admin/audit.csv   AuditQuery without `page` -> text/csv of every matching entry (admin)
 * Stored as `audit/{id}`, written only by the API, in the transaction (or batch) of the change it
 * records; no client reads or writes it (firestore.rules); deleted a year after it was written.
 */

/** The kinds of thing an entry is about. */
export const AUDIT_RESOURCES = [
  'course',
  'module',
  'certificate',
  'courseReport',
  'attempt',
  'user',
  'order',
  'coupon',
  'contact',
  'group',
  'seatOrder',
  'blog',
  'highlight',
  'career',
  'organization',
  'league',
  'product',
  'testimonial',
  'accommodation',
  'video',
  'caption',
  'questionExport',
  'payment',
  'courseReview',
  'cohort',
  'liveSession',
  'lessonQuestion',
  'lessonReply',
  'assignmentSubmission',
] as const;
export type AuditResource = (typeof AUDIT_RESOURCES)[number];

/** What was done: changes, and the reads of learners' personal data. */
export const AUDIT_ACTIONS = [
  'created',
  'updated',
  'deleted',
  'revoked',
  'reissued',
  'reinstated',
  'blocked',
  'unblocked',
  'refund_requested',
  'reviewed',
  'viewed',
  'downloaded',
  'uploaded',
  'refund_retried',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Who did it, as the API knows them when it happens, and the client address the rate limits key on. */
export interface AuditActor {
  uid: string;
  name: string;
  email: string;
  client: string;
}

/** A JSON value as stored: dates as ISO text. */
export type AuditValue = string | number | boolean | null | AuditValue[] | { [key: string]: AuditValue };

/** One field that changed; `before` is null for a creation, `after` null for a deletion. */
export interface AuditChange {
  field: string;
  before: AuditValue;
  after: AuditValue;
}

export interface AuditEntryView {
  id: string;
  at: string;
  actor: AuditActor;
  resource: { type: AuditResource; id: string; label: string };
  action: AuditAction;
  changes: AuditChange[];
  reason: string | null;
}

const emptyAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** The Audit area's filters: the person (their email), the resource, the action and Indian calendar days, both included. */
export const AuditQuerySchema = z
  .strictObject({
    person: z.preprocess(
      emptyAsMissing,
      z
        .string()
        .trim()
        .max(254, 'Person must be an email address')
        .pipe(z.email('Person must be an email address'))
        .transform((email) => email.toLowerCase())
        .optional(),
    ),
    resource: z.preprocess(emptyAsMissing, z.enum(AUDIT_RESOURCES, { error: 'Unknown resource' }).optional()),
    action: z.preprocess(emptyAsMissing, z.enum(AUDIT_ACTIONS, { error: 'Unknown action' }).optional()),
    from: z.preprocess(emptyAsMissing, isoDay.optional()),
    to: z.preprocess(emptyAsMissing, isoDay.optional()),
    page: z.coerce.number({ error: 'Page must be a number' }).int('Page must be a whole number').min(1).max(100).optional(),
  })
  .refine(({ from, to }) => !from || !to || from <= to, { message: "'from' must not be after 'to'", path: ['to'] });
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export interface AuditList {
  entries: AuditEntryView[];
  total: number;
  page: number;
}

/** How long an entry is kept (the DPDP Rules ask for a year of logs). */
export const AUDIT_RETENTION_DAYS = 365;
