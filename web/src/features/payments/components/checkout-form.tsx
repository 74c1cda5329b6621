import type { CouponQuoteView, Course, OrderView, PaymentConfig, User } from '@contract';
import { LOCALES, SOURCE_LOCALE } from '@contract/locales';
import { Alert, Button, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';

import { useLocale, useT } from '@/lib/i18n/use-t';
import { msg, type MessageId } from '@/lib/i18n/message-id';
import { RefundRule } from '@/ui/refund-rule';

import { useCoursePayment } from '../hooks/use-course-payment';

import { BillingFields, billingErrors, EMPTY_BILLING, toBillingDetails } from './billing-fields';
import classes from './enroll-modal.module.css';
import { EnrollSummary } from './enroll-summary';

/** Why Checkout ended without a payment, in the buyer's words: a decline names Razorpay's reason. */
interface Unpaid {
  title: MessageId;
  reason: string | null;
}

/** What the checkout's coupon field is given (the coupons feature's field, composed in by the route). */
export interface CouponFieldSlot {
  courseId: string;
  /** The applied quote, or null once the code is removed (or none applies). */
  onChange: (quote: CouponQuoteView | null) => void;
  disabled: boolean;
}

/** Razorpay: the billing step, then Standard Checkout; the course opens when the webhook has recorded the payment. */
export function CheckoutForm({
  course,
  user,
  config,
  onSuccess,
  onBusy,
  couponField,
  resendVerification,
}: {
  course: Course;
  user: User;
  config: PaymentConfig;
  onSuccess: (order: OrderView) => Promise<void>;
  onBusy: (busy: boolean) => void;
  couponField: (slot: CouponFieldSlot) => ReactNode;
  resendVerification: ReactNode;
}) {
  const t = useT();
  const language = useLocale();
  const pay = useCoursePayment();
  const [billing, setBilling] = useState(EMPTY_BILLING);
  const [showBillingErrors, setShowBillingErrors] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [unpaid, setUnpaid] = useState<Unpaid | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [coupon, setCoupon] = useState<CouponQuoteView | null>(null);
  const problems = billingErrors(billing, user.isEmailVerified);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setUnpaid(null);
    setConfirming(false);
    if (Object.keys(problems).length > 0) {
      setShowBillingErrors(true);
      return;
    }
    setBusy(true);
    onBusy(true);
    try {
      const result = await pay(course.uid, course.price, { ...toBillingDetails(billing), couponCode: coupon?.code }, language);
      if (result.kind === 'enrolled') {
        await onSuccess(result.order);
        return;
      }
      if (result.kind === 'failed') setUnpaid({ title: msg('checkout.declined'), reason: result.message });
      if (result.kind === 'dismissed') setUnpaid({ title: msg('checkout.notCompleted'), reason: null });
      if (result.kind === 'confirming') setConfirming(true);
    } catch (err) {
      setError(err instanceof Error ? err.message : t('checkout.failed'));
    } finally {
      setBusy(false);
      onBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} className={classes.form} noValidate>
      <EnrollSummary course={course} user={user} config={config} />
      {couponField({ courseId: course.uid, onChange: setCoupon, disabled: busy })}
      <BillingFields
        values={billing}
        onChange={setBilling}
        errors={showBillingErrors ? problems : {}}
        emailVerified={user.isEmailVerified}
        resendVerification={resendVerification}
        disabled={busy}
      />
      {error && (
        // The server says why in English; on a page in another language the alert says so in it first.
        <Alert color="ball" role="alert" title={language === SOURCE_LOCALE ? undefined : t('checkout.failed')}>
          <span lang={language === SOURCE_LOCALE ? undefined : LOCALES[SOURCE_LOCALE].hreflang}>{error}</span>
        </Alert>
      )}
      {unpaid && (
        <Alert color="ball" role="alert" title={t(unpaid.title)}>
          <Stack gap={8}>
            {unpaid.reason && <span>{unpaid.reason}</span>}
            <span>{t('checkout.noMoneyTaken')}</span>
            <span>{t('checkout.anotherMethod')}</span>
            <Button type="submit" variant="white" color="ball" size="compact-sm" className={classes.retry}>
              {t('checkout.tryAnother')}
            </Button>
          </Stack>
        </Alert>
      )}
      {confirming && (
        <Alert color="pitch" role="status">
          {t('checkout.confirming')}
        </Alert>
      )}
      <Button type="submit" size="md" loading={busy} fullWidth>
        {t('checkout.pay')}
      </Button>
      <p className={classes.demo}>
        <IconLock size={14} aria-hidden /> {t('checkout.secure')}
      </p>
      <RefundRule text={t('checkout.refundRule', { days: config.refundWindowDays })} className={classes.demo} />
    </form>
  );
}
