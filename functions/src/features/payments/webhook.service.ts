import { z } from 'zod';

import { AppError } from '../../lib/app-error';

import {
  applyOnce,
  findOrderByPaymentId,
  findOrderByRazorpayOrderId,
  findOrderByRefundId,
  findOrderByUnwantedPaymentId,
  notePaymentFailed,
  type StoredOrder,
} from './orders.repository';
import { razorpaySettings } from './payments-config';
import { failRefund, settlePayment, settleRefund, settleSeatRefund, settleUnwantedRefund } from './settlement.service';
import { isWebhookSigned } from './signatures';

const PaymentEntity = z.object({
  id: z.string().min(1).max(64),
  order_id: z.string().min(1).max(64).nullable(),
  amount: z.number().int().min(0),
  currency: z.string(),
  status: z.string(),
  created_at: z.number().optional(),
  error_description: z.string().nullish(),
});
const RefundEntity = z.object({
  id: z.string().min(1).max(64),
  payment_id: z.string().min(1).max(64),
  amount: z.number().int().min(0),
  created_at: z.number().optional(),
  notes: z.unknown().optional(),
});
/** A seat refund's own id, in the notes of the refund it asked Razorpay for. */
const SeatRefundNotes = z.object({ seatRefundId: z.string().min(1).max(128) });
/** A refund event's payment, as far as matching needs it (the order it paid). */
const RefundedPayment = z.object({ id: z.string().min(1).max(64), order_id: z.string().min(1).max(64).nullish() });
const EventSchema = z.object({
  event: z.string(),
  created_at: z.number().optional(),
  payload: z.object({
    payment: z.object({ entity: z.unknown() }).optional(),
    refund: z.object({ entity: RefundEntity }).optional(),
  }),
});

const refused = (message: string) => AppError.badRequest(message);

async function orderOfPayment(payment: z.infer<typeof PaymentEntity>): Promise<StoredOrder> {
  const order = payment.order_id ? await findOrderByRazorpayOrderId(payment.order_id) : null;
  if (!order) throw refused('Unknown order');
  if (payment.amount !== order.amountPaise || payment.currency !== 'INR') throw refused('The amount does not match the order');
  return order;
}

/**
 * The order a refund belongs to: by the refund's id (ours, or an unwanted payment's), by the order
 * its payment paid (the event carries the payment), or by the payment itself. Null for a refund of
 * a payment this site never took (Razorpay's auto-refund of one never captured, say).
 */
async function orderOfRefund(refund: z.infer<typeof RefundEntity>, payment: unknown): Promise<StoredOrder | null> {
  const paid = RefundedPayment.safeParse(payment);
  const razorpayOrderId = paid.success && paid.data.id === refund.payment_id ? paid.data.order_id : null;
  return (
    (await findOrderByRefundId(refund.id)) ??
    (razorpayOrderId ? await findOrderByRazorpayOrderId(razorpayOrderId) : null) ??
    (await findOrderByPaymentId(refund.payment_id)) ??
    (await findOrderByUnwantedPaymentId(refund.payment_id))
  );
}

/**
 * A refund event of an order: its own refund (the buyer's or an admin's), or the refund of a
 * payment it could not take. Every refund this site asked for is answered 2xx.
 */
async function applyRefundEvent(
  outcome: 'processed' | 'failed',
  refund: z.infer<typeof RefundEntity>,
  payment: unknown,
  at: Date,
  eventId: string,
): Promise<'applied' | 'ignored'> {
  const order = await orderOfRefund(refund, payment);
  if (!order) return 'ignored';
  const key = `razorpay:${eventId}`;
  const failure = 'Razorpay could not process the refund';
  if (order.seatOrderId && order.gatewayPaymentId === refund.payment_id) {
    if (refund.amount > order.amountPaise) throw refused('The refund is larger than the payment');
    const notes = SeatRefundNotes.safeParse(refund.notes);
    const seatRefundId = notes.success ? notes.data.seatRefundId : null;
    await settleSeatRefund(order, { id: refund.id, seatRefundId, outcome, at }, key, eventId);
    return 'applied';
  }
  if (order.gatewayPaymentId === refund.payment_id) {
    if (refund.amount > order.amountPaise) throw refused('The refund is larger than the payment');
    if (outcome === 'processed')
      await settleRefund(order, { id: refund.id, amountPaise: refund.amount, processedAt: at }, key, eventId);
    else await failRefund(order, refund.id, failure, key, eventId);
    return 'applied';
  }
  if (!order.unwantedPayments.some((unwanted) => unwanted.paymentId === refund.payment_id)) return 'ignored';
  await settleUnwantedRefund(
    order,
    refund.payment_id,
    { id: refund.id, outcome, at, reason: outcome === 'failed' ? failure : null },
    key,
    eventId,
  );
  return 'applied';
}

/**
 * POST /api/payments/razorpay/webhook. The signature over the raw body proves Razorpay sent it;
 * the event id makes a replay change nothing. A payment of a stored order, for its amount, is
 * enough to enrol; there is no call back to Razorpay here, so the answer comes well within its 5 s.
 */
export async function handleWebhook(rawBody: Buffer | undefined, signature: string | undefined, eventId: string | undefined) {
  const { webhookSecret } = razorpaySettings();
  if (!rawBody?.length || !signature || !isWebhookSigned(rawBody, signature, webhookSecret)) throw refused('Invalid signature');
  if (!eventId || eventId.length > 128 || eventId.includes('/')) throw refused('Missing event id');
  let parsed: z.infer<typeof EventSchema>;
  try {
    parsed = EventSchema.parse(JSON.parse(rawBody.toString('utf8')));
  } catch {
    throw refused('Not a Razorpay event');
  }
  const { payment, refund } = parsed.payload;
  const key = `razorpay:${eventId}`;
  switch (parsed.event) {
    case 'order.paid':
    case 'payment.captured':
    case 'payment.failed': {
      const entity = PaymentEntity.safeParse(payment?.entity);
      if (!entity.success) throw refused('The event carries no payment');
      const order = await orderOfPayment(entity.data);
      if (parsed.event === 'payment.failed') {
        const detail = entity.data.error_description ?? 'Payment failed';
        await applyOnce(key, async (tx) => ({ result: await notePaymentFailed(tx, order.uid, eventId, detail), record: true }));
        return 'applied';
      }
      const paidAt = new Date((entity.data.created_at ?? parsed.created_at ?? Date.now() / 1000) * 1000);
      await settlePayment(order, { id: entity.data.id, paidAt }, key, eventId);
      return 'applied';
    }
    case 'refund.processed':
    case 'refund.failed': {
      if (!refund) throw refused('The event carries no refund');
      const at = new Date((refund.entity.created_at ?? parsed.created_at ?? Date.now() / 1000) * 1000);
      const outcome = parsed.event === 'refund.processed' ? 'processed' : 'failed';
      return applyRefundEvent(outcome, refund.entity, payment?.entity, at, eventId);
    }
    default:
      return 'ignored';
  }
}
