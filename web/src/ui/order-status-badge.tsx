import type { OrderView } from '@contract';
import { Badge } from '@mantine/core';

const LABELS: Record<OrderView['status'], [string, string]> = {
  pending: ['Awaiting payment', 'gray'],
  succeeded: ['Paid', 'pitch.8'],
  failed: ['Not paid', 'gray'],
  refunded: ['Refunded', 'navy'],
};

/** An order's status as a buyer reads it; a refund in flight or refused shows over 'Paid'. */
export function OrderStatusBadge({ order }: { order: Pick<OrderView, 'status' | 'refund'> }) {
  if (order.status === 'succeeded' && order.refund?.status === 'pending')
    return (
      <Badge variant="outline" color="#8a4b00">
        Refund pending
      </Badge>
    );
  if (order.status === 'succeeded' && order.refund?.status === 'failed')
    return (
      <Badge variant="outline" color="ball">
        Refund failed
      </Badge>
    );
  const [label, color] = LABELS[order.status];
  return (
    <Badge variant="outline" color={color}>
      {label}
    </Badge>
  );
}
