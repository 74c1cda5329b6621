import '@/ui/content/form-styles';

import type { Course, OrderView, User } from '@contract';
import { Alert, Loader, Modal } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';

import { useT } from '@/lib/i18n/use-t';
import { notifySuccess } from '@/lib/notify';
import { useApiData } from '@/lib/use-api-data';

import { getPaymentConfig } from '../api/get-payment-config';
import { useTimers } from '../hooks/use-timers';

import { CheckoutForm, type CouponFieldSlot } from './checkout-form';
import { DemoCardForm } from './demo-card-form';
import classes from './enroll-modal.module.css';
import { SUCCESS_CLOSE_MS } from './enroll-timing';
import { PaymentConfirmation } from './payment-confirmation';

type Phase = 'form' | 'processing' | 'success' | { confirmed: OrderView };

export interface EnrollModalProps {
  course: Course;
  user: User | null;
  onClose: () => void;
  /** The course is open: the page behind shows Continue Learning. */
  onEnrolled: () => void;
  /** The coupon code field of Razorpay's checkout. */
  couponField: (slot: CouponFieldSlot) => ReactNode;
  /** The button that sends the verification mail again (a GSTIN needs a verified email). */
  resendVerification: ReactNode;
}

/** The enrolment modal: course and learner, then the demo card or Razorpay's checkout, then Enrolled Successfully. */
export function EnrollModal({ course, user, onClose, onEnrolled, couponField, resendVerification }: EnrollModalProps) {
  const t = useT();
  const config = useApiData(getPaymentConfig, [], t('checkout.failed'));
  const [phase, setPhase] = useState<Phase>('form');
  const wait = useTimers();

  /** The demo card: the spec's success, closed after 2 s with the welcome alert. */
  const onSuccess = async () => {
    setPhase('success');
    await wait(SUCCESS_CLOSE_MS);
    notifySuccess(t('checkout.welcome'));
    onEnrolled();
    onClose();
  };

  /** Razorpay: a real order, so the confirmation stays with its number, invoice and receipt. */
  const onPaid = async (order: OrderView) => {
    setPhase({ confirmed: order });
    onEnrolled();
  };

  return (
    <Modal
      opened
      onClose={phase === 'processing' ? () => undefined : onClose}
      title={t('checkout.title')}
      closeButtonProps={{ 'aria-label': t('checkout.close') }}
      centered
      size="md"
      classNames={{ body: classes.body }}
    >
      {typeof phase === 'object' ? (
        <PaymentConfirmation order={phase.confirmed} email={user?.email ?? ''} onClose={onClose} />
      ) : phase === 'success' ? (
        <div className={classes.success} role="status">
          <IconCircleCheck size={56} aria-hidden />
          <h3>{t('checkout.enrolled')}</h3>
          <p>{t('checkout.startRightAway')}</p>
        </div>
      ) : !user ? (
        <Alert color="ball">{t('checkout.userMissing')}</Alert>
      ) : config.status === 'loading' ? (
        <Loader className={classes.loader} role="status" aria-label={t('checkout.loading')} />
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
          onSuccess={onPaid}
          // The form's end of a payment (busy no more) must not take the confirmation away again.
          onBusy={(busy) => setPhase((current) => (typeof current === 'object' ? current : busy ? 'processing' : 'form'))}
          couponField={couponField}
          resendVerification={resendVerification}
        />
      )}
    </Modal>
  );
}
