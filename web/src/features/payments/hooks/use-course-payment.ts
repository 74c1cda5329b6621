import type { BillingDetails, OrderView } from '@contract';
import { useCallback, useEffect, useRef } from 'react';

import { getMyOrder } from '../api/get-my-orders';
import { startEnrollment } from '../api/start-enrollment';
import { verifyCheckout } from '../api/verify-checkout';
import { openCheckout } from '../lib/razorpay-checkout';

/** How long the page waits for Razorpay's webhook to open the course after a verified payment. */
const CONFIRM_WAIT_MS = 45_000;
const POLL_MS = 1_000;

export type PaymentResult =
  | { kind: 'enrolled' }
  /** Paid and verified, but the webhook has not opened the course yet: it will, on its own. */
  | { kind: 'confirming' }
  | { kind: 'failed'; message: string }
  | { kind: 'dismissed' };

/**
 * Paying for a course with Razorpay: the server holds the seat and prices the order, Standard
 * Checkout takes the money, the handler's signature is checked by the server only to say 'paid'
 * early, and the course opens when the webhook has recorded the payment.
 */
export function useCoursePayment() {
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const waitForWebhook = useCallback(async (orderId: string): Promise<OrderView | null> => {
    const deadline = Date.now() + CONFIRM_WAIT_MS;
    while (alive.current && Date.now() < deadline) {
      const order = await getMyOrder(orderId);
      if (order.status === 'succeeded') return order;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    return null;
  }, []);

  return useCallback(
    async (courseId: string, price: number, billing: BillingDetails): Promise<PaymentResult> => {
      const started = await startEnrollment(courseId, price, billing);
      if (started.status === 'active' || !started.checkout) return { kind: 'enrolled' };
      const outcome = await openCheckout(started.checkout);
      if (outcome.kind !== 'paid') return outcome;
      await verifyCheckout(outcome.response);
      return (await waitForWebhook(started.orderId)) ? { kind: 'enrolled' } : { kind: 'confirming' };
    },
    [waitForWebhook],
  );
}
