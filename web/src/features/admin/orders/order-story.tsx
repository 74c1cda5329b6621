import { addressLines, gstStateName, type AdminOrderView } from '@contract';
import { Alert, Anchor, Loader } from '@mantine/core';
import type { ReactNode } from 'react';

import { formatPrice } from '@contract/money';
import { formatIndianDateTime } from '@/lib/format';
import { useApiData } from '@/lib/use-api-data';
import { OrderStatusBadge } from '@/ui/order-status-badge';

import classes from '../shared/admin.module.css';
import { DetailList } from '../shared/detail-list';
import { useAdminAction } from '../shared/use-admin-action';

import { getOrder, retryPaymentRefund } from './orders-api';
import { UnwantedPayment } from './unwanted-payment';

const EVENT_LABELS: Record<AdminOrderView['events'][number]['type'], string> = {
  created: 'Created',
  payment_failed: 'Payment failed',
  paid: 'Paid',
  expired: 'Seat released',
  refund_requested: 'Refund requested',
  refund_processed: 'Refunded',
  refund_failed: 'Refund failed',
  late_payment_refunded: 'Late payment refunded',
  unwanted_payment: 'Payment not taken',
  unwanted_refund_requested: 'Its refund asked of Razorpay',
  unwanted_refund_processed: 'Its refund processed',
  unwanted_refund_failed: 'Its refund failed',
};


/**
 * One order as its Details dialog shows it: what needs attention, buyer, amounts, billing, documents,
 * the payments it could not take, and every event.
 */
export function OrderStory({ orderId }: { orderId: string }) {
  const order = useApiData((signal) => getOrder(orderId, signal), [orderId], 'Failed to load the order');
  const { busy, run } = useAdminAction(order.reload);
  if (order.status === 'loading') return <Loader size="sm" />;
  if (order.status === 'error') return <p role="alert">{order.message}</p>;
  const o = order.data;
  const rows: [string, ReactNode][] = [
    ['Order', o.number ? `${o.number} · id ${o.uid}` : o.uid],
    ['Buyer', `${o.user.name} · ${o.user.email}`],
    ['Course', o.courseTitle],
    [
      'Amount',
      `${formatPrice(o.amountPaise)}${o.discountPaise ? ` (list ${formatPrice(o.listPricePaise)}, coupon ${o.couponCode} ${formatPrice(-o.discountPaise)})` : ''}`,
    ],
    ['Status', <OrderStatusBadge key="s" order={o} />],
    ['State', o.billing.stateCode ? `${gstStateName(o.billing.stateCode)} (${o.billing.stateCode})` : 'Not given'],
    ['GSTIN', o.billing.gstin ? `${o.billing.gstin}${o.billing.businessName ? ` · ${o.billing.businessName}` : ''}` : '—'],
  ];
  if (o.billing.address) rows.push(['Billing address', addressLines(o.billing.address).join(', ')]);
  if (o.billing.declaration)
    rows.push([
      'Declared',
      `${formatIndianDateTime(o.billing.declaration.declaredAt)}: “${o.billing.declaration.text}”`,
    ]);
  rows.push(['Razorpay order', o.razorpayOrderId ?? '—'], ['Razorpay payment', o.paymentId ?? '—']);
  if (o.invoice)
    rows.push([
      'Tax invoice',
      <Anchor key="i" href={o.invoice.pdfUrl} target="_blank" rel="noopener">
        {o.invoice.number}
      </Anchor>,
    ]);
  if (o.refund)
    rows.push([
      'Refund',
      `${o.refund.status} · ${formatPrice(o.refund.amountPaise)} · ${o.refund.reason}${o.refund.failureReason ? ` · ${o.refund.failureReason}` : ''}`,
    ]);
  for (const payment of o.unwantedPayments)
    rows.push([
      'Payment not taken',
      <UnwantedPayment
        key={payment.paymentId}
        payment={payment}
        busy={busy !== null}
        onRetry={() =>
          void run(payment.paymentId, () => retryPaymentRefund(o.uid, payment.paymentId), 'Failed to ask for the refund')
        }
      />,
    ]);
  if (o.creditNote)
    rows.push([
      'Credit note',
      <Anchor key="c" href={o.creditNote.pdfUrl} target="_blank" rel="noopener">
        {o.creditNote.number}
      </Anchor>,
    ]);
  return (
    <>
      {o.attention && (
        <Alert color="ball" title="Needs attention" mb="md">
          {o.attention}
        </Alert>
      )}
      <DetailList rows={rows} />
      <h3>The order&apos;s story</h3>
      <ol aria-label="Order events" className={classes.story}>
        {o.events.map((event, i) => (
          <li key={i}>
            <strong>{EVENT_LABELS[event.type] ?? event.type}</strong> by {event.actor} · {formatIndianDateTime(event.at)}
            {event.detail ? ` · ${event.detail}` : ''}
            {event.actor === 'Razorpay webhook' && <small> · event {event.source}</small>}
          </li>
        ))}
      </ol>
    </>
  );
}
