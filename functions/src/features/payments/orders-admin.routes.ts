import { Router } from 'express';

import { AdminOrderQuerySchema, AdminRefundSchema, OrderPaymentParamsSchema } from '../../contract';
import { auditActorOf } from '../../http/audit-actor';
import { requireRole } from '../../http/authenticate';
import { parse } from '../../http/validate';

import { seatHoldList } from './holds.service';
import { orderDetails, revenueThisMonth, searchOrders } from './orders-admin.service';
import { reconcilePayments } from './reconciliation.service';
import { adminRefund, adminRetryUnwantedRefund } from './refunds.service';

/** The back-office Orders area: search, details with the order's story, refunds, revenue. */
export const ordersAdminRouter = Router();

ordersAdminRouter.get('/admin/orders', requireRole('admin'), async (req, res) => {
  const query = parse(AdminOrderQuerySchema, req.query);
  res.setHeader('Cache-Control', 'no-store');
  res.json({ success: true, data: await searchOrders(query) });
});

ordersAdminRouter.get('/admin/orders/revenue', requireRole('admin'), async (_req, res) => {
  res.setHeader('Cache-Control', 'no-store');
  res.json({ success: true, data: await revenueThisMonth() });
});

/** Seats held by unpaid orders now, per course (decision 0065). */
ordersAdminRouter.get('/admin/orders/seats', requireRole('admin'), async (_req, res) => {
  res.setHeader('Cache-Control', 'no-store');
  res.json({ success: true, data: await seatHoldList() });
});

/** Runs the scheduled reconciliation now (it also runs every 10 minutes). */
ordersAdminRouter.post('/admin/orders/reconcile', requireRole('admin'), async (_req, res) => {
  res.json({ success: true, data: await reconcilePayments() });
});

ordersAdminRouter.get('/admin/orders/:orderId', requireRole('admin'), async (req, res) => {
  res.setHeader('Cache-Control', 'no-store');
  res.json({ success: true, data: await orderDetails(req.params.orderId as string) });
});

ordersAdminRouter.post('/admin/orders/:orderId/refund', requireRole('admin'), async (req, res) => {
  const { reason } = parse(AdminRefundSchema, req.body);
  const data = await adminRefund(auditActorOf(req, res), req.params.orderId as string, reason);
  res.status(202).json({ success: true, message: 'Refund requested', data });
});

ordersAdminRouter.post('/admin/orders/:orderId/payments/:paymentId/refund', requireRole('admin'), async (req, res) => {
  const { orderId, paymentId } = parse(OrderPaymentParamsSchema, req.params);
  const data = await adminRetryUnwantedRefund(auditActorOf(req, res), orderId, paymentId);
  res.status(202).json({ success: true, message: 'Refund requested', data });
});
