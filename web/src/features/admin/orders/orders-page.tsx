import { ORDER_STATUSES, type AdminOrderView, type OrderStatus } from '@contract';
import { Badge, Button, NativeSelect, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';

import { formatDate } from '@/lib/format';
import { formatPrice } from '@contract/money';
import { useApiData } from '@/lib/use-api-data';
import { OrderStatusBadge } from '@/ui/order-status-badge';

import type { Column } from '../shared/admin-table';
import classes from '../shared/admin.module.css';
import { confirmWithReason } from '../shared/confirm-with-reason';
import { ListPage } from '../shared/list-page';
import { SearchField } from '@/ui/search-field';
import { useAdminAction } from '../shared/use-admin-action';
import { useFilterParams } from '../shared/use-filter-params';

import { OrderStory } from './order-story';
import { refundOrder, searchOrders } from './orders-api';

const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Awaiting payment',
  succeeded: 'Paid',
  failed: 'Not paid',
  refunded: 'Refunded',
};

/**
 * /admin/orders: search and filter orders, read each one's story, refund with a reason; `exports`
 * are the GSTR-1 download and return files, the invoices feature's (the route composes them in).
 */
export function OrdersPage({ exports }: { exports: { download: ReactNode; returnFiles: ReactNode } }) {
  const { params, update } = useFilterParams();
  const query = {
    q: params.get('q') ?? undefined,
    status: (params.get('status') as OrderStatus | null) ?? undefined,
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
    page: Number(params.get('page') ?? 1) || 1,
  };
  const list = useApiData((signal) => searchOrders(query, signal), [params.toString()], 'Failed to load orders');
  const { busy, run } = useAdminAction(list.reload);
  const orders = list.status === 'ready' ? { status: 'ready' as const, data: list.data.orders } : list;

  const refund = async (order: AdminOrderView) => {
    const reason = await confirmWithReason(
      'Refund order',
      `Refund ${formatPrice(order.amountPaise)} to ${order.user.name} for ${order.courseTitle}? Their access ends and any certificate is revoked when Razorpay has processed it.`,
      'Refund',
    );
    if (!reason) return;
    void run(order.uid, () => refundOrder(order.uid, reason), 'Failed to refund the order');
  };

  const showStory = (order: AdminOrderView) =>
    modals.open({
      title: `Order ${order.number ?? order.uid}`,
      centered: true,
      size: 'lg',
      children: <OrderStory orderId={order.uid} />,
    });

  const columns: Column<AdminOrderView>[] = [
    { header: 'Order', cell: (o) => <strong>{o.number ?? o.uid}</strong> },
    { header: 'Buyer', cell: (o) => `${o.user.name}`, wide: true },
    { header: 'Course', cell: (o) => o.courseTitle, wide: true },
    { header: 'Date', cell: (o) => formatDate(o.paidAt ?? o.createdAt), wide: true },
    { header: 'Amount', cell: (o) => formatPrice(o.amountPaise) },
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
    <ListPage
      title="Orders"
      before={
        <>
          <section aria-label="GSTR-1 export" className={classes.panel}>
            {exports.download}
          </section>
          <section aria-label="GSTR-1 return files" className={classes.panel}>
            {exports.returnFiles}
          </section>
        </>
      }
      toolbar={
        <>
          <SearchField
            label="Search orders"
            placeholder="Order number, payment, invoice, buyer or course..."
            value={query.q ?? ''}
            onSearch={(text) => update({ q: text || undefined })}
          />
          <NativeSelect
            label="Status"
            value={query.status ?? ''}
            onChange={(event) => update({ status: event.currentTarget.value || undefined })}
            data={[
              { value: '', label: 'Every status' },
              ...ORDER_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
            ]}
          />
          <TextInput
            type="date"
            label="Placed from"
            value={query.from ?? ''}
            onChange={(event) => update({ from: event.currentTarget.value || undefined })}
          />
          <TextInput
            type="date"
            label="Placed until"
            value={query.to ?? ''}
            onChange={(event) => update({ to: event.currentTarget.value || undefined })}
          />
        </>
      }
      table={{ label: 'Orders', columns, state: orders, empty: 'No orders found.', rowKey: (o) => o.uid, onRetry: list.reload }}
      paging={
        list.status === 'ready'
          ? { page: query.page, total: list.data.total, pageSize: 10, onChange: (page) => update({ page: String(page) }) }
          : null
      }
      panel={false}
    />
  );
}
