import { logger } from 'firebase-functions/logger';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { StoredOrder } from './orders.repository';
import { settleExpiredOrder } from './reconciliation.service';

const { fetchOrderPayments, settlePayment, releaseUnpaidOrder } = vi.hoisted(() => ({
  fetchOrderPayments: vi.fn(),
  settlePayment: vi.fn(),
  releaseUnpaidOrder: vi.fn(),
}));
vi.mock('./razorpay-gateway', () => ({ fetchOrderPayments, GatewayError: class extends Error {} }));
vi.mock('./settlement.service', () => ({ settlePayment }));
vi.mock('./orders.service', () => ({ releaseUnpaidOrder }));
vi.mock('./orders.repository', () => ({}));

afterEach(() => vi.restoreAllMocks());

const order = { uid: 'order-9', razorpayOrderId: 'order_Rzp9', amountPaise: 499900 } as StoredOrder;

describe('reconciliation finding a paid order without its webhook is logged for the alert', () => {
  it('logs the enrolment it made, with the stable event and no personal data', async () => {
    fetchOrderPayments.mockResolvedValue([{ id: 'pay_9', status: 'captured', amount: 499900, created_at: 1_764_000_000 }]);
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    expect(await settleExpiredOrder(order)).toBe('paid');
    expect(settlePayment).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('order-9'), {
      event: 'payments.paid_without_webhook',
      orderId: 'order-9',
      razorpayOrderId: 'order_Rzp9',
      paymentId: 'pay_9',
    });
  });

  it('an order that was never paid is released without that log', async () => {
    fetchOrderPayments.mockResolvedValue([]);
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    expect(await settleExpiredOrder(order)).toBe('released');
    expect(warn).not.toHaveBeenCalled();
  });
});
