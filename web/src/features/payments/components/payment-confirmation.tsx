import type { OrderView } from '@contract';
import { Anchor, Button, Group, Loader } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';

import { invoicePath, learnerCoursePath } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { useWebhookWait } from '@/lib/razorpay-checkout';

import { getMyOrder } from '../api/get-my-orders';

import classes from './enroll-modal.module.css';

/** A paid order gets its tax invoice, and with it the receipt mail, just after the payment settles. */
const awaitsInvoice = (order: OrderView) => !order.invoice && order.provider === 'razorpay' && order.amountPaise > 0;

/**
 * After paying: the spec's 'Enrolled Successfully' and welcome, then what the buyer keeps (the order
 * number, the invoice and where the receipt went) and the way into the course. It stays until the
 * buyer leaves it, rather than closing itself.
 */
export function PaymentConfirmation({ order, email, onClose }: { order: OrderView; email: string; onClose: () => void }) {
  const t = useT();
  const [current, setCurrent] = useState(order);
  const waitForWebhook = useWebhookWait();

  useEffect(() => {
    if (!awaitsInvoice(order)) return;
    void waitForWebhook(async () => {
      const latest = await getMyOrder(order.uid);
      return awaitsInvoice(latest) ? null : latest;
    }).then((latest) => latest && setCurrent(latest));
  }, [order, waitForWebhook]);

  const pending = awaitsInvoice(current);
  return (
    <div className={classes.confirmation}>
      <div className={classes.success} role="status">
        <IconCircleCheck size={56} aria-hidden />
        <h3>{t('checkout.enrolled')}</h3>
        <p>{t('checkout.welcome')}</p>
      </div>
      <dl className={classes.summary} aria-label={t('checkout.order.label')}>
        <div>
          <dt>{t('checkout.order.number')}</dt>
          <dd>{current.number ?? current.uid}</dd>
        </div>
        {(current.invoice || pending) && (
          <div>
            <dt>{t('checkout.order.invoice')}</dt>
            <dd>
              {current.invoice ? (
                <Anchor component={Link} to={invoicePath(current.invoice.id)}>
                  {current.invoice.number}
                </Anchor>
              ) : (
                <>
                  <Loader size={12} aria-hidden /> {t('checkout.order.beingIssued')}
                </>
              )}
            </dd>
          </div>
        )}
      </dl>
      <p className={classes.receipt} aria-live="polite">
        {pending ? t('checkout.order.receiptPending', { email }) : t('checkout.order.receiptSent', { email })}
      </p>
      <Group grow>
        <Button variant="default" onClick={onClose}>
          {t('checkout.close')}
        </Button>
        <Button component={Link} to={learnerCoursePath(current.courseId)}>
          {t('checkout.startLearning')}
        </Button>
      </Group>
    </div>
  );
}
