import { MAX_TDS_PERCENT_OF_TAXABLE } from '../../contract';
import { splitInclusiveAmount } from '../invoices/tax';

/** An order's price in paise, worked out on the server: the course price × seats, less the group's volume discount. */
export interface SeatPrice {
  unitPricePaise: number;
  listPricePaise: number;
  discountPercent: number;
  discountPaise: number;
  amountPaise: number;
}

export function seatPrice(coursePriceRupees: number, seats: number, discountPercent: number): SeatPrice {
  const unitPricePaise = Math.round(coursePriceRupees * 100);
  const listPricePaise = unitPricePaise * seats;
  const discountPaise = Math.round((listPricePaise * discountPercent) / 100);
  return { unitPricePaise, listPricePaise, discountPercent, discountPaise, amountPaise: listPricePaise - discountPaise };
}

/**
 * Why a bank receipt does not settle an order, or null when it does: what reached the account and
 * the TDS the group deducted must add up to the order's amount, and TDS may be at most 10 % of the
 * taxable value (194J: 10 % for professional, 2 % for technical services; we accept up to 10 %).
 * Each problem names its field.
 */
export function receiptProblems(
  order: { amountPaise: number },
  receipt: { amountReceivedPaise: number; tdsPaise: number },
  intraState: boolean,
): { path: string; msg: string }[] {
  const taxable = splitInclusiveAmount(order.amountPaise, intraState).taxablePaise;
  const maxTds = Math.floor((taxable * MAX_TDS_PERCENT_OF_TAXABLE) / 100);
  const problems: { path: string; msg: string }[] = [];
  if (receipt.tdsPaise > maxTds)
    problems.push({
      path: 'tdsAmount',
      msg: `TDS can be at most ${MAX_TDS_PERCENT_OF_TAXABLE} % of the taxable value (${maxTds} paise); a larger shortfall does not settle the order`,
    });
  const total = receipt.amountReceivedPaise + receipt.tdsPaise;
  if (total !== order.amountPaise)
    problems.push({
      path: 'amountReceived',
      msg:
        total < order.amountPaise
          ? `Received plus TDS is ${order.amountPaise - total} paise short of the order's ${order.amountPaise} paise; only TDS may be short`
          : `Received plus TDS is ${total - order.amountPaise} paise more than the order's ${order.amountPaise} paise`,
    });
  return problems;
}


export interface PoolOrder {
  id: string;
  seats: number;
  refundedSeats: number;
  paidAt: string | null;
}

/**
 * The seats of `order` nobody holds, when a pool holds the seats of several orders: seats in use are
 * counted against the earliest-paid orders first, so the pool's free seats belong to the latest-paid
 * ones (decision 0076). Never more than the pool's free seats, never more than the order kept.
 */
export function unusedSeatsOf(order: PoolOrder, paidOrders: PoolOrder[], free: number): number {
  const key = (o: PoolOrder) => `${o.paidAt ?? ''}|${o.id}`;
  const keptByLater = paidOrders
    .filter((other) => other.id !== order.id && key(other) > key(order))
    .reduce((sum, other) => sum + other.seats - other.refundedSeats, 0);
  return Math.max(0, Math.min(order.seats - order.refundedSeats, free - keptByLater));
}
