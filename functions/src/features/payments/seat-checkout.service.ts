import { MIN_CHECKOUT_SECONDS, type Buyer, type RazorpayCheckout, type User } from '../../contract';
import { AppError } from '../../lib/app-error';

import { GATEWAY_DOWN, checkoutOf } from './checkout.service';
import { attachGatewayOrder, createSeatPaymentOrder, findOrder, type StoredOrder } from './orders.repository';
import { releaseUnpaidOrder } from './orders.service';
import { holdLengths, razorpaySettings } from './payments-config';
import { GatewayError, createGatewayOrder } from './razorpay-gateway';

export interface SeatCheckoutInput {
  seatOrderId: string;
  groupId: string;
  courseId: string;
  /** What the checkout and the admin's order list call it ("10 × Video Analyst"). */
  courseTitle: string;
  price: { listPricePaise: number; discountPaise: number; amountPaise: number };
  /** The manager paying, prefilled in Checkout and told of a payment sent back. */
  payer: Pick<User, 'uid' | 'name' | 'email'>;
  group: { legalName: string; billingEmail: string; stateCode: Buyer['stateCode']; gstin: string | null };
}

/**
 * A group's seat order paid through Razorpay, the way a learner's order is: our order first (it
 * waits for the webhook until the usual hold runs out, then reconciliation asks Razorpay), then the
 * Razorpay order for the amount worked out on the server, its receipt our order id. The group's
 * tax invoice is groups' (issued on settlement), so this order carries no invoice of its own.
 */
export async function startSeatCheckout(input: SeatCheckoutInput): Promise<{ paymentOrderId: string; checkout: RazorpayCheckout }> {
  razorpaySettings();
  const expiresAt = new Date(Date.now() + holdLengths().normalMs);
  const paymentOrderId = await createSeatPaymentOrder(
    {
      userId: input.payer.uid,
      courseId: input.courseId,
      courseTitle: input.courseTitle,
      amount: input.price.amountPaise / 100,
      currency: 'INR',
      method: 'checkout',
      provider: 'razorpay',
      listPricePaise: input.price.listPricePaise,
      discountPaise: input.price.discountPaise,
      amountPaise: input.price.amountPaise,
      couponId: null,
      couponCode: null,
      buyer: {
        name: input.payer.name,
        email: input.payer.email,
        stateCode: input.group.stateCode,
        gstin: input.group.gstin,
        businessName: input.group.legalName,
        address: null,
        declaration: null,
      },
      seatOrderId: input.seatOrderId,
      groupId: input.groupId,
    },
    expiresAt,
  );
  try {
    const gatewayOrder = await createGatewayOrder({
      amountPaise: input.price.amountPaise,
      receipt: paymentOrderId,
      notes: { uid: input.payer.uid, groupId: input.groupId, seatOrderId: input.seatOrderId, orderId: paymentOrderId },
    });
    await attachGatewayOrder(paymentOrderId, gatewayOrder.id);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    console.error(`Razorpay order for seat order ${input.seatOrderId} failed: ${error.message}`);
    await releaseUnpaidOrder({ uid: paymentOrderId, couponId: null }, `Razorpay order not created: ${error.message}`);
    throw new AppError(503, GATEWAY_DOWN);
  }
  const order = (await findOrder(paymentOrderId)) as StoredOrder;
  return { paymentOrderId, checkout: checkoutOf(order, input.payer) };
}

/** Why an existing seat order's Checkout is not opened again. */
export type SeatCheckoutRefusal = 'paid' | 'lapsed';

/** When a pending seat payment's hold ends, or null when it cannot be paid (any more). */
function payableUntil(order: StoredOrder | null, now: number): string | null {
  if (!order?.seatOrderId || order.status !== 'pending' || !order.razorpayOrderId || !order.expiresAt) return null;
  return Date.parse(order.expiresAt) > now ? order.expiresAt : null;
}

/**
 * Checkout again for a seat order's unpaid Razorpay order (a window closed, a card declined, the
 * page left): the same Razorpay order at the amount stored with it, while its hold leaves Checkout
 * at least `MIN_CHECKOUT_SECONDS`. After that reconciliation asks Razorpay, and the group orders anew.
 */
export async function resumeSeatCheckout(
  paymentOrderId: string,
  payer: Pick<User, 'name' | 'email'>,
  now = Date.now(),
): Promise<RazorpayCheckout | SeatCheckoutRefusal> {
  const order = await findOrder(paymentOrderId);
  if (order?.status === 'succeeded') return 'paid';
  const until = payableUntil(order, now);
  if (!order || !until || Date.parse(until) - now < MIN_CHECKOUT_SECONDS * 1000) return 'lapsed';
  return checkoutOf(order, payer, now);
}

/** Until when each of these seat payments can still be paid through Checkout (absent: it cannot). */
export async function seatCheckoutDeadlines(paymentOrderIds: string[], now = Date.now()): Promise<Map<string, string>> {
  const found = await Promise.all(paymentOrderIds.map((id) => findOrder(id)));
  const deadlines = new Map<string, string>();
  found.forEach((order, i) => {
    const until = payableUntil(order, now);
    if (until) deadlines.set(paymentOrderIds[i], until);
  });
  return deadlines;
}
