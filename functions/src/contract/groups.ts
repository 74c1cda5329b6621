import { z } from 'zod';

import type { RazorpayCheckout } from './payments';

/*
 * Groups (issue 32): a federation, association or academy that buys seats of a course for its
 * people, through its managers. Endpoints (all answer `{ success, data }`; money in paise):
 *   POST   /api/admin/groups                                          GroupInput -> 201 AdminGroupView (admin)
 *   GET    /api/admin/groups?search=&page=                            AdminGroupList (admin)
 *   GET    /api/admin/groups/:groupId                                 AdminGroupView (admin)
 *   PUT    /api/admin/groups/:groupId                                 GroupUpdate -> AdminGroupView (admin)
 *   POST   /api/admin/groups/:groupId/managers                        ManagerInput -> AdminGroupView (admin)
 *   DELETE /api/admin/groups/:groupId/managers/:uid                   -> AdminGroupView (admin)
 *   POST   /api/admin/groups/:groupId/seat-orders/:orderId/receipts   ReceiptInput -> 201 SeatOrderView (admin)
 *   POST   /api/admin/groups/:groupId/seat-orders/:orderId/refunds/:refundId/payout   RefundPayoutInput -> SeatOrderView (admin)
 *   GET    /api/groups                                                MyGroups (the caller's groups as manager)
 *   GET    /api/groups/:groupId                                       GroupView (its managers, or an admin)
 *   POST   /api/groups/:groupId/seat-orders                           SeatOrderInput -> 201 SeatOrderCreated
 *   GET    /api/groups/:groupId/seat-orders                           SeatOrderList
 *   GET    /api/groups/:groupId/seat-orders/:orderId/proforma.pdf     the proforma invoice (bank transfer)
 *   GET    /api/groups/:groupId/seat-orders/:orderId/checkout         SeatOrderCheckout (an unpaid Razorpay order, paid again)
 *   POST   /api/groups/:groupId/invitations                           InvitationInput -> 201 InvitationsCreated
 *   GET    /api/groups/:groupId/invitations                           InvitationList
 *   POST   /api/groups/:groupId/invitations/:invitationId/resend      -> InvitationView
 *   DELETE /api/groups/:groupId/invitations/:invitationId             -> InvitationView (revoked)
 *   GET    /api/groups/:groupId/members?cursor=&courseId=&limit=&q=  MemberList (a page)
 *   GET    /api/groups/:groupId/members.csv                           every member as CSV
 *   GET    /api/invitations/:token                                    InvitationPreview (anyone holding the link)
 *   POST   /api/invitations/:token/claim                              -> 201 ClaimResult (the invitee, signed in, verified)
 * A caller who does not manage a group gets 404 GROUP_NOT_FOUND on every /api/groups/:groupId route
 * (never 403, so group ids are not confirmed); admins pass. Stored as `groups`, `seatPools`,
 * `seatShards`, `seatOrders`, `seatReceipts`, `groupInvitations`, `seatAssignments`.
 */

import { EmailSchema, documentId, requiredText, text, trimmed } from './common';
import { gstinProblem, type GstStateCode } from './gst';
import { BillingAddressSchema, GstStateCodeSchema } from './payments';
import type { DocumentLink } from './payments';
import type { PostalAddress } from './invoices';
import type { Locale } from './locales';

export const GROUP_NOT_FOUND = 'Group not found';
export const NO_SEATS_LEFT = 'No seats left in this group for this course';
export const GROUP_PAID_REFUND = 'Your group paid for this course; its manager can return unused seats';
export const INVITATION_NOT_FOUND = 'This invitation is not valid: it may have expired or been revoked.';
export const INVITATION_ALREADY_CLAIMED = 'This invitation has already been used to claim a seat';
export const VERIFY_TO_CLAIM = 'Please confirm your email address first: open the link we mailed you, then claim your seat.';
export const ALREADY_ENROLLED = 'You are already enrolled in this course';
/** 403 to a signed-in account whose address is not the invited one. */
export const invitationForAnother = (maskedEmail: string) =>
  `This invitation is for ${maskedEmail}. Please sign in with that address to claim it.`;

