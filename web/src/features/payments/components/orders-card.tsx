import { pageDataKeys } from '@contract/page-data';
import type { DocumentLink, OrderView } from '@contract';
import type { Locale } from '@contract/locales';
import { REFUND_WINDOW_DAYS } from '@contract/payments';
import { Anchor, Button, Loader, Modal, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconFileInvoice, IconReceiptRefund } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { creditNotePath, invoicePath, ORDERS_SECTION_ID } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { formatPrice } from '@contract/money';
import { msg } from '@/lib/i18n/message-id';
import { useFailureMessage, useNotifyFailure } from '@/lib/i18n/use-failure-message';
import { useLocale, useT, type Translate } from '@/lib/i18n/use-t';
import { notifySuccess } from '@/lib/notify';
import { useApiData } from '@/lib/use-api-data';
import { useHashTarget } from '@/lib/use-hash-target';
import { useRefreshWhile } from '@/lib/use-refresh-while';
import { OrderStatusBadge } from '@/ui/order-status-badge';

import { getMyOrders } from '../api/get-my-orders';
import { requestRefund } from '../api/request-refund';

import classes from './orders-card.module.css';

function RefundDialog({ order, onClose, onDone }: { order: OrderView; onClose: () => void; onDone: () => void }) {
  const t = useT();
  const notifyFailure = useNotifyFailure();
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      await requestRefund(order.uid, reason.trim());
      notifySuccess(t('orders.refund.requested'));
      onDone();
    } catch (error) {
      notifyFailure(error, t('orders.refund.failed'));
      setSending(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('orders.refund.ask')} centered>
      <Stack>
        <Text size="sm">{t('orders.refund.text', { amount: formatPrice(order.amountPaise), course: order.courseTitle })}</Text>
        <Textarea
          label={t('orders.refund.reason')}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <Button color="ball" loading={sending} onClick={() => void send()}>
          {t('orders.refund.request')}
        </Button>
      </Stack>
    </Modal>
  );
}

/** Where the refund of a payment the order could not take stands, in the buyer's words. */
function returnedText(t: Translate, locale: Locale, payment: OrderView['unwantedPayments'][number]): string {
  const values = { payment: payment.paymentId, amount: formatPrice(payment.amountPaise) };
  if (payment.refund.status === 'processed')
    return t('orders.returned.processed', { ...values, date: formatDate(payment.refund.processedAt, locale) });
  if (payment.refund.status === 'failed') return t('orders.returned.failed', values);
  return t('orders.returned.pending', values);
}

/** A tax document's page and its PDF, the PDF link named for the document it opens. */
function DocumentLinks({ title, document, page }: { title: string; document: DocumentLink; page: string }) {
  const t = useT();
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
        aria-label={t('orders.pdfOf', { document: title.toLowerCase(), number: document.number })}
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
  const t = useT();
  const locale = useLocale();
  const said = useFailureMessage();
  return (
    <li className={classes.order}>
      <div className={classes.head}>
        <div>
          <Text fw={700}>{order.courseTitle}</Text>
          <Text size="sm" c="dimmed">
            {t('orders.number', { number: order.number ?? order.uid, date: formatDate(order.paidAt ?? order.createdAt, locale) })}
          </Text>
        </div>
        <div className={classes.amount}>
          <Text fw={700}>{formatPrice(order.amountPaise)}</Text>
          <OrderStatusBadge order={order} />
        </div>
      </div>
      {order.discountPaise > 0 && (
        <Text size="sm" c="dimmed">
          {t('orders.discount', {
            list: formatPrice(order.listPricePaise),
            code: order.couponCode,
            discount: formatPrice(-order.discountPaise),
          })}
        </Text>
      )}
      <div className={classes.links}>
        {order.invoice && <DocumentLinks title={t('orders.invoice')} document={order.invoice} page={invoicePath(order.invoice.id)} />}
        {order.creditNote && (
          <DocumentLinks title={t('orders.creditNote')} document={order.creditNote} page={creditNotePath(order.creditNote.id)} />
        )}
        {order.refundable.allowed && (
          <Button
            size="compact-sm"
            variant="light"
            color="ball"
            leftSection={<IconReceiptRefund size={16} aria-hidden />}
            onClick={() => onRefund(order)}
          >
            {t('orders.refund.ask')}
          </Button>
        )}
      </div>
      {order.status === 'succeeded' && order.refundable.until && !order.refund && (
        <Text size="xs" c="dimmed">
          {order.refundable.allowed
            ? `${t('course.refundRule', { days: REFUND_WINDOW_DAYS })} ${t('orders.refund.until', { date: formatDate(order.refundable.until, locale) })}`
            : order.refundable.reason && said(msg('orders.refund.closed'), order.refundable.reason)}
        </Text>
      )}
      {order.unwantedPayments.map((payment) => (
        <Text key={payment.paymentId} size="xs" c="dimmed">
          {returnedText(t, locale, payment)}
        </Text>
      ))}
      {order.refund?.status === 'pending' && (
        <Text size="xs" c="dimmed">
          {t('orders.refund.pending', { date: formatDate(order.refund.requestedAt, locale) })}
        </Text>
      )}
      {order.refund?.status === 'processed' && (
        <Text size="xs" c="dimmed">
          {order.refund.refundId
            ? t('orders.refund.processedWithReference', {
                amount: formatPrice(order.refund.amountPaise),
                date: formatDate(order.refund.processedAt, locale),
                reference: order.refund.refundId,
              })
            : t('orders.refund.processed', {
                amount: formatPrice(order.refund.amountPaise),
                date: formatDate(order.refund.processedAt, locale),
              })}
        </Text>
      )}
    </li>
  );
}

/** 'Orders and invoices' on /profile: every order with its status, invoice links and the refund request. */
export function OrdersCard() {
  const t = useT();
  const said = useFailureMessage();
  const orders = useApiData(getMyOrders, [], '', pageDataKeys.myOrders);
  const [refunding, setRefunding] = useState<OrderView | null>(null);
  useRefreshWhile(orders.status === 'ready' && orders.data.some(awaitsRefund), orders.refresh);
  const anchor = useHashTarget<HTMLDivElement>(ORDERS_SECTION_ID);
  return (
    <Paper withBorder radius="lg" p="lg" id={ORDERS_SECTION_ID} ref={anchor}>
      <Title order={2} size="h4">
        {t('orders.title')}
      </Title>
      {orders.status === 'loading' && <Loader size="sm" mt="md" role="status" aria-label={t('orders.loading')} />}
      {orders.status === 'error' && (
        <Text role="alert" mt="md">
          {said(msg('orders.loadFailed'), orders.message)}
        </Text>
      )}
      {orders.status === 'ready' &&
        (orders.data.length === 0 ? (
          <Text size="sm" c="dimmed" mt={6}>
            {t('orders.empty')}
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
