import { Router } from 'express';

import { CheckoutResponseSchema, EnrollmentRequestSchema, RefundRequestSchema, type PaymentConfig } from '../../contract';
import { authOf, requireAuth } from '../../http/authenticate';
import { parse } from '../../http/validate';
import { clientOf } from '../rate-limit/rate-limit.service';

import { enroll, verifyCheckout } from './checkout.service';
import { myOrder, myOrders } from './my-orders.service';
import { GST_RATE_PERCENT, paymentProvider, REFUND_WINDOW_DAYS } from './payments-config';
import { requestRefund } from './refunds.service';
import { handleWebhook } from './webhook.service';

/** Paying for courses: enrolling (SPEC section 7), the checkout's helpers, Razorpay's webhook, and the buyer's orders. */
export const paymentsRouter = Router();

paymentsRouter.post('/enrollments', requireAuth, async (req, res) => {
  const body = parse(EnrollmentRequestSchema, req.body);
  const result = await enroll(authOf(res).user, body, clientOf(req));
  res.setHeader('Cache-Control', 'private, no-store');
  if (typeof result === 'string') {
    res
      .status(201)
      .json({ success: true, message: 'Enrollment Successful!', data: { enrollmentId: result, courseId: body.courseId } });
    return;
  }
  const message = result.status === 'active' ? 'Enrollment Successful!' : 'Order created: complete the payment to enroll';
  res.status(201).json({ success: true, message, data: result });
});

paymentsRouter.get('/payments/config', (_req, res) => {
  const data: PaymentConfig = { provider: paymentProvider(), gstPercent: GST_RATE_PERCENT, refundWindowDays: REFUND_WINDOW_DAYS };
  res.setHeader('Cache-Control', 'no-store');
  res.json({ success: true, data });
});

paymentsRouter.post('/payments/razorpay/webhook', async (req, res) => {
  const outcome = await handleWebhook(
    (req as { rawBody?: Buffer }).rawBody,
    req.get('x-razorpay-signature'),
    req.get('x-razorpay-event-id'),
  );
  res.json({ success: true, data: { outcome } });
});

paymentsRouter.post('/payments/razorpay/verify', requireAuth, async (req, res) => {
  const body = parse(CheckoutResponseSchema, req.body);
  res.setHeader('Cache-Control', 'private, no-store');
  res.json({ success: true, data: await verifyCheckout(authOf(res).user, body) });
});

paymentsRouter.get('/payments/orders', requireAuth, async (_req, res) => {
  res.setHeader('Cache-Control', 'private, no-store');
  res.json({ success: true, data: { orders: await myOrders(authOf(res).uid) } });
});

paymentsRouter.get('/payments/orders/:orderId', requireAuth, async (req, res) => {
  res.setHeader('Cache-Control', 'private, no-store');
  res.json({ success: true, data: await myOrder(authOf(res).uid, req.params.orderId as string) });
});

paymentsRouter.post('/payments/orders/:orderId/refund', requireAuth, async (req, res) => {
  const { reason } = parse(RefundRequestSchema, req.body ?? {});
  const data = await requestRefund(authOf(res).user, req.params.orderId as string, reason);
  res.setHeader('Cache-Control', 'private, no-store');
  res.status(202).json({ success: true, message: 'Refund requested', data });
});