export const MAX_SEATS_PER_ORDER = 1000;
export const MAX_INVITATIONS_PER_REQUEST = 500;
export const MAX_VOLUME_DISCOUNT_PERCENT = 50;
/** 194J's highest rate: TDS above 10 % of the taxable value is not a deduction but a shortfall. */
export const MAX_TDS_PERCENT_OF_TAXABLE = 10;
export const INVITATION_DAYS = 30;

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const blankToNull = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value;

/** An association's own mail domain, lower case, without '@' (e.g. `mca.org.in`). */
const EmailDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253, 'A domain is at most 253 characters')
  .regex(/^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/, 'Enter a domain like association.org.in, without @');

const GstinSchema = z.string().trim().toUpperCase().max(15, 'A GSTIN has 15 characters');

/**
 * A group as the admin enters it. The billing address is the checkout's (lines, city, PIN code),
 * so the group's tax invoice prints it under 'Billed to' exactly as a B2B buyer's is; its state is
 * `stateCode`, the place of supply. A GSTIN is checked as the billing step checks it (format,
 * check character, state = `stateCode`).
 */
const groupFields = {
  name: requiredText('Name', 120),
  legalName: requiredText('Legal name', 200),
  billingAddress: BillingAddressSchema,
  stateCode: GstStateCodeSchema,
  gstin: z.preprocess(blankToNull, GstinSchema.nullable()),
  billingEmail: EmailSchema,
  emailDomain: z.preprocess(blankToNull, EmailDomainSchema.nullable()),
  volumeDiscountPercent: z.coerce
    .number({ error: 'Volume discount must be a number' })
    .int('Volume discount is a whole percent')
    .min(0, 'Volume discount cannot be negative')
    .max(MAX_VOLUME_DISCOUNT_PERCENT, `Volume discount is at most ${MAX_VOLUME_DISCOUNT_PERCENT} %`)
    .default(0),
};

function checkGroupGstin(group: { gstin: string | null; stateCode: string }, ctx: z.RefinementCtx) {
  if (!group.gstin) return;
  const own = gstinProblem(group.gstin, group.gstin.slice(0, 2));
  const state = own ? null : gstinProblem(group.gstin, group.stateCode);
  if (own) ctx.addIssue({ code: 'custom', path: ['gstin'], message: own });
  if (state) ctx.addIssue({ code: 'custom', path: ['stateCode'], message: state });
}

export const GroupInputSchema = z.strictObject(groupFields).superRefine(checkGroupGstin);
export type GroupInput = z.infer<typeof GroupInputSchema>;
/** PUT replaces every field, as the create form sends them. */
export const GroupUpdateSchema = GroupInputSchema;
export type GroupUpdate = GroupInput;

export const GroupIdParamSchema = documentId('Group');
export const GroupListQuerySchema = z.strictObject({
  search: z.preprocess(blankToUndefined, trimmed(120).optional()),
  page: z.coerce.number().int().min(1).max(1000).optional(),
});
export type GroupListQuery = z.infer<typeof GroupListQuerySchema>;

export const UserIdParamSchema = documentId('User');
export const ManagerInputSchema = z.strictObject({ email: EmailSchema });
export type ManagerInput = z.infer<typeof ManagerInputSchema>;

export interface GroupManagerView {
  uid: string;
  name: string;
  email: string;
}

/** Seats of one course: bought, taken by a claim, free (`purchased - used`). */
export interface SeatView {
  courseId: string;
  courseTitle: string;
  purchased: number;
  used: number;
  free: number;
}

export interface GroupBase {
  id: string;
  name: string;
  legalName: string;
  billingAddress: PostalAddress;
  stateCode: GstStateCode;
  gstin: string | null;
  billingEmail: string;
  emailDomain: string | null;
  volumeDiscountPercent: number;
  createdAt: string | null;
  updatedAt: string | null;
}

