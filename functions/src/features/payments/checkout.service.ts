import {
  GSTIN_DECLARATION,
  type BillingDetails,
  type Buyer,
  type CheckoutResponse,
  type Course,
  type EnrollmentRequest,
  type EnrollmentStarted,
  type OrderView,
  type RazorpayCheckout,
  type User,
} from '../../contract';
import type { Locale } from '../../contract/locales';
import { AppError } from '../../lib/app-error';
import { quoteCoupon, reserveCouponUse, type CouponQuote } from '../coupons/coupons.service';
import { COURSE_NOT_FOUND, findCourse } from '../courses/catalog.service';
import { findEnrollment } from '../enrollments/enrollments.service';

import { enrollWithDemoCard, settleWithoutGateway } from './demo-card.service';
import { COURSE_FULL, holdOrder } from './holds.service';
import { GatewayError, createGatewayOrder } from './razorpay-gateway';
import {
  attachGatewayOrder,
  findOrder,
  findOrderByRazorpayOrderId,
  OrderInProgressError,
  type HoldExtension,
  type NewOrder,
  type StoredOrder,
} from './orders.repository';
import { ORDER_NOT_FOUND, orderView, releaseUnpaidOrder } from './orders.service';
import { paymentProvider, razorpaySettings } from './payments-config';
import { settleExpiredOrder } from './reconciliation.service';
import { isCheckoutSigned } from './signatures';

const COMPANY = 'CricVision Academy';
export const GATEWAY_DOWN = 'Payments are not available right now. Please try again in a few minutes.';
/** A second tab waits this long for the first tab's order to reach Razorpay before giving up. */
const IN_FLIGHT_WAIT_MS = 4_000;

const UNVERIFIED_FOR_GSTIN =
  'Please verify your email address before buying with a GSTIN (the link is in the mail we sent when you joined, or resend it from your profile). Or leave the GSTIN empty for an invoice in your own name.';

const toPaise = (rupees: number) => Math.round(rupees * 100);

interface Priced {
  listPricePaise: number;
  discountPaise: number;
  amountPaise: number;
  coupon: CouponQuote | null;
}

async function priceOf(course: Course, couponCode: string | undefined): Promise<Priced> {
  const listPricePaise = toPaise(course.price);
  if (!couponCode) return { listPricePaise, discountPaise: 0, amountPaise: listPricePaise, coupon: null };
  const coupon = await quoteCoupon(couponCode, { uid: course.uid, price: course.price });
  return { listPricePaise: coupon.listPricePaise, discountPaise: coupon.discountPaise, amountPaise: coupon.amountPaise, coupon };
}

/** What Checkout says is being bought, in the buyer's language (Razorpay: it must start with a letter or digit). */
const CHECKOUT_DESCRIPTION: Record<Locale, (courseTitle: string) => string> = {
  en: (courseTitle) => courseTitle,
  hi: (courseTitle) => `${courseTitle} — कोर्स में दाख़िला`,
};

export function checkoutOf(order: StoredOrder, user: Pick<User, 'name' | 'email'>, now = Date.now()): RazorpayCheckout {
  const settings = razorpaySettings();
  const left = order.expiresAt ? Math.floor((new Date(order.expiresAt).getTime() - now) / 1000) : 0;
  return {
    keyId: settings.keyId,
    orderId: order.razorpayOrderId as string,
    amount: order.amountPaise,
    currency: 'INR',
    name: COMPANY,
    description: CHECKOUT_DESCRIPTION[order.language](order.courseTitle),
    prefill: { name: user.name, email: user.email },
    scriptUrl: settings.checkoutUrl,
    timeoutSeconds: Math.max(60, left),
  };
}

const started = (order: StoredOrder, user: User): EnrollmentStarted => ({
  enrollmentId: order.enrollmentId,
  courseId: order.courseId,
  status: order.status === 'succeeded' ? 'active' : 'pending_payment',
  orderId: order.uid,
  orderNumber: order.number,
  checkout: order.status === 'pending' && order.razorpayOrderId ? checkoutOf(order, user) : null,
});

