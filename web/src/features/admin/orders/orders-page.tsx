import { ORDER_STATUSES, addressLines, gstStateName, type AdminOrderView, type OrderStatus, type UnwantedPaymentView } from '@contract';
import { Alert, Anchor, Badge, Button, Loader, NativeSelect, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconSearch } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';

import { Gstr1Download } from '@/features/invoices/components/gstr1-download';
import { Gstr1ReturnFiles } from '@/features/invoices/components/gstr1-return-files';
import { formatPaise, OrderStatusBadge } from '@/features/payments/components/order-status';
import { formatLongDate } from '@/lib/format';
import { useApiData } from '@/lib/use-api-data';

import { AdminPagination } from '../components/admin-pagination';
import { AdminTable, type Column } from '../components/admin-table';
import classes from '../components/admin.module.css';
import { confirmWithReason } from '../components/confirm-with-reason';
import { useAdminAction } from '../hooks/use-admin-action';

import { getOrder, refundOrder, retryPaymentRefund, searchOrders } from './orders-api';

const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Awaiting payment',
  succeeded: 'Paid',
  failed: 'Not paid',
  refunded: 'Refunded',
};

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
  const calls = refund.status === 'due' && refund.attempts > 0 ? ` after ${refund.attempts} attempts (${refund.lastError ?? ''})` : '';
  const failed = refund.status === 'failed' && refund.failureReason ? `: ${refund.failureReason}` : '';
  return `${payment.paymentId} · ${formatPaise(payment.amountPaise)} · ${UNWANTED_REASONS[payment.reason]} · ${UNWANTED_REFUNDS[refund.status]}${calls}${failed}`;
}

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

function OrderStory({ orderId }: { orderId: string }) {
  const order = useApiData((signal) => getOrder(orderId, signal), [orderId], 'Failed to load the order');
  const { busy, run } = useAdminAction(order.reload);
  if (order.status === 'loading') return <Loader size="sm" />;
  if (order.status === 'error') return <p role="alert">{order.message}</p>;
  const o = order.data;
  const rows: [string, ReactNode][] = [
    ['Buyer', `${o.user.name} · ${o.user.email}`],
    ['Course', o.courseTitle],
    ['Amount', `${formatPaise(o.amountPaise)}${o.discountPaise ? ` (list ${formatPaise(o.listPricePaise)}, coupon ${o.couponCode})` : ''}`],
    ['Status', <OrderStatusBadge key="s" order={o} />],
    ['State', o.billing.stateCode ? `${gstStateName(o.billing.stateCode)} (${o.billing.stateCode})` : 'Not given'],
    ['GSTIN', o.billing.gstin ? `${o.billing.gstin}${o.billing.businessName ? ` · ${o.billing.businessName}` : ''}` : '—'],
  ];
  if (o.billing.address) rows.push(['Billing address', addressLines(o.billing.address).join(', ')]);
  if (o.billing.declaration)
    rows.push(['Declared', `${dateTime.format(new Date(o.billing.declaration.declaredAt))} IST: “${o.billing.declaration.text}”`]);
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
      `${o.refund.status} · ${formatPaise(o.refund.amountPaise)} · ${o.refund.reason}${o.refund.failureReason ? ` · ${o.refund.failureReason}` : ''}`,
    ]);
  for (const payment of o.unwantedPayments)
    rows.push([
      'Payment not taken',
      <span key={payment.paymentId}>
        {unwantedText(payment)}{' '}
        {payment.refund.status === 'failed' && (
          <Button
            size="compact-xs"
            variant="light"
            color="ball"
            disabled={busy !== null}
            onClick={() =>
              void run(payment.paymentId, () => retryPaymentRefund(o.uid, payment.paymentId), 'Failed to ask for the refund')
            }
          >
            Ask Razorpay again
          </Button>
        )}
      </span>,
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
      <dl className={classes.detailList}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3>The order&apos;s story</h3>
      <ol aria-label="Order events">
        {o.events.map((event, i) => (
          <li key={i}>
            <strong>{EVENT_LABELS[event.type] ?? event.type}</strong> · {event.at ? dateTime.format(new Date(event.at)) : ''} ·{' '}
            <code>{event.source}</code>
            {event.detail ? ` · ${event.detail}` : ''}
          </li>
        ))}
      </ol>
    </>
  );
}

