import { z } from 'zod';

/*
 * Payments (issue 23). Endpoints:
 *   GET  /api/payments/config                 PaymentConfig (anyone)
 *   POST /api/enrollments                     EnrollmentRequest -> 201 EnrollmentStarted (razorpay) or the spec's answer (demo)
 *   POST /api/payments/razorpay/verify        CheckoutResponse -> { verified, order: OrderView } (the buyer)
 *   POST /api/payments/razorpay/webhook       Razorpay's signed events (raw body, X-Razorpay-Signature)
 *   GET  /api/payments/orders                 OrderList (the signed-in buyer's orders)
 *   GET  /api/payments/orders/:orderId        OrderView (its buyer)
 *   POST /api/payments/orders/:orderId/refund RefundRequest -> OrderView (its buyer, within the window)
 *   GET  /api/admin/orders                    AdminOrderQuery -> AdminOrderList (admin)
 *   GET  /api/admin/orders/revenue            RevenueSummary (admin)
 *   GET  /api/admin/orders/seats              SeatHoldList: seats held by unpaid orders, per course (admin)
 *   GET  /api/admin/orders/:orderId           AdminOrderView (admin)
 *   POST /api/admin/orders/:orderId/refund    AdminRefund -> AdminOrderView (admin)
 *   POST /api/admin/orders/:orderId/payments/:paymentId/refund -> AdminOrderView (admin: ask again for
 *        the refund of a payment the order could not take, after Razorpay failed it)
 * Orders are stored as `payments/{orderId}`.
 */

import { LanguageSchema } from './auth';
import { documentId, requiredText, trimmed } from './common';
import { GST_STATE_CODES, gstinProblem, type GstStateCode } from './gst';
import type { GstinDeclaration, PostalAddress } from './invoices';

/** Full refund within this many days of payment, unless a certificate has been issued. */
export const REFUND_WINDOW_DAYS = 30;