/** GET /api/groups/:groupId: what a manager sees of their group. */
export interface GroupView extends GroupBase {
  managers: GroupManagerView[];
  seats: SeatView[];
}

/** The back-office's view of a group: the same, for an admin. */
export type AdminGroupView = GroupView;

export interface GroupSummary {
  id: string;
  name: string;
  legalName: string;
  stateCode: GstStateCode;
  gstin: string | null;
  managerCount: number;
  createdAt: string | null;
}

export interface AdminGroupList {
  groups: GroupSummary[];
  total: number;
  page: number;
}

/** GET /api/groups */
export interface MyGroups {
  groups: { id: string; name: string }[];
}

/** `memberships` on the signed-in user: MembershipsSchema in auth.ts. */
export type { Memberships } from './auth';

/*
 * Seat orders. Bank transfer: the order waits for the money against a proforma (not a tax
 * invoice); an admin records the receipt (UTR, amount, date, TDS) and then the seats are added and
 * one tax invoice is issued. Razorpay: the same webhook-first checkout as a learner's order; the
 * signed webhook (or reconciliation) settles it once, adding the seats and issuing the invoice.
 */
export const SEAT_PAYMENTS = ['razorpay', 'bank_transfer'] as const;
export type SeatPayment = (typeof SEAT_PAYMENTS)[number];
export const SEAT_ORDER_STATUSES = ['awaiting_payment', 'paid', 'expired', 'refunded', 'partly_refunded'] as const;
export type SeatOrderStatus = (typeof SEAT_ORDER_STATUSES)[number];

const PoNumberSchema = z.preprocess(
  blankToNull,
  trimmed(60)
    .regex(/^[A-Za-z0-9][A-Za-z0-9/._ -]*$/, 'A PO number has letters, digits and / . _ - only')
    .nullable(),
);

export const SeatOrderInputSchema = z
  .strictObject({
    courseId: documentId('Course'),
    seats: z.coerce
      .number({ error: 'Seats must be a number' })
      .int('Seats must be a whole number')
      .min(1, 'Buy at least 1 seat')
      .max(MAX_SEATS_PER_ORDER, `At most ${MAX_SEATS_PER_ORDER} seats in one order`),
    payment: z.enum(SEAT_PAYMENTS, { error: "Choose 'razorpay' or 'bank_transfer'" }),
    poNumber: PoNumberSchema.optional(),
  })
  .refine((order) => order.payment !== 'bank_transfer' || !!order.poNumber, {
    message: 'A bank transfer needs your purchase order number',
    path: ['poNumber'],
  });
export type SeatOrderInput = z.infer<typeof SeatOrderInputSchema>;

export const SeatOrderParamsSchema = z.object({ groupId: documentId('Group'), orderId: documentId('Order') });
export const RefundParamsSchema = SeatOrderParamsSchema.extend({ refundId: documentId('Refund') });

export interface SeatOrderCreated {
  orderId: string;
  /** What the group pays, GST included, in paise. */
  amount: number;
  status: SeatOrderStatus;
  /** Bank transfer: the proforma's number and its PDF (GET …/proforma.pdf with the manager's token). */
  proformaNumber: string | null;
  /** Razorpay: the Razorpay order to pay, and what Standard Checkout needs to pay it. */
  razorpayOrderId?: string;
  checkout?: RazorpayCheckout;
}

export interface SeatReceiptView {
  utr: string;
  amountReceivedPaise: number;
  receivedOn: string;
  tdsPaise: number;
  tdsSection: '194J' | null;
  recordedAt: string | null;
}

