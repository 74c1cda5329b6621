import '@/ui/content/form-styles';

import type { CouponQuoteView, Course, PaymentConfig, User } from '@contract';
import { Alert, Button, Group, Loader, Modal, TextInput } from '@mantine/core';
import { IconCircleCheck, IconLock } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';

import { CouponField } from '@/features/coupons/components/coupon-field';
import { getPaymentConfig } from '@/features/payments/api/get-payment-config';
import { BillingFields, billingErrors, EMPTY_BILLING, toBillingDetails } from '@/features/payments/components/billing-fields';
import { RefundRule } from '@/features/payments/components/refund-rule';
import { useCoursePayment } from '@/features/payments/hooks/use-course-payment';
import { formatRupees } from '@/lib/format';
import { notifySuccess } from '@/lib/notify';
import { useApiData } from '@/lib/use-api-data';

import { enroll } from '../api/enroll';

import classes from './enroll-modal.module.css';

/** The simulated processing time before the call, and the success pause before closing (SPEC section 9). */
export const PROCESSING_MS = 2000;
export const SUCCESS_CLOSE_MS = 2000;
const CONFIRMING =
  'Your payment was received. The course opens as soon as Razorpay confirms it, usually within a minute; you will get a receipt by mail.';

type Phase = 'form' | 'processing' | 'success';

function useTimers() {
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);
  return (ms: number) => new Promise<void>((resolve) => timers.current.push(window.setTimeout(resolve, ms)));
}

function Summary({ course, user, config }: { course: Course; user: User; config: PaymentConfig | null }) {
  return (
    <dl className={classes.summary}>
      <div>
        <dt>Course</dt>
        <dd>{course.title}</dd>
      </div>
      <div>
        <dt>Price</dt>
        <dd>
          {formatRupees(course.price)}
          {config?.provider === 'razorpay' && <span className={classes.gst}>incl. {config.gstPercent} % GST</span>}
        </dd>
      </div>
      <div>
        <dt>Duration</dt>
        <dd>{course.duration}</dd>
      </div>
      <div>
        <dt>Name</dt>
        <dd>{user.name}</dd>
      </div>
      <div>
        <dt>Email</dt>
        <dd>{user.email}</dd>
      </div>
    </dl>
  );
}

/** The spec's demo card: required dummy fields, never sent, then the one-call enrolment. */
function DemoCardForm({ course, user, onSuccess }: { course: Course; user: User; onSuccess: () => Promise<void> }) {
  const [phase, setPhase] = useState<'form' | 'processing'>('form');
  const [error, setError] = useState<string | null>(null);
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });
  const wait = useTimers();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setPhase('processing');
    await wait(PROCESSING_MS);
    try {
      await enroll(course.uid, course.price);
    } catch (err) {
      setPhase('form');
      setError(err instanceof Error ? err.message : 'Failed to enroll. Please try again.');
      return;
    }
    await onSuccess();
  };

  return (
    <form onSubmit={onSubmit} className={classes.form}>
      <Summary course={course} user={user} config={null} />
      <p className={classes.demo}>
        <IconLock size={14} aria-hidden /> Demo payment: card details stay in your browser and are never sent.
      </p>
      <TextInput
        label="Card number"
        required
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        maxLength={19}
        value={card.number}
        onChange={(e) => setCard({ ...card, number: e.currentTarget.value })}
      />
      <Group grow className={classes.row}>
        <TextInput
          label="Expiry"
          required
          autoComplete="cc-exp"
          placeholder="MM/YY"
          maxLength={5}
          value={card.expiry}
          onChange={(e) => setCard({ ...card, expiry: e.currentTarget.value })}
        />
        <TextInput
          label="CVC"
          required
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          value={card.cvc}
          onChange={(e) => setCard({ ...card, cvc: e.currentTarget.value })}
        />
      </Group>
      {error && (
        <Alert color="ball" role="alert">
          {error}
        </Alert>
      )}
      <Button type="submit" size="md" loading={phase === 'processing'} fullWidth>
        Pay & Enroll
      </Button>
    </form>
  );
}

/** Razorpay: the billing step, then Standard Checkout; the course opens when the webhook has recorded the payment. */
function CheckoutForm({
  course,
  user,
  config,
  onSuccess,
  onBusy,
}: {
  course: Course;
  user: User;
  config: PaymentConfig;
  onSuccess: () => Promise<void>;
  onBusy: (busy: boolean) => void;
}) {
  const pay = useCoursePayment();
  const [billing, setBilling] = useState(EMPTY_BILLING);
  const [showBillingErrors, setShowBillingErrors] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [coupon, setCoupon] = useState<CouponQuoteView | null>(null);
  const problems = billingErrors(billing, user.isEmailVerified);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
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
        await onSuccess();
        return;
      }
      if (result.kind === 'failed') setError(result.message);
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
      <Summary course={course} user={user} config={config} />
      <CouponField courseId={course.uid} onChange={setCoupon} disabled={busy} />
      <BillingFields
        values={billing}
        onChange={setBilling}
        errors={showBillingErrors ? problems : {}}
        emailVerified={user.isEmailVerified}
        disabled={busy}
      />
      {error && (
        <Alert color="ball" role="alert">
          {error}
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

/** The enrolment modal: course and learner, then the demo card or Razorpay's checkout, then Enrolled Successfully. */
export default function EnrollModal({
  course,
  user,
  onClose,
  onEnrolled,
}: {
  course: Course;
  user: User | null;
  onClose: () => void;
  onEnrolled: () => void;
}) {
  const config = useApiData(getPaymentConfig, [], 'Failed to enroll. Please try again.');
  const [phase, setPhase] = useState<Phase>('form');
  const wait = useTimers();

  const onSuccess = async () => {
    setPhase('success');
    await wait(SUCCESS_CLOSE_MS);
    notifySuccess('Enrollment successful! Welcome to the course.');
    onEnrolled();
  };

  return (
    <Modal
      opened
      onClose={phase === 'processing' ? () => undefined : onClose}
      title="Enroll in course"
      closeButtonProps={{ 'aria-label': 'Close' }}
      centered
      size="md"
      classNames={{ body: classes.body }}
    >
      {phase === 'success' ? (
        <div className={classes.success} role="status">
          <IconCircleCheck size={56} aria-hidden />
          <h3>Enrolled Successfully</h3>
          <p>You can start learning right away.</p>
        </div>
      ) : !user ? (
        <Alert color="ball">User information not available</Alert>
      ) : config.status === 'loading' ? (
        <Loader className={classes.loader} aria-label="Loading" />
      ) : config.status === 'error' ? (
        <Alert color="ball" role="alert">
          {config.message}
        </Alert>
      ) : config.data.provider === 'demo' ? (
        <DemoCardForm course={course} user={user} onSuccess={onSuccess} />
      ) : (
        <CheckoutForm
          course={course}
          user={user}
          config={config.data}
          onSuccess={onSuccess}
          onBusy={(busy) => setPhase(busy ? 'processing' : 'form')}
        />
      )}
    </Modal>
  );
}
