import type { BillingDetails, OrderView } from '@contract';
import type { Locale } from '@contract/locales';
import { useCallback } from 'react';

import { openCheckout, useWebhookWait } from '@/lib/razorpay-checkout';

import { getMyOrder } from '../api/get-my-orders';
import { startEnrollment } from '../api/start-enrollment';
import { verifyCheckout } from '../api/verify-checkout';

export type PaymentResult =
  /** The paid (or free) order, for the confirmation: its number, and its invoice once issued. */
  | { kind: 'enrolled'; order: OrderView }
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
  const waitForWebhook = useWebhookWait();

  return useCallback(
    async (courseId: string, price: number, billing: BillingDetails, language?: Locale): Promise<PaymentResult> => {
      const started = await startEnrollment(courseId, price, billing, language);
      if (started.status === 'active' || !started.checkout) return { kind: 'enrolled', order: await getMyOrder(started.orderId) };
      const outcome = await openCheckout(started.checkout);
      if (outcome.kind !== 'paid') return outcome;
      await verifyCheckout(outcome.response);
      const order = await waitForWebhook(async () => {
        const current = await getMyOrder(started.orderId);
        return current.status === 'succeeded' ? current : null;
      });
      return order ? { kind: 'enrolled', order } : { kind: 'confirming' };
    },
    [waitForWebhook],
  );
}