export interface SeatOrderView {
  id: string;
  groupId: string;
  courseId: string;
  courseTitle: string;
  seats: number;
  unitPricePaise: number;
  discountPercent: number;
  listPricePaise: number;
  discountPaise: number;
  amountPaise: number;
  payment: SeatPayment;
  poNumber: string | null;
  status: SeatOrderStatus;
  proformaNumber: string | null;
  createdAt: string | null;
  expiresAt: string | null;
  paidAt: string | null;
  receipt: SeatReceiptView | null;
  invoice: DocumentLink | null;
  /** Seats returned so far (each return is one refund, listed in `refunds`). */
  refundedSeats: number;
  refunds: SeatRefundView[];
  /**
   * An unpaid Razorpay order: until when Checkout can still be opened for it (its Razorpay order's
   * hold), else null. The orders table offers 'Pay now' until a minute before.
   */
  payableUntil: string | null;
}

/** GET …/seat-orders/:orderId/checkout: Standard Checkout for an unpaid Razorpay order, at the server's price. */
export interface SeatOrderCheckout {
  orderId: string;
  /** What the group pays, GST included, in paise (the order's, never recomputed). */
  amount: number;
  checkout: RazorpayCheckout;
}

/** Checkout is not opened for less than this: its window would outlast the order's hold. */
export const MIN_CHECKOUT_SECONDS = 60;
export const SEAT_ORDER_ALREADY_PAID = 'This order is already paid';
export const SEAT_ORDER_PAY_TIME_OVER = 'The time to pay this order has run out: place a new order to buy these seats';
export const SEAT_ORDER_BY_BANK = 'This order is paid by bank transfer against its proforma, not through Razorpay';

/**
 * What the order's seats cost when `seats` of them go back after `returnedBefore` did (decision
 * 0076); a bank transfer's TDS is shared out the same way (decision 0077). The server and the
 * return form both use it.
 */
export function seatRefundPaise(order: { seats: number; amountPaise: number }, returnedBefore: number, seats: number): number {
  // Each seat's share is the order's amount ÷ seats; cumulative shares are floored, so returns never
  // exceed what was paid and the order's last seat returned brings the total to exactly the amount.
  const share = (count: number) => Math.floor((order.amountPaise * count) / order.seats);
  return share(returnedBefore + seats) - share(returnedBefore);
}

/** Unused seats are returned within this many days of payment (issue 32). */
export const SEAT_REFUND_DAYS = 30;
export const SEAT_REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;

/**
 * One return of unused seats: the seats' share of the order (what its credit note reverses), paid
 * back by Razorpay, or for an order paid by bank transfer by our transfer to the group, less the
 * seats' share of any TDS it deducted (decision 0077); then its credit note.
 */
export interface SeatRefundView {
  id: string;
  seats: number;
  /** The seats' share of the order, GST included: what the credit note reverses. */
  amountPaise: number;
  /** The seats' share of the TDS the group deducted and paid to the tax department: not paid back by us. */
  tdsPaise: number;
  /** What goes back to the group: `amountPaise` less `tdsPaise`. */
  payoutPaise: number;
  method: 'razorpay' | 'bank_transfer';
  status: (typeof SEAT_REFUND_STATUSES)[number];
  requestedAt: string | null;
  processedAt: string | null;
  /** A bank transfer's UTR, once an admin has recorded it. */
  payoutReference: string | null;
  creditNote: DocumentLink | null;
}

/**
 * POST …/seat-orders/:orderId/refund-seats: how many of the order's unused seats go back. An
 * `Idempotency-Key` header makes a retried request return the first one's refund, never a second.
 */
export const SeatRefundInputSchema = z.strictObject({
  seats: z
    .number({ error: 'Seats must be a number' })
    .int('Seats must be a whole number')
    .min(1, 'Return at least 1 seat')
    .max(MAX_SEATS_PER_ORDER, `At most ${MAX_SEATS_PER_ORDER} seats in one order`),
});
/** The request's `Idempotency-Key` header, when it has one. */
export const IdempotencyKeySchema = z.object({
  key: z
    .string()
    .regex(/^[\w.:-]{8,100}$/, 'An Idempotency-Key has 8 to 100 letters, digits and . : _ -')
    .optional(),
});

