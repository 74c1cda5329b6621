import { describe, expect, it } from 'vitest';

import { splitInclusiveAmount } from '../invoices/tax';

import { seatRefundPaise } from '../../contract';

import { unusedSeatsOf, type PoolOrder } from './seat-pricing';

const order = (id: string, seats: number, paidAt: string, refundedSeats = 0): PoolOrder => ({ id, seats, refundedSeats, paidAt });

describe("a returned seat's refund (decision 0076)", () => {
  it("is the seats' share of what was paid, and returning every seat gives back exactly the amount", () => {
    // 7 seats at ₹2,999 less 7 %: ₹19,523.49 paid, not a whole number of paise per seat.
    const paid = { seats: 7, amountPaise: 1_952_349 };
    expect(seatRefundPaise(paid, 0, 2)).toBe(557_814);
    let returned = 0;
    let total = 0;
    for (const seats of [2, 1, 3, 1]) {
      total += seatRefundPaise(paid, returned, seats);
      returned += seats;
    }
    expect(total).toBe(paid.amountPaise);
  });

  it('gives whole seats at the unit price when the amount divides, and its tax adds up', () => {
    const refund = seatRefundPaise({ seats: 4, amountPaise: 4 * 299_900 }, 0, 2);
    expect(refund).toBe(599_800);
    const tax = splitInclusiveAmount(refund, false);
    expect(tax.taxablePaise + tax.igstPaise).toBe(refund);
  });
});

describe('unused seats of one order when a pool holds several (decision 0076)', () => {
  const early = order('a', 10, '2026-11-01T10:00:00.000Z');
  const late = order('b', 5, '2026-11-20T10:00:00.000Z');

  it('counts seats in use against the earliest-paid order first', () => {
    // 15 bought, 7 in use: the 8 free are the late order's 5 and 3 of the early one's.
    expect(unusedSeatsOf(late, [early, late], 8)).toBe(5);
    expect(unusedSeatsOf(early, [early, late], 8)).toBe(3);
  });

  it("never more than the pool's free seats or the order's own seats left", () => {
    expect(unusedSeatsOf(late, [early, late], 2)).toBe(2);
    expect(unusedSeatsOf(early, [early, late], 2)).toBe(0);
    expect(unusedSeatsOf(order('b', 5, late.paidAt as string, 4), [early, order('b', 5, late.paidAt as string, 4)], 9)).toBe(1);
    expect(unusedSeatsOf(late, [early, late], 0)).toBe(0);
  });
});
