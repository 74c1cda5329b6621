import type { CouponQuoteView, Course, OrderView, PaymentConfig, User } from '@contract';
import { Alert, Button, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';

import { RefundRule } from '@/ui/refund-rule';

import { useCoursePayment } from '../hooks/use-course-payment';

import { BillingFields, billingErrors, EMPTY_BILLING, toBillingDetails } from './billing-fields';
import classes from './enroll-modal.module.css';
import { EnrollSummary } from './enroll-summary';

/** A declined or closed Checkout took nothing; a bank that debited anyway reverses it by itself. */
export const NO_MONEY_TAKEN =
  'No money was taken. If your account was debited, the amount returns to it automatically, usually within 5–7 working days.';
const ANOTHER_METHOD = 'You can pay another way: UPI, a card, netbanking or a wallet.';

/** Why Checkout ended without a payment, in the buyer's words: a decline names Razorpay's reason. */
interface Unpaid {
  title: string;
  reason: string | null;
}

const CONFIRMING =
  'Your payment was received. The course opens as soon as Razorpay confirms it, usually within a minute; you will get a receipt by mail.';

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
  const pay = useCoursePayment();
  const [billing, setBilling] = useState(EMPTY_BILLING);
  const [showBillingErrors, setShowBillingErrors] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [unpaid, setUnpaid] = useState<Unpaid | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [coupon, setCoupon] = useState<CouponQuoteView | null>(null);
  const problems = billingErrors(billing, user.isEmailVerified);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setUnpaid(null);
    setNotice(null);
    if (Object.keys(problems).length > 0) {
      setShowBillingErrors(true);
      return;
    }
    setBusy(true);
    onBusy(true);
    try {
      const result = await pay(course.uid, course.price, { ...toBillingDetails(billing), couponCode: coupon?.code });
      if (result.kind === 'enrolled') {
        await onSuccess(result.order);
        return;
      }
      if (result.kind === 'failed') setUnpaid({ title: 'The payment was declined', reason: result.message });
      if (result.kind === 'dismissed') setUnpaid({ title: 'The payment was not completed', reason: null });
      if (result.kind === 'confirming') setNotice(CONFIRMING);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Failed to enroll. Please try again.');
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
        <Alert color="ball" role="alert">
          {error}
        </Alert>
      )}
      {unpaid && (
        <Alert color="ball" role="alert" title={unpaid.title}>
          <Stack gap={8}>
            {unpaid.reason && <span>{unpaid.reason}</span>}
            <span>{NO_MONEY_TAKEN}</span>
            <span>{ANOTHER_METHOD}</span>
            <Button type="submit" variant="white" color="ball" size="compact-sm" className={classes.retry}>
              Try another method
            </Button>
          </Stack>
        </Alert>
      )}
      {notice && (
        <Alert color="pitch" role="status">
          {notice}
        </Alert>
      )}
      <Button type="submit" size="md" loading={busy} fullWidth>
        Pay & Enroll
      </Button>
      <p className={classes.demo}>
        <IconLock size={14} aria-hidden /> Secure payment by Razorpay: UPI, cards, netbanking and wallets.
      </p>
      <RefundRule days={config.refundWindowDays} className={classes.demo} />
    </form>
  );
}