export interface SeatOrderList {
  orders: SeatOrderView[];
}

const paise = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number of paise` })
    .int(`${label} is in whole paise`)
    .min(0, `${label} cannot be negative`)
    .max(10_000_000_000, `${label} is too large`);

/**
 * POST …/receipts: the bank's UTR, what reached the account and when, and TDS the group deducted
 * under section 194J (its certificate can come later). It settles only when received + TDS is the
 * order's amount and TDS is at most 10 % of the taxable value; anything else is a 400.
 */
export const ReceiptInputSchema = z.strictObject({
  utr: requiredText('UTR', 40).pipe(z.string().regex(/^[A-Za-z0-9]{6,40}$/, 'A UTR has 6 to 40 letters and digits')),
  amountReceived: paise('Amount received').pipe(z.number().min(1, 'Amount received must be more than 0')),
  receivedOn: z.iso.date('Use a date like 2026-04-01'),
  tdsAmount: paise('TDS').default(0),
});
export type ReceiptInput = z.infer<typeof ReceiptInputSchema>;

/** POST …/refunds/:refundId/payout: the transfer that paid a bank-transfer return back, by its UTR and date. */
export const RefundPayoutInputSchema = z.strictObject({
  utr: ReceiptInputSchema.shape.utr,
  paidOn: z.iso.date('Use a date like 2026-04-01'),
});
export type RefundPayoutInput = z.infer<typeof RefundPayoutInputSchema>;

/*
 * Invitations: one per address and course; the link's token is stored only as its SHA-256.
 */
export const INVITATION_STATUSES = ['pending', 'claimed', 'revoked'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const InvitationInputSchema = z.strictObject({
  courseId: documentId('Course'),
  emails: z
    .array(EmailSchema, { error: 'Give a list of email addresses' })
    .min(1, 'Give at least one email address')
    .max(MAX_INVITATIONS_PER_REQUEST, `At most ${MAX_INVITATIONS_PER_REQUEST} addresses at a time`)
    .superRefine((emails, ctx) => {
      const seen = new Set<string>();
      emails.forEach((email, index) => {
        if (seen.has(email)) ctx.addIssue({ code: 'custom', path: [index], message: `${email} is in the list twice` });
        seen.add(email);
      });
    }),
});
export type InvitationInput = z.infer<typeof InvitationInputSchema>;

export const InvitationParamsSchema = z.object({ groupId: documentId('Group'), invitationId: documentId('Invitation') });
/** The claim link's last segment: 43 base64url characters (32 random bytes). */
export const InvitationTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, INVITATION_NOT_FOUND);

export interface InvitationView {
  id: string;
  email: string;
  courseId: string;
  courseTitle: string;
  /** `expired` is a pending invitation past its date (stored as pending). */
  status: InvitationStatus | 'expired';
  expiresAt: string | null;
  sentAt: string | null;
  sentCount: number;
  claimedAt: string | null;
}

export interface InvitationsCreated {
  invitations: InvitationView[];
}
export interface InvitationList {
  invitations: InvitationView[];
}

/** GET /api/invitations/:token: what the link is for, the address masked (`ra•••@example.org`). */
export interface InvitationPreview {
  groupName: string;
  courseId: string;
  /** In the language asked for (`?lang=`) where the course has a version in it, else English: `courseLanguage` says which. */
  courseTitle: string;
  courseLanguage: Locale;
  maskedEmail: string;
  expiresAt: string | null;
}

export interface ClaimResult {
  enrollmentId: string;
  courseId: string;
  groupId: string;
}

/** A member's progress as a coordinator needs it: never their answers. */
export interface MemberView {
  uid: string;
  name: string;
  email: string;
  courseId: string;
  courseTitle: string;
  /** 0–100. */
  progress: number;
  completed: boolean;
  checkpoints: { checkpointUid: string; title: string; bestScore: number | null; passed: boolean }[];
  certificateId: string | null;
  claimedAt: string | null;
  /** The seat's id, for reassigning it. */
  assignmentId: string;
  /** A lesson opened or a checkpoint begun: the seat can no longer be reassigned. */
  started: boolean;
}

/** A page of the members list: as many rows as a page of the admin lists. */
export const MEMBERS_PAGE_SIZE = 10;
/** What a cohort's member picker asks for at once (it pages through one course's holders). */
export const MAX_MEMBERS_PAGE_SIZE = 100;

/** The longest search of the members list, and the longest start of a name or address it matches. */
export const MAX_MEMBER_SEARCH_LENGTH = 100;
/** What a shorter search is told: one letter would match most of a group. */
export const MEMBER_SEARCH_TOO_SHORT = 'Type at least 2 characters';

/**
 * GET …/members: a page of the seats held now, grouped by course (in a stable order), after
 * `cursor` (the last page's `nextCursor`); `courseId` keeps one course's; `q` keeps the members
 * whose name, a word of their name, or email starts with it (any case).
 */
export const MemberListQuerySchema = z.strictObject({
  cursor: z.preprocess(blankToUndefined, documentId('Cursor').optional()),
  courseId: z.preprocess(blankToUndefined, documentId('Course').optional()),
  q: z.preprocess(
    blankToUndefined,
    text({ error: 'Search must be text' })
      .trim()
      .min(2, MEMBER_SEARCH_TOO_SHORT)
      .max(MAX_MEMBER_SEARCH_LENGTH, `Search must be at most ${MAX_MEMBER_SEARCH_LENGTH} characters`)
      .optional(),
  ),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit is at least 1')
    .max(MAX_MEMBERS_PAGE_SIZE, `Limit is at most ${MAX_MEMBERS_PAGE_SIZE}`)
    .optional(),
});
export type MemberListQuery = z.infer<typeof MemberListQuerySchema>;

export interface MemberList {
  members: MemberView[];
  /** Seats held now in the group (of `courseId`, matching `q`, when asked), over every page. */
  total: number;
  /** Pass as `cursor` for the next page; null on the last. */
  nextCursor: string | null;
}

/** How an address is shown to whoever holds a link: the first two letters of the name, then the domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email.slice(0, Math.min(2, at))}•••${email.slice(at)}`;
}

