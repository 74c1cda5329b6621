import type { OrderView } from '@contract';
import { Badge } from '@mantine/core';

import { msg, type MessageId } from '@/lib/i18n/message-id';
import { useT } from '@/lib/i18n/use-t';

const LABELS: Record<OrderView['status'], [MessageId, string]> = {
  pending: [msg('orders.status.pending'), 'gray'],
  succeeded: [msg('orders.status.paid'), 'pitch.8'],
  failed: [msg('orders.status.notPaid'), 'gray'],
  refunded: [msg('orders.status.refunded'), 'navy'],
};

/** An order's status as a buyer reads it; a refund in flight or refused shows over 'Paid'. */
export function OrderStatusBadge({ order }: { order: Pick<OrderView, 'status' | 'refund'> }) {
  const t = useT();
  if (order.status === 'succeeded' && order.refund?.status === 'pending')
    return (
      <Badge variant="outline" color="#8a4b00">
        {t('orders.status.refundPending')}
      </Badge>
    );
  if (order.status === 'succeeded' && order.refund?.status === 'failed')
    return (
      <Badge variant="outline" color="ball">
        {t('orders.status.refundFailed')}
      </Badge>
    );
  const [label, color] = LABELS[order.status];
  return (
    <Badge variant="outline" color={color}>
      {t(label)}
    </Badge>
  );
}
