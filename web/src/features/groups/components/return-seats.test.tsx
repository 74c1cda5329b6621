import type { SeatOrderView } from '@contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { answerApi } from '@/test/api-answers';
import { renderPart } from '@/test/render';

import { ReturnSeats, canReturnSeats, refundText } from './return-seats';

const PAID_AT = '2026-11-20T10:00:00.000Z';

function order(fields: Partial<SeatOrderView> = {}): SeatOrderView {
  return {
    id: 'order1',
    groupId: 'group1',
    courseId: 'course1',
    courseTitle: 'Video Analyst',
    seats: 7,
    unitPricePaise: 299_900,
    discountPercent: 7,
    listPricePaise: 2_099_300,
    discountPaise: 146_951,
    amountPaise: 1_952_349,
    payment: 'razorpay',
    poNumber: null,
    status: 'paid',
    proformaNumber: null,
    createdAt: PAID_AT,
    expiresAt: null,
    paidAt: PAID_AT,
    receipt: null,
    invoice: null,
    refundedSeats: 0,
    refunds: [],
    payableUntil: null,
    ...fields,
  };
}

describe("a seat order's 'Return unused seats'", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is offered only on a paid order within 30 days with seats left, whichever way it was paid', () => {
    const now = Date.parse(PAID_AT) + 29 * 86_400_000;
    expect(canReturnSeats(order(), now)).toBe(true);
    expect(canReturnSeats(order(), Date.parse(PAID_AT) + 31 * 86_400_000)).toBe(false);
    expect(canReturnSeats(order({ payment: 'bank_transfer' }), now)).toBe(true);
    expect(canReturnSeats(order({ status: 'awaiting_payment', paidAt: null }), now)).toBe(false);
    expect(canReturnSeats(order({ status: 'partly_refunded', refundedSeats: 7 }), now)).toBe(false);
  });

  it("shows the server's refund for the seats chosen and returns them once with one key", async () => {
    const sent = answerApi(() => ({ body: { success: true, message: 'Seats returned', data: order() } }));
    const onReturned = vi.fn();
    const { user } = renderPart(<ReturnSeats groupId="group1" order={order()} onReturned={onReturned} />);
    await user.click(screen.getByRole('button', { name: 'Return unused seats of Video Analyst' }));
    const input = await screen.findByLabelText('Seats to return');
    await user.clear(input);
    await user.type(input, '2');
    // 2 of 7 seats of ₹19,523.49: the floored share, as the server works it out.
    await screen.findByText('Refund: ₹5,578.14 (GST included)');
    await user.click(screen.getByRole('button', { name: 'Return seats' }));
    await vi.waitFor(() => expect(onReturned).toHaveBeenCalledOnce());
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/api/groups/group1/seat-orders/order1/refund-seats',
      body: { seats: 2 },
    });
    expect(sent[0].headers.get('idempotency-key')).toMatch(/^return-order1-/);
  });

  it('on a bank transfer with TDS, says what comes back by transfer and what the group reclaims from the tax department', () => {
    const bank = order({
      payment: 'bank_transfer',
      receipt: {
        utr: 'UTR123456',
        amountReceivedPaise: 1_937_349,
        receivedOn: '2026-11-20',
        tdsPaise: 15_000,
        tdsSection: '194J',
        recordedAt: PAID_AT,
      },
    });
    // 2 of 7 seats: ₹5,578.14 of the order and ₹42.85 of the ₹150 TDS.
    expect(refundText(bank, 2)).toBe(
      'Refund: ₹5,535.29 by bank transfer, that is ₹5,578.14 (GST included) less the ₹42.85 TDS you deducted on these seats, which you reclaim from the tax department',
    );
  });
});