/*
 * Seats reach people without an invitation, and go back (issue 32, decision 0074): anyone with a
 * proven address at the group's email domain takes a seat from the group's join page; a manager
 * gives an unstarted seat to someone else.
 */
export const SEAT_STARTED = 'This learner has started the course, so the seat stays theirs and cannot be reassigned';
export const SEAT_NOT_FOUND = 'Seat not found';
export const VERIFY_TO_JOIN = 'Please confirm your email address first: open the link we mailed you, then take your seat.';

/** What the join page shows to a signed-in, proven address at the group's domain. */
export interface JoinView {
  groupId: string;
  groupName: string;
  emailDomain: string;
  /** Courses with a seat free now, and those the caller already holds a seat of; each title in the language asked for where it has a version. */
  courses: { courseId: string; courseTitle: string; courseLanguage: Locale; free: number; joined: boolean }[];
}

export const JoinInputSchema = z.strictObject({ courseId: documentId('Course') });
export type JoinInput = z.infer<typeof JoinInputSchema>;

export const SeatParamsSchema = z.object({ groupId: documentId('Group'), assignmentId: documentId('Seat') });
export const ReassignInputSchema = z.strictObject({ email: EmailSchema });
export type ReassignInput = z.infer<typeof ReassignInputSchema>;

export interface ReassignResult {
  /** The seat taken back: whose it was. */
  released: { assignmentId: string; email: string; courseId: string };
  /** The invitation sent to the new address for the same course. */
  invitation: InvitationView;
}
