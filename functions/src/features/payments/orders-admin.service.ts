import {
  ADMIN_PAGE_SIZE,
  type AdminOrderList,
  type AdminOrderQuery,
  type AdminOrderView,
  type RevenueSummary,
} from '../../contract';
import { AppError } from '../../lib/app-error';
import { findUsers } from '../users/users.service';

import { listOrdersCreatedBetween, listOrdersPaidSince, listOrdersRefundedSince, type StoredOrder } from './orders.repository';
import { accountSources } from './order-actors';
import { adminOrderView, requireOrder } from './orders.service';
import { certificateIssuedFor } from './refunds.service';

/** How many of the newest orders in the date window a search or filter looks through. */
export const ORDER_SEARCH_WINDOW = 1000;
const IST_OFFSET_MS = 5.5 * 3_600_000;
const DAY_MS = 86_400_000;

/** Midnight India time of a calendar date, as an instant. */
const istMidnight = (date: string) => new Date(new Date(`${date}T00:00:00Z`).getTime() - IST_OFFSET_MS);

function matches(order: StoredOrder, needle: string): boolean {
  return [
    order.uid,
    order.number,
    order.razorpayOrderId,
    order.gatewayPaymentId,
    order.invoiceNumber,
    order.buyer.email,
    order.buyer.name,
    order.courseTitle,
  ].some((value) => value?.toLowerCase().includes(needle));
}

/**
 * The back-office Orders list: the newest orders created in the date window (India time, the last
 * year by default), filtered by status and searched in memory by order number or id, payment id,
 * invoice number, buyer or course (Firestore has no text search; the academy sells far fewer than a
 * thousand courses in any window worth searching).
 */
export async function searchOrders(query: AdminOrderQuery): Promise<AdminOrderList> {
  const to = query.to ? new Date(istMidnight(query.to).getTime() + DAY_MS) : new Date(Date.now() + DAY_MS);
  const from = query.from ? istMidnight(query.from) : new Date(to.getTime() - 366 * DAY_MS);
  if (from >= to) throw AppError.badRequest('The start date must be before the end date.');
  const needle = query.q?.toLowerCase();
  const found = (await listOrdersCreatedBetween(from, to, ORDER_SEARCH_WINDOW)).filter(
    (order) => (!query.status || order.status === query.status) && (!needle || matches(order, needle)),
  );
  const page = query.page ?? 1;
  const shown = found.slice((page - 1) * ADMIN_PAGE_SIZE, page * ADMIN_PAGE_SIZE);
  return { orders: shown.map((order) => adminOrderView(order, false)), total: found.length, page };
}

export async function orderDetails(orderId: string): Promise<AdminOrderView> {
  const order = await requireOrder(orderId);
  const [certificateIssued, people] = await Promise.all([
    certificateIssuedFor(order),
    findUsers(accountSources(order)),
  ]);
  return adminOrderView(order, certificateIssued, people);
}

/** This calendar month in India: what was paid, what was refunded, and the difference. */
export async function revenueThisMonth(now = new Date()): Promise<RevenueSummary> {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  const month = `${ist.getUTCFullYear()}-${String(ist.getUTCMonth() + 1).padStart(2, '0')}`;
  const since = istMidnight(`${month}-01`);
  const [paid, refunded] = await Promise.all([listOrdersPaidSince(since), listOrdersRefundedSince(since)]);
  const grossPaise = paid.reduce((sum, order) => sum + order.amountPaise, 0);
  const refundsPaise = refunded.reduce((sum, order) => sum + (order.refund?.amountPaise ?? 0), 0);
  return {
    month,
    grossPaise,
    refundsPaise,
    netPaise: grossPaise - refundsPaise,
    paidOrders: paid.length,
    refundedOrders: refunded.length,
  };
}