/**
 * The learner already holds this course under an unpaid order (a second tab, a double click, a
 * retry after a failed payment, or a new price with another coupon): one hold per learner and
 * course. At the same price they get that same order again, so one seat is never paid twice; at
 * another price it makes way for the new order, once Razorpay says it was not paid. An order whose
 * hold ran out is settled first (paid: enrolled; else released).
 */
async function resumeOrder(orderId: string, user: User, priced: Priced): Promise<EnrollmentStarted | 'released'> {
  const deadline = Date.now() + IN_FLIGHT_WAIT_MS;
  for (;;) {
    const order = await findOrder(orderId);
    if (!order || order.status === 'failed') return 'released';
    if (order.status !== 'pending') return started(order, user);
    const expired = order.expiresAt !== null && new Date(order.expiresAt).getTime() <= Date.now();
    if (!expired && !order.razorpayOrderId) {
      if (Date.now() > deadline) throw AppError.conflict('Your order is still being prepared. Please try again in a moment.');
      await new Promise((resolve) => setTimeout(resolve, 250));
      continue;
    }
    if (!expired && order.amountPaise === priced.amountPaise) return started(order, user);
    const outcome = await settleExpiredOrder(
      order,
      expired ? undefined : 'Replaced by a new order at another price (a coupon added or removed)',
    );
    if (outcome === 'waiting')
      throw AppError.conflict('A payment for this course is being completed. Please wait a minute and try again.');
    const settled = await findOrder(orderId);
    if (settled?.status === 'succeeded') throw AppError.conflict('You are already enrolled in this course.');
    return 'released';
  }
}

/** The checks every enrolment starts with: the course, the price the learner saw, duplicates, paid seats. */
async function checkEnrollable(user: User, body: EnrollmentRequest): Promise<Course> {
  const course = await findCourse(body.courseId);
  if (!course || !course.isActive) throw AppError.notFound(COURSE_NOT_FOUND);
  if (body.amount !== course.price) throw AppError.badRequest('The amount does not match the course price.');
  const existing = await findEnrollment(user.uid, course.uid);
  if (existing?.status === 'active') throw AppError.conflict('You are already enrolled in this course.');
  if (!existing && course.currentStudents >= course.maxStudents) throw AppError.conflict(COURSE_FULL);
  return course;
}

/**
 * POST /api/enrollments from a client address (decision 0005). With Razorpay (the default) it holds
 * the seat and answers the order to pay in Standard Checkout; the webhook enrols. With
 * `PAYMENT_PROVIDER=demo` it is the spec's one call.
 */
export async function enroll(user: User, body: EnrollmentRequest, client: string): Promise<EnrollmentStarted | string> {
  const course = await checkEnrollable(user, body);
  if (paymentProvider() === 'demo') return enrollWithDemoCard(user, course, client);
  const { courseId: _courseId, paymentMethod: _method, amount: _amount, language = user.language, ...billing } = body;
  return startCheckout(user, course, billing, language, client);
}

/**
 * Who the invoice is made out to. A GSTIN comes with everything the schema required beside it, and
 * only from a verified address (the buyer is answerable for the declaration); without a GSTIN the
 * business name and address are not kept: the invoice is B2C in the learner's own name.
 */
function buyerOf(user: User, billing: BillingDetails): Buyer {
  const own = { name: user.name, email: user.email, stateCode: billing.stateCode ?? null };
  if (!billing.gstin || !billing.businessName || !billing.billingAddress || billing.gstinDeclared !== true)
    return { ...own, gstin: null, businessName: null, address: null, declaration: null };
  if (!user.isEmailVerified) throw AppError.forbidden(UNVERIFIED_FOR_GSTIN);
  const { line1, line2, city, pinCode } = billing.billingAddress;
  return {
    ...own,
    gstin: billing.gstin,
    businessName: billing.businessName,
    address: { line1, line2: line2 ?? null, city, pinCode },
    declaration: { text: GSTIN_DECLARATION, declaredAt: new Date().toISOString() },
  };
}

