import { z } from 'zod';

import { AppError } from '../../lib/app-error';

import {
  applyOnce,
  findOrderByPaymentId,
  findOrderByRazorpayOrderId,
  notePaymentFailed,
  type StoredOrder,
} from './orders.repository';
import { razorpaySettings } from './payments-config';
import { failRefund, settlePayment, settleRefund } from './settlement.service';
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
});
const EventSchema = z.object({
  event: z.string(),
  created_at: z.number().optional(),
  payload: z.object({
    payment: z.object({ entity: PaymentEntity }).optional(),
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

async function orderOfRefund(refund: z.infer<typeof RefundEntity>): Promise<StoredOrder> {
  const order = await findOrderByPaymentId(refund.payment_id);
  if (!order) throw refused('Unknown payment');
  if (refund.amount > order.amountPaise) throw refused('The refund is larger than the payment');
  return order;
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
    case 'payment.captured': {
      if (!payment) throw refused('The event carries no payment');
      const order = await orderOfPayment(payment.entity);
      const paidAt = new Date((payment.entity.created_at ?? parsed.created_at ?? Date.now() / 1000) * 1000);
      await settlePayment(order, { id: payment.entity.id, paidAt }, key, eventId);
      return 'applied';
    }
    case 'payment.failed': {
      if (!payment) throw refused('The event carries no payment');
      const order = await orderOfPayment(payment.entity);
      const detail = payment.entity.error_description ?? 'Payment failed';
      await applyOnce(key, async (tx) => ({ result: await notePaymentFailed(tx, order.uid, eventId, detail), record: true }));
      return 'applied';
    }
    case 'refund.processed': {
      if (!refund) throw refused('The event carries no refund');
      const order = await orderOfRefund(refund.entity);
      if (order.gatewayPaymentId !== refund.entity.payment_id) return 'ignored';
      const processedAt = new Date((refund.entity.created_at ?? parsed.created_at ?? Date.now() / 1000) * 1000);
      await settleRefund(order, { id: refund.entity.id, amountPaise: refund.entity.amount, processedAt }, key, eventId);
      return 'applied';
    }
    case 'refund.failed': {
      if (!refund) throw refused('The event carries no refund');
      const order = await orderOfRefund(refund.entity);
      if (order.gatewayPaymentId !== refund.entity.payment_id) return 'ignored';
      await failRefund(order, refund.entity.id, 'Razorpay could not process the refund', key, eventId);
      return 'applied';
    }
    default:
      return 'ignored';
  }
}
