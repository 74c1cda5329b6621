import { pageDataKeys } from '@contract/page-data';
import type { DocumentLink, OrderView } from '@contract';
import { REFUND_WINDOW_DAYS } from '@contract/payments';
import { Anchor, Button, Loader, Modal, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconFileInvoice, IconReceiptRefund } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { creditNotePath, invoicePath, ORDERS_SECTION_ID } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { formatPrice } from '@contract/money';
import { notifyApiError, notifySuccess } from '@/lib/notify';
import { useApiData } from '@/lib/use-api-data';
import { useHashTarget } from '@/lib/use-hash-target';
import { useRefreshWhile } from '@/lib/use-refresh-while';
import { OrderStatusBadge } from '@/ui/order-status-badge';
import { refundRuleText } from '@/ui/refund-rule';

import { getMyOrders } from '../api/get-my-orders';
import { requestRefund } from '../api/request-refund';

import classes from './orders-card.module.css';

function RefundDialog({ order, onClose, onDone }: { order: OrderView; onClose: () => void; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      await requestRefund(order.uid, reason.trim());
      notifySuccess('Refund requested. We will mail you when it is processed.');
      onDone();
    } catch (error) {
      notifyApiError(error, 'The refund could not be requested. Please try again.');
      setSending(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title="Ask for a refund" centered>
      <Stack>
        <Text size="sm">
          {formatPrice(order.amountPaise)} for {order.courseTitle} goes back the way you paid. Your access to the course ends when
          the refund is processed.
        </Text>
        <Textarea label="Reason (optional)" maxLength={500} value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
        <Button color="ball" loading={sending} onClick={() => void send()}>
          Request refund
        </Button>
      </Stack>
    </Modal>
  );
}

/** Where the refund of a payment the order could not take stands, in the buyer's words. */
function returnedText(payment: OrderView['unwantedPayments'][number]): string {
  const start = `Your payment ${payment.paymentId} of ${formatPrice(payment.amountPaise)} could not be taken for this order`;
  if (payment.refund.status === 'processed')
    return `${start}; it was refunded in full on ${formatDate(payment.refund.processedAt)}.`;
  if (payment.refund.status === 'failed') return `${start}; its refund did not go through, and we are looking into it.`;
  return `${start}; it is being refunded in full.`;
}

/** A tax document's page and its PDF, the PDF link named for the document it opens. */
function DocumentLinks({ title, document, page }: { title: string; document: DocumentLink; page: string }) {
  return (
    <>
      <Anchor component={Link} to={page} size="sm">
        <IconFileInvoice size={16} aria-hidden /> {title} {document.number}
      </Anchor>
      <Anchor
        href={document.pdfUrl}
        size="sm"
        target="_blank"
        rel="noopener"
        aria-label={`PDF of ${title.toLowerCase()} ${document.number}`}
      >
        PDF
      </Anchor>
    </>
  );
}

/** Razorpay has a refund of this order's to settle, so its status will change on its own. */
const awaitsRefund = (order: OrderView) =>
  order.refund?.status === 'pending' ||
  order.unwantedPayments.some((payment) => ['due', 'pending'].includes(payment.refund.status));

function OrderRow({ order, onRefund }: { order: OrderView; onRefund: (order: OrderView) => void }) {
  return (
    <li className={classes.order}>
      <div className={classes.head}>
        <div>
          <Text fw={700}>{order.courseTitle}</Text>
          <Text size="sm" c="dimmed">
            Order {order.number ?? order.uid} · {formatDate(order.paidAt ?? order.createdAt)}
          </Text>
        </div>
        <div className={classes.amount}>
          <Text fw={700}>{formatPrice(order.amountPaise)}</Text>
          <OrderStatusBadge order={order} />
        </div>
      </div>
      {order.discountPaise > 0 && (
        <Text size="sm" c="dimmed">
          List price {formatPrice(order.listPricePaise)}, coupon {order.couponCode} {formatPrice(-order.discountPaise)}
        </Text>
      )}
      <div className={classes.links}>
        {order.invoice && <DocumentLinks title="Tax invoice" document={order.invoice} page={invoicePath(order.invoice.id)} />}
        {order.creditNote && (
          <DocumentLinks title="Credit note" document={order.creditNote} page={creditNotePath(order.creditNote.id)} />
        )}
        {order.refundable.allowed && (
          <Button
            size="compact-sm"
            variant="light"
            color="ball"
            leftSection={<IconReceiptRefund size={16} aria-hidden />}
            onClick={() => onRefund(order)}
          >
            Ask for a refund
          </Button>
        )}
      </div>
      {order.status === 'succeeded' && order.refundable.until && !order.refund && (
        <Text size="xs" c="dimmed">
          {order.refundable.allowed
            ? `${refundRuleText(REFUND_WINDOW_DAYS)} You can ask until ${formatDate(order.refundable.until)}.`
            : order.refundable.reason}
        </Text>
      )}
      {order.unwantedPayments.map((payment) => (
        <Text key={payment.paymentId} size="xs" c="dimmed">
          {returnedText(payment)}
        </Text>
      ))}
      {order.refund?.status === 'pending' && (
        <Text size="xs" c="dimmed">
          Refund requested on {formatDate(order.refund.requestedAt)}; it is being processed by Razorpay.
        </Text>
      )}
      {order.refund?.status === 'processed' && (
        <Text size="xs" c="dimmed">
          {formatPrice(order.refund.amountPaise)} refunded on {formatDate(order.refund.processedAt)}
          {order.refund.refundId && `, Razorpay reference ${order.refund.refundId}`}. Your bank usually credits it within 5–7
          working days.
        </Text>
      )}
    </li>
  );
}

/** 'Orders and invoices' on /profile: every order with its status, invoice links and the refund request. */
export function OrdersCard() {
  const orders = useApiData(getMyOrders, [], 'Failed to load your orders', pageDataKeys.myOrders);
  const [refunding, setRefunding] = useState<OrderView | null>(null);
  useRefreshWhile(orders.status === 'ready' && orders.data.some(awaitsRefund), orders.refresh);
  const anchor = useHashTarget<HTMLDivElement>(ORDERS_SECTION_ID);
  return (
    <Paper withBorder radius="lg" p="lg" id={ORDERS_SECTION_ID} ref={anchor}>
      <Title order={2} size="h4">
        Orders and invoices
      </Title>
      {orders.status === 'loading' && <Loader size="sm" mt="md" aria-label="Loading orders" />}
      {orders.status === 'error' && (
        <Text role="alert" mt="md">
          {orders.message}
        </Text>
      )}
      {orders.status === 'ready' &&
        (orders.data.length === 0 ? (
          <Text size="sm" c="dimmed" mt={6}>
            No orders yet.
          </Text>
        ) : (
          <ul className={classes.list}>
            {orders.data.map((order) => (
              <OrderRow key={order.uid} order={order} onRefund={setRefunding} />
            ))}
          </ul>
        ))}
      {refunding && (
        <RefundDialog
          order={refunding}
          onClose={() => setRefunding(null)}
          onDone={() => {
            setRefunding(null);
            orders.reload();
          }}
        />
      )}
    </Paper>
  );
}
