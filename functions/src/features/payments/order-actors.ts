import type { User } from '../../contract';

import type { StoredOrder } from './orders.repository';

/** The sources that are the site's own, in words. */
const SITE_SOURCES: Record<string, string> = {
  reconciliation: 'Reconciliation with Razorpay',
  system: 'The site',
  coupon: 'A 100 % coupon',
  demo: 'The demo card',
  account: 'Closing the account',
};

/** Razorpay's event ids (`x-razorpay-event-id`): 14 letters and digits. */
const RAZORPAY_EVENT = /^[0-9A-Za-z]{14}$/;

/** The sources of an order's events that may be accounts to look up: not the site's own, the buyer or Razorpay's events. */
export const accountSources = (order: Pick<StoredOrder, 'userId' | 'events'>) => [
  ...new Set(
    order.events
      .map((item) => item.source)
      .filter((source) => !SITE_SOURCES[source] && source !== order.userId && !RAZORPAY_EVENT.test(source)),
  ),
];

/**
 * Who made an order's event, as the back-office reads it (issue 39): "Ananya Iyer (buyer)",
 * "Aarav (admin)", "Razorpay webhook", instead of a uid or an event id.
 */
export function eventActor(source: string, order: Pick<StoredOrder, 'userId' | 'buyer'>, people: Map<string, User>): string {
  if (SITE_SOURCES[source]) return SITE_SOURCES[source];
  if (source === order.userId) return `${order.buyer.name} (buyer)`;
  const person = people.get(source);
  if (person) return `${person.name.trim().split(/\s+/)[0]} (${person.role === 'admin' ? 'admin' : 'staff'})`;
  if (RAZORPAY_EVENT.test(source)) return 'Razorpay webhook';
  return 'A closed account';
}