/**
 * With Razorpay: holds the seat with the order (and the coupon's use) in one transaction, then
 * creates the Razorpay order for the amount worked out here, its receipt our order id. Nothing is
 * enrolled until the payment's webhook (or reconciliation) says it was paid; a ₹0 order (a 100 %
 * coupon) enrols at once, without the gateway.
 */
async function startCheckout(
  user: User,
  course: Course,
  billing: BillingDetails,
  language: Locale,
  client: string,
): Promise<EnrollmentStarted> {
  const priced = await priceOf(course, billing.couponCode);
  const free = priced.amountPaise === 0;
  if (!free) razorpaySettings();

  const order: NewOrder = {
    userId: user.uid,
    courseId: course.uid,
    courseTitle: course.title,
    amount: priced.amountPaise / 100,
    currency: 'INR',
    method: 'checkout',
    provider: free ? 'free' : 'razorpay',
    listPricePaise: priced.listPricePaise,
    discountPaise: priced.discountPaise,
    amountPaise: priced.amountPaise,
    couponId: priced.coupon?.couponId ?? null,
    couponCode: priced.coupon?.code ?? null,
    buyer: buyerOf(user, billing),
    language,
  };
  const coupon = priced.coupon;
  const extend: HoldExtension | undefined = coupon
    ? (tx, orderId) => reserveCouponUse(tx, coupon.couponId, course.uid, orderId)
    : undefined;

  let held: { enrollmentId: string; orderId: string; orderNumber: string } | null = null;
  for (let attempt = 0; !held; attempt++) {
    try {
      held = await holdOrder(order, client, extend);
    } catch (error) {
      if (!(error instanceof OrderInProgressError)) throw error;
      const resumed = await resumeOrder(error.orderId, user, priced);
      if (resumed !== 'released') return resumed;
      if (attempt >= 1) throw AppError.conflict('This course is very busy right now. Please try again.');
    }
  }

  if (free) {
    await settleWithoutGateway(held.orderId, `free_${held.orderId}`, 'coupon');
    return {
      enrollmentId: held.enrollmentId,
      courseId: course.uid,
      status: 'active',
      orderId: held.orderId,
      orderNumber: held.orderNumber,
      checkout: null,
    };
  }

  try {
    const gatewayOrder = await createGatewayOrder({
      amountPaise: priced.amountPaise,
      receipt: held.orderId,
      notes: { uid: user.uid, courseId: course.uid, orderId: held.orderId },
    });
    await attachGatewayOrder(held.orderId, gatewayOrder.id);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    console.error(`Razorpay order for ${held.orderId} failed: ${error.message}`);
    await releaseUnpaidOrder(
      { uid: held.orderId, couponId: coupon?.couponId ?? null },
      `Razorpay order not created: ${error.message}`,
    );
    throw new AppError(503, GATEWAY_DOWN);
  }
  const created = await findOrder(held.orderId);
  return started(created as StoredOrder, user);
}

/**
 * The checkout handler's response, checked against the order we stored, only so the page can say
 * 'paid' at once. It changes nothing: the webhook (or reconciliation) is the record of payment.
 */
export async function verifyCheckout(user: User, response: CheckoutResponse): Promise<{ verified: boolean; order: OrderView }> {
  const order = await findOrderByRazorpayOrderId(response.razorpay_order_id);
  if (!order || order.userId !== user.uid) throw AppError.notFound(ORDER_NOT_FOUND);
  const verified = isCheckoutSigned(
    order.razorpayOrderId as string,
    response.razorpay_payment_id,
    response.razorpay_signature,
    razorpaySettings().keySecret,
  );
  if (!verified) throw AppError.badRequest('The payment could not be verified.');
  return { verified, order: orderView(order, false) };
}
