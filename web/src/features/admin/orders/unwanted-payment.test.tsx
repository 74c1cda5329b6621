import type { UnwantedPaymentView } from '@contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderPart } from '@/test/render';

import { UnwantedPayment } from './unwanted-payment';

function payment(refund: Partial<UnwantedPaymentView['refund']>): UnwantedPaymentView {
  return {
    paymentId: 'pay_late1',
    amountPaise: 49_900,
    reason: 'late',
    receivedAt: '2026-11-20T10:00:00.000Z',
    refund: { status: 'due', refundId: null, attempts: 0, lastError: null, processedAt: null, failureReason: null, ...refund },
  };
}

describe("an order's payment it could not take", () => {
  it('says why and how often Razorpay refused its refund call, with no button while the refund is still due', () => {
    renderPart(<UnwantedPayment payment={payment({ attempts: 3, lastError: 'SERVER_ERROR' })} busy={false} onRetry={() => {}} />);
    screen.getByText(
      'pay_late1 · ₹499 · after the order was released · refund not yet taken by Razorpay after 3 attempts (SERVER_ERROR)',
      { exact: false },
    );
    expect(screen.queryByRole('button', { name: 'Ask Razorpay again' })).toBeNull();
  });

  it("offers 'Ask Razorpay again' after a failed refund, and asks once per click", async () => {
    const onRetry = vi.fn();
    const { user } = renderPart(
      <UnwantedPayment payment={payment({ status: 'failed', failureReason: 'Bank rejected' })} busy={false} onRetry={onRetry} />,
    );
    screen.getByText('refund failed: Bank rejected', { exact: false });
    await user.click(screen.getByRole('button', { name: 'Ask Razorpay again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('holds the button while another action of the order runs', () => {
    renderPart(<UnwantedPayment payment={payment({ status: 'failed' })} busy onRetry={() => {}} />);
    expect(screen.getByRole('button', { name: 'Ask Razorpay again' }).hasAttribute('disabled')).toBe(true);
  });
});
