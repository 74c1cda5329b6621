import { MIN_CHECKOUT_SECONDS, type SeatOrderView } from '@contract';
import { Anchor, Badge, Button, Table } from '@mantine/core';
import { IconCreditCard, IconFileDownload } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';

import { formatDate } from '@/lib/format';
import { formatPrice } from '@contract/money';
import { notifyApiError } from '@/lib/notify';

import { downloadProforma } from '../api/group-api';

import classes from './groups.module.css';
import { ORDER_STATUS } from './labels';
import { ReturnSeats, canReturnSeats } from './return-seats';

interface SeatOrdersTableProps {
  groupId: string;
  orders: SeatOrderView[];
  /** A last column per order (the back-office's 'Record receipt'), when given. */
  action?: (order: SeatOrderView) => ReactNode;
  /** Called when seats of an order were returned (the list reloads); without it, no 'Return unused seats'. */
  onChanged?: () => void;
  /** 'Pay now' on an unpaid Razorpay order still held for Checkout; `opening` is the order being fetched. */
  pay?: { onPay: (order: SeatOrderView) => void; opening: string | null };
}

/** Whether Checkout can still be opened for the order (the server has the last word). */
export function canPayNow(order: SeatOrderView, now = Date.now()): boolean {
  return (
    order.status === 'awaiting_payment' &&
    order.payableUntil !== null &&
    Date.parse(order.payableUntil) - now > MIN_CHECKOUT_SECONDS * 1000
  );
}

/** A group's seat orders: what was bought, against which PO, its payment, and its proforma or tax invoice. */
export function SeatOrdersTable({ groupId, orders, action, onChanged, pay }: SeatOrdersTableProps) {
  const [downloading, setDownloading] = useState<string | null>(null);
  const proforma = async (order: SeatOrderView) => {
    setDownloading(order.id);
    try {
      await downloadProforma(groupId, order.id);
    } catch (error) {
      notifyApiError(error, 'Could not download the proforma');
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Table className={classes.table} verticalSpacing="sm" aria-label="Seat orders">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Ordered</Table.Th>
          <Table.Th>Course</Table.Th>
          <Table.Th>Seats</Table.Th>
          <Table.Th>Amount</Table.Th>
          <Table.Th>PO number</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Documents</Table.Th>
          {action && <Table.Th>Payment</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {orders.map((order) => (
          <Table.Tr key={order.id}>
            <Table.Td data-label="Ordered">{formatDate(order.createdAt)}</Table.Td>
            <Table.Td data-label="Course">{order.courseTitle}</Table.Td>
            <Table.Td data-label="Seats">
              <span>
                {order.seats}
                {order.refundedSeats > 0 && <span className={classes.small}>{order.refundedSeats} returned</span>}
              </span>
            </Table.Td>
            <Table.Td data-label="Amount">
              <span>
                {formatPrice(order.amountPaise)}
                {order.discountPercent > 0 && (
                  <span className={classes.small}>after {order.discountPercent} % group discount</span>
                )}
              </span>
            </Table.Td>
            <Table.Td data-label="PO number">{order.poNumber ?? '—'}</Table.Td>
            <Table.Td data-label="Status">
              <span>
                <Badge variant="outline" color={ORDER_STATUS[order.status].color}>
                  {ORDER_STATUS[order.status].label}
                </Badge>
                {order.status === 'awaiting_payment' && order.payment === 'bank_transfer' && order.expiresAt && (
                  <span className={classes.small}>Pay by {formatDate(order.expiresAt)}</span>
                )}
                {order.receipt && (
                  <span className={classes.small}>
                    UTR {order.receipt.utr}
                    {order.receipt.tdsPaise > 0 && ` · TDS ${formatPrice(order.receipt.tdsPaise)}`}
                  </span>
                )}
              </span>
            </Table.Td>
            <Table.Td data-label="Documents">
              <div className={classes.actions}>
                {pay && canPayNow(order) && (
                  <Button
                    size="xs"
                    leftSection={<IconCreditCard size={16} aria-hidden />}
                    loading={pay.opening === order.id}
                    onClick={() => pay.onPay(order)}
                  >
                    Pay now
                  </Button>
                )}
                {order.invoice && (
                  <Anchor href={order.invoice.pdfUrl} target="_blank" rel="noopener" size="sm">
                    Tax invoice {order.invoice.number}
                  </Anchor>
                )}
                {order.proformaNumber && (
                  <Button
                    size="xs"
                    variant="subtle"
                    leftSection={<IconFileDownload size={16} aria-hidden />}
                    loading={downloading === order.id}
                    onClick={() => void proforma(order)}
                    aria-label={`Download proforma ${order.proformaNumber}`}
                  >
                    Proforma {order.proformaNumber}
                  </Button>
                )}
                {order.refunds.map((refund) =>
                  refund.creditNote ? (
                    <Anchor key={refund.id} href={refund.creditNote.pdfUrl} target="_blank" rel="noopener" size="sm">
                      Credit note {refund.creditNote.number}
                    </Anchor>
                  ) : (
                    <span key={refund.id} className={classes.small}>
                      {refund.seats} seat{refund.seats === 1 ? '' : 's'} returned:{' '}
                      {refund.status === 'failed'
                        ? 'refund failed'
                        : refund.method === 'bank_transfer'
                          ? `${formatPrice(refund.payoutPaise)} to be transferred to you`
                          : 'refund in progress'}
                    </span>
                  ),
                )}
                {onChanged && canReturnSeats(order) && <ReturnSeats groupId={groupId} order={order} onReturned={onChanged} />}
              </div>
            </Table.Td>
            {action && (
              <Table.Td data-label="Payment">
                {action(order) ?? <span className={classes.muted}>{order.receipt ? 'Recorded' : '—'}</span>}
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
