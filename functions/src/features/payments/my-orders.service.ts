import type { OrderView } from '../../contract';
import { AppError } from '../../lib/app-error';
import { listEnrollments } from '../enrollments/enrollments.service';

import { findOrder, listUserOrders } from './orders.repository';
import { ORDER_NOT_FOUND, orderView } from './orders.service';
import { certificateIssuedFor } from './refunds.service';

/** 'Orders and invoices': every order the learner placed, newest first. */
export async function myOrders(userId: string): Promise<OrderView[]> {
  const [orders, enrollments] = await Promise.all([listUserOrders(userId), listEnrollments(userId)]);
  const certified = new Set(enrollments.filter((e) => e.certificateId).map((e) => e.uid));
  return orders.map((order) => orderView(order, certified.has(order.enrollmentId)));
}

export async function myOrder(userId: string, orderId: string): Promise<OrderView> {
  const order = await findOrder(orderId);
  if (!order || order.userId !== userId) throw AppError.notFound(ORDER_NOT_FOUND);
  return orderView(order, await certificateIssuedFor(order));
}
