import type { UnwantedPaymentView } from '@contract';
import { Button } from '@mantine/core';

import { formatPrice } from '@contract/money';

const UNWANTED_REASONS: Record<UnwantedPaymentView['reason'], string> = {
  late: 'after the order was released',
  second: 'a second payment',
  course_full: 'the course had filled',
  coupon_used_up: "the coupon's uses were taken",
};

const UNWANTED_REFUNDS: Record<UnwantedPaymentView['refund']['status'], string> = {
  due: 'refund not yet taken by Razorpay',
  pending: 'refund with Razorpay',
  processed: 'refunded',
  failed: 'refund failed',
};

/** A payment the order could not take, with where its refund stands (and how often Razorpay refused the call). */
function unwantedText(payment: UnwantedPaymentView): string {
  const { refund } = payment;
  const calls =
    refund.status === 'due' && refund.attempts > 0 ? ` after ${refund.attempts} attempts (${refund.lastError ?? ''})` : '';
  const failed = refund.status === 'failed' && refund.failureReason ? `: ${refund.failureReason}` : '';
  return `${payment.paymentId} · ${formatPrice(payment.amountPaise)} · ${UNWANTED_REASONS[payment.reason]} · ${UNWANTED_REFUNDS[refund.status]}${calls}${failed}`;
}

/** One payment the order could not take, as its story lists it; after a failed refund, 'Ask Razorpay again'. */
export function UnwantedPayment({
  payment,
  busy,
  onRetry,
}: {
  payment: UnwantedPaymentView;
  busy: boolean;
  onRetry: () => void;
}) {
  return (
    <span>
      {unwantedText(payment)}{' '}
      {payment.refund.status === 'failed' && (
        <Button size="compact-xs" variant="light" color="ball" disabled={busy} onClick={onRetry}>
          Ask Razorpay again
        </Button>
      )}
    </span>
  );
}