/** Which way course payments are taken: Razorpay's Standard Checkout, or the spec's demo card. */
export const PAYMENT_PROVIDERS = ['razorpay', 'demo'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const GstStateCodeSchema = z.enum(GST_STATE_CODES, { error: 'Please choose a state' });

/** A form's empty field means "not given". */
const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

/** What a buyer with a GSTIN declares, stored with the time they declared it (decision 0071). */
export const GSTIN_DECLARATION =
  'I am authorised to claim input tax credit for this business, and the GSTIN, legal name and address above are its own.';

/** The registered recipient's address, printed under 'Billed to' (Rule 46); its state is `stateCode`. */
export const BillingAddressSchema = z.object({
  line1: requiredText('Address', 120),
  line2: optionalText(trimmed(120)),
  city: requiredText('City', 60),
  pinCode: z
    .string({ error: 'PIN code is required' })
    .trim()
    .regex(/^[1-9][0-9]{5}$/, 'A PIN code has 6 digits'),
});
export type BillingAddress = z.infer<typeof BillingAddressSchema>;

/**
 * Who the tax invoice is made out to, beside the signed-in learner's name and email. Without a
 * state the place of supply is the supplier's state (section 12 of the IGST Act: an unregistered
 * buyer with no address on record). With a GSTIN the invoice is a B2B one only with the business's
 * legal name, its billing address (whose state is `stateCode`) and the buyer's declaration; without
 * a GSTIN the name, address and declaration are not used.
 */
export const BillingDetailsSchema = z.object({
  stateCode: optionalText(GstStateCodeSchema),
  gstin: optionalText(z.string().trim().toUpperCase().max(15, 'A GSTIN has 15 characters')),
  businessName: optionalText(requiredText('Legal name', 120)),
  billingAddress: BillingAddressSchema.optional(),
  /** The buyer ticked GSTIN_DECLARATION. */
  gstinDeclared: z.boolean({ error: 'The declaration is a yes or no' }).optional(),
  couponCode: optionalText(
    trimmed(40)
      .toUpperCase()
      .regex(/^[A-Z0-9_-]+$/, 'Please enter a valid coupon code'),
  ),
});
export type BillingDetails = z.infer<typeof BillingDetailsSchema>;

type B2bFields = Pick<BillingDetails, 'gstin' | 'stateCode' | 'businessName' | 'billingAddress' | 'gstinDeclared'>;

/**
 * What a GSTIN still needs before the invoice can carry it, each with the field it concerns: the
 * GSTIN's format, check character and state (the address's), the legal name, the address and the
 * declaration. Empty without a GSTIN. The form shows the same list the server refuses with.
 */
export function gstinBillingProblems(billing: B2bFields): { path: string; message: string }[] {
  if (!billing.gstin) return [];
  const problems: { path: string; message: string }[] = [];
  // The GSTIN on its own first (its own state code always matches itself), then against the address's state.
  const own = gstinProblem(billing.gstin, billing.gstin.slice(0, 2));
  const state = own ? null : gstinProblem(billing.gstin, billing.stateCode ?? null);
  if (own) problems.push({ path: 'gstin', message: own });
  if (state) problems.push({ path: 'stateCode', message: state });
  if (!billing.businessName?.trim())
    problems.push({ path: 'businessName', message: 'With a GSTIN, please enter the business’s legal name as registered' });
  if (!billing.billingAddress)
    problems.push({ path: 'billingAddress', message: 'With a GSTIN, please enter the business’s billing address' });
  if (billing.gstinDeclared !== true)
    problems.push({
      path: 'gstinDeclared',
      message: 'With a GSTIN, please confirm that you are authorised to claim input tax credit for this business',
    });
  return problems;
}

/** The GSTIN and everything a B2B invoice needs with it (see gstinBillingProblems). */
export function checkGstin(billing: B2bFields, ctx: z.RefinementCtx): void {
  for (const problem of gstinBillingProblems(billing))
    ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
}

/**
 * POST /api/enrollments: the spec's fields (courseId, paymentMethod, amount: the course's price in
 * rupees as shown), with the billing details optional. The amount charged is always worked out on
 * the server from the course's price and the coupon; a different `amount` is refused.
 */
export const EnrollmentRequestSchema = z
  .object({
    courseId: documentId('Course'),
    paymentMethod: z.enum(['card', 'razorpay'], { error: 'Only card payments are accepted' }),
    amount: z.coerce.number({ error: 'Amount is required' }).min(0).max(10_000_000),
    /** The page's language: Checkout's description and the invoice's second description line follow it. */
    language: LanguageSchema.optional(),
  })
  .extend(BillingDetailsSchema.shape)
  .strict()
  .superRefine(checkGstin);
export type EnrollmentRequest = z.infer<typeof EnrollmentRequestSchema>;

/** What the browser hands to Razorpay's Standard Checkout (`new Razorpay(options)`). */
export interface RazorpayCheckout {
  keyId: string;
  /** Razorpay's order id (`order_…`). */
  orderId: string;
  /** In paise. */
  amount: number;
  currency: 'INR';
  name: string;
  description: string;
  prefill: { name: string; email: string };
  /** Checkout.js: loaded by the page only when the learner starts paying. */
  scriptUrl: string;
  /** Seconds left on the held seat; the checkout closes itself then. */
  timeoutSeconds: number;
}

/** POST /api/enrollments with Razorpay: 201, the seat held and the order to pay (or, at ₹0, enrolled). */
export interface EnrollmentStarted {
  enrollmentId: string;
  courseId: string;
  status: 'pending_payment' | 'active';
  /** Our order id (the Razorpay order's receipt). */
  orderId: string;
  /** Its number for people, CV-2026-000123 (null on an unpaid order resumed from before numbering). */
  orderNumber: string | null;
  /** Null when nothing is left to pay (a 100 % coupon). */
  checkout: RazorpayCheckout | null;
}

/** GET /api/payments/config: which way the enrolment form pays. */
export interface PaymentConfig {
  provider: PaymentProviderName;
  /** The GST rate prices include, in percent. */
  gstPercent: number;
  refundWindowDays: number;
}

/** POST /api/payments/razorpay/verify: the checkout handler's response, to show success early. */
export const CheckoutResponseSchema = z
  .object({
    razorpay_order_id: requiredText('Order id', 64),
    razorpay_payment_id: requiredText('Payment id', 64),
    razorpay_signature: requiredText('Signature', 128).regex(/^[0-9a-f]{64}$/, 'Not a valid signature'),
  })
  .strict();
export type CheckoutResponse = z.infer<typeof CheckoutResponseSchema>;

/**
 * An order's state, stored on `payments/{orderId}`: `pending` while its seat is held and unpaid,
 * `succeeded` once paid (the webhook, or reconciliation, says so), `failed` when it expired or its
 * seat was released unpaid, `refunded` once a refund was processed.
 */
export const ORDER_STATUSES = ['pending', 'succeeded', 'failed', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export interface RefundView {
  status: RefundStatus;
  amountPaise: number;
  reason: string;
  requestedBy: 'learner' | 'admin';
  requestedAt: string | null;
  processedAt: string | null;
  failureReason: string | null;
  /** Razorpay's refund id, once it has the request: what its support and the buyer's bank quote. */
  refundId: string | null;
}

export interface DocumentLink {
  id: string;
  number: string;
  /** A signed link that returns the PDF itself. */
  pdfUrl: string;
}

/** One order as its buyer sees it ('Orders and invoices'). */
export interface OrderView {
  uid: string;
  /** The order's number for people (CV-2026-000123); null on orders placed before numbering (use `uid`). */
  number: string | null;
  courseId: string;
  courseTitle: string;
  status: OrderStatus;
  provider: 'razorpay' | 'demo' | 'free';
  currency: 'INR';
  listPricePaise: number;
  discountPaise: number;
  amountPaise: number;
  couponCode: string | null;
  createdAt: string | null;
  paidAt: string | null;
  expiresAt: string | null;
  /** Razorpay's payment id once paid. */
  paymentId: string | null;
  invoice: DocumentLink | null;
  creditNote: DocumentLink | null;
  refund: RefundView | null;
  /** Payments the order could not take (late, a second one, no seat left), each refunded in full. */
  unwantedPayments: UnwantedPaymentView[];
  /** Whether the buyer may ask for a refund now, and else why not (the rule, in words). */
  refundable: { allowed: boolean; until: string | null; reason: string | null };
}

/**
 * Why a payment that reached an order was not taken and goes back: it came after the order was
 * released (`late`), the order was already paid (`second`), or, when it came, the course had no seat
 * left (`course_full`) or the coupon no use left (`coupon_used_up`) for an order whose hold had run out.
 */
export const UNWANTED_PAYMENT_REASONS = ['late', 'second', 'course_full', 'coupon_used_up'] as const;
export type UnwantedPaymentReason = (typeof UNWANTED_PAYMENT_REASONS)[number];

/**
 * The refund of such a payment: `due` until Razorpay has accepted the request (retried until it
 * does), `pending` until Razorpay processes it, then `processed` or `failed`.
 */
export const UNWANTED_REFUND_STATUSES = ['due', 'pending', 'processed', 'failed'] as const;
export type UnwantedRefundStatus = (typeof UNWANTED_REFUND_STATUSES)[number];

/** A payment the order could not take, recorded on it with its refund. */
export interface UnwantedPaymentView {
  paymentId: string;
  amountPaise: number;
  reason: UnwantedPaymentReason;
  receivedAt: string | null;
  refund: {
    status: UnwantedRefundStatus;
    /** Razorpay's refund id once it has the request. */
    refundId: string | null;
    /** Calls made to Razorpay's Refunds API for it, and what the last failed one answered. */
    attempts: number;
    lastError: string | null;
    processedAt: string | null;
    failureReason: string | null;
  };
}

export interface OrderEvent {
  type:
    | 'created'
    | 'payment_failed'
    | 'paid'
    | 'expired'
    | 'refund_requested'
    | 'refund_processed'
    | 'refund_failed'
    | 'late_payment_refunded'
    | 'unwanted_payment'
    | 'unwanted_refund_requested'
    | 'unwanted_refund_processed'
    | 'unwanted_refund_failed';
  at: string;
  /** Razorpay's event id (`x-razorpay-event-id`), or `reconciliation`, or who acted. */
  source: string;
  detail: string | null;
}

/** An order in the back-office: its buyer, billing and story. */
export interface AdminOrderView extends OrderView {
  user: { uid: string; name: string; email: string };
  billing: {
    stateCode: GstStateCode | null;
    gstin: string | null;
    businessName: string | null;
    address: PostalAddress | null;
    /** When the buyer declared GSTIN_DECLARATION for this GSTIN, and the text they declared. */
    declaration: GstinDeclaration | null;
  };
  razorpayOrderId: string | null;
  /** `actor`: who made the event, in words ("Ananya Iyer (buyer)", "Razorpay webhook"). */
  events: Array<OrderEvent & { actor: string }>;
  /** What needs an admin's eye: a refund Razorpay keeps refusing to take, or failed; else null. */
  attention: string | null;
}

/** GET /api/payments/orders (the learner's own) */
export interface OrderList {
  orders: OrderView[];
}

export const RefundRequestSchema = z.strictObject({
  reason: optionalText(trimmed(500)),
});
export type RefundRequest = z.infer<typeof RefundRequestSchema>;

export const AdminRefundSchema = z.strictObject({
  reason: requiredText('Reason', 500).pipe(z.string().min(3, 'Please give a reason')),
});
export type AdminRefund = z.infer<typeof AdminRefundSchema>;

const isoDate = z.iso.date('Use a date like 2026-04-01');

/** GET /api/admin/orders: search (order number or id, payment id, buyer email or name, course), status, dates. */
export const AdminOrderQuerySchema = z.strictObject({
  q: optionalText(trimmed(120)),
  status: optionalText(z.enum(ORDER_STATUSES)),
  from: optionalText(isoDate),
  to: optionalText(isoDate),
  page: z.coerce.number().int().min(1).max(100).optional(),
});
export type AdminOrderQuery = z.infer<typeof AdminOrderQuerySchema>;

export interface AdminOrderList {
  orders: AdminOrderView[];
  total: number;
  page: number;
}

/** GET /api/admin/orders/revenue: this calendar month (India time), in paise. */
export interface RevenueSummary {
  month: string;
  grossPaise: number;
  refundsPaise: number;
  netPaise: number;
  paidOrders: number;
  refundedOrders: number;
}

/** GET /api/admin/orders/seats: courses with seats held by unpaid orders now (paid seats are the course's `currentStudents`). */
export interface SeatHoldList {
  courses: { courseId: string; held: number; holds: { orderId: string; expiresAt: string }[] }[];
}

/** The course id a caller names is validated like any other id. */
export const OrderIdParamSchema = documentId('Order');

/** The order and the payment on it an admin names (POST /api/admin/orders/:orderId/payments/:paymentId/refund). */
export const OrderPaymentParamsSchema = z.object({ orderId: documentId('Order'), paymentId: documentId('Payment') });