/** /admin/orders: search and filter orders, read each one's story, refund with a reason, export GSTR-1. */
export function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const query = {
    q: params.get('q') ?? undefined,
    status: (params.get('status') as OrderStatus | null) ?? undefined,
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
    page: Number(params.get('page') ?? 1) || 1,
  };
  const [searchText, setSearchText] = useState(query.q ?? '');
  const list = useApiData((signal) => searchOrders(query, signal), [params.toString()], 'Failed to load orders');
  const { busy, run } = useAdminAction(list.reload);
  const orders = list.status === 'ready' ? { status: 'ready' as const, data: list.data.orders } : list;

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next, { replace: true });
  };

  const refund = async (order: AdminOrderView) => {
    const reason = await confirmWithReason(
      'Refund order',
      `Refund ${formatPaise(order.amountPaise)} to ${order.user.name} for ${order.courseTitle}? Their access ends and any certificate is revoked when Razorpay has processed it.`,
      'Refund',
    );
    if (!reason) return;
    void run(order.uid, () => refundOrder(order.uid, reason), 'Failed to refund the order');
  };

  const showStory = (order: AdminOrderView) =>
    modals.open({ title: `Order ${order.uid}`, centered: true, size: 'lg', children: <OrderStory orderId={order.uid} /> });

  const columns: Column<AdminOrderView>[] = [
    { header: 'Order', cell: (o) => <strong>{o.uid}</strong> },
    { header: 'Buyer', cell: (o) => `${o.user.name}`, wide: true },
    { header: 'Course', cell: (o) => o.courseTitle, wide: true },
    { header: 'Date', cell: (o) => formatLongDate(o.paidAt ?? o.createdAt), wide: true },
    { header: 'Amount', cell: (o) => formatPaise(o.amountPaise) },
    {
      header: 'Status',
      cell: (o) => (
        <>
          <OrderStatusBadge order={o} />
          {o.attention && (
            <Badge color="ball" variant="outline" ml={4} title={o.attention}>
              Needs attention
            </Badge>
          )}
        </>
      ),
    },
    {
      header: 'Actions',
      cell: (o) => (
        <div className={classes.actions}>
          <Button size="xs" variant="light" color="navy" onClick={() => showStory(o)}>
            Details
          </Button>
          {o.status === 'succeeded' && o.provider === 'razorpay' && (!o.refund || o.refund.status === 'failed') && (
            <Button size="xs" variant="subtle" color="ball" disabled={busy !== null} onClick={() => void refund(o)}>
              Refund
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <>
      <div className={classes.header}>
        <h2>Orders</h2>
      </div>
      <section aria-label="GSTR-1 export" className={classes.panel}>
        <Gstr1Download />
      </section>
      <section aria-label="GSTR-1 return files" className={classes.panel}>
        <Gstr1ReturnFiles />
      </section>
      <div className={classes.toolbar}>
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            update({ q: searchText.trim() || undefined });
          }}
        >
          <TextInput
            aria-label="Search orders"
            placeholder="Order, payment, invoice, buyer or course..."
            leftSection={<IconSearch size={16} aria-hidden />}
            value={searchText}
            onChange={(event) => setSearchText(event.currentTarget.value)}
            onBlur={() => searchText.trim() !== (query.q ?? '') && update({ q: searchText.trim() || undefined })}
          />
        </form>
        <NativeSelect
          aria-label="Status"
          value={query.status ?? ''}
          onChange={(event) => update({ status: event.currentTarget.value || undefined })}
          data={[{ value: '', label: 'Every status' }, ...ORDER_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))]}
        />
        <TextInput type="date" aria-label="From" value={query.from ?? ''} onChange={(event) => update({ from: event.currentTarget.value || undefined })} />
        <TextInput type="date" aria-label="To" value={query.to ?? ''} onChange={(event) => update({ to: event.currentTarget.value || undefined })} />
      </div>
      <AdminTable label="Orders" columns={columns} state={orders} empty="No orders found." rowKey={(o) => o.uid} onRetry={list.reload} />
      {list.status === 'ready' && (
        <AdminPagination page={query.page} total={list.data.total} pageSize={10} onChange={(page) => update({ page: String(page) })} />
      )}
    </>
  );
}
