import type { RazorpayCheckout, SeatOrderCreated } from '@contract';
import { Alert, Button, Loader } from '@mantine/core';
import { IconCircleCheck, IconCreditCard, IconHourglass } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';

import { formatPrice } from '@contract/money';
import { openCheckout, useWebhookWait } from '@/lib/razorpay-checkout';

import { getSeatOrders } from '../api/group-api';

import classes from './groups.module.css';

type Phase =
  | { kind: 'paying' }
  /** Checkout's handler returned: the money is taken, the webhook has not settled the order yet. */
  | { kind: 'confirming' }
  /** Still not settled after the page's wait: the webhook or reconciliation settles it later. */
  | { kind: 'pending' }
  | { kind: 'paid' }
  /** Checkout closed, failed or did not open: `again` while the order can still be paid here. */
  | { kind: 'failed' | 'error'; message: string; again: boolean }
  | { kind: 'dismissed'; again: boolean };

interface SeatCheckoutProps {
  groupId: string;
  order: SeatOrderCreated & { checkout: RazorpayCheckout };
  courseTitle: string;
  seats: number;
  /** The webhook settled the order: its seats are in the group's pool. */
  onPaid: () => void;
  onClose: () => void;
}

/**
 * A Razorpay seat order being paid: Standard Checkout opens at once; after its handler the order
 * is shown as being confirmed until the signed webhook settles it on the server (nothing is granted
 * before). A closed or failed Checkout leaves the order awaiting payment, payable again here while
 * its Razorpay order's time lasts.
 */
export function SeatCheckout({ groupId, order, courseTitle, seats, onPaid, onClose }: SeatCheckoutProps) {
  const [phase, setPhase] = useState<Phase>({ kind: 'paying' });
  const waitForWebhook = useWebhookWait();
  /** When the server stops holding the order for Checkout: its `timeoutSeconds` from the first opening. */
  const payBy = useRef(0);

  const pay = useCallback(async () => {
    setPhase({ kind: 'paying' });
    const left = () => Math.floor((payBy.current - Date.now()) / 1000);
    try {
      const outcome = await openCheckout({ ...order.checkout, timeoutSeconds: left() });
      if (outcome.kind !== 'paid') {
        setPhase({ ...outcome, again: left() > 60 });
        return;
      }
      setPhase({ kind: 'confirming' });
      const paid = await waitForWebhook(async () => {
        const { orders } = await getSeatOrders(groupId);
        return orders.find((seatOrder) => seatOrder.id === order.orderId && seatOrder.status === 'paid') ?? null;
      });
      if (!paid) {
        setPhase({ kind: 'pending' });
        return;
      }
      setPhase({ kind: 'paid' });
      onPaid();
    } catch (error) {
      const message = error instanceof Error ? error.message : 'The payment window could not be opened.';
      setPhase({ kind: 'error', message, again: left() > 60 });
    }
  }, [groupId, order, onPaid, waitForWebhook]);

  useEffect(() => {
    if (payBy.current) return;
    payBy.current = Date.now() + order.checkout.timeoutSeconds * 1000;
    void pay();
  }, [order, pay]);

  const what = `${seats} ${seats === 1 ? 'seat' : 'seats'} of ${courseTitle}`;
  const done = (
    <Button variant="default" onClick={onClose}>
      Done
    </Button>
  );

  if (phase.kind === 'paying' || phase.kind === 'confirming') {
    const confirming = phase.kind === 'confirming';
    return (
      <Alert
        color="navy"
        variant="light"
        icon={<Loader size={20} color="navy" aria-hidden />}
        title={confirming ? 'Confirming your payment' : 'Complete the payment in the Razorpay window'}
        role="status"
      >
        <p>
          {what}: <strong>{formatPrice(order.amount)}</strong> including GST.{' '}
          {confirming
            ? 'Razorpay has taken the payment; the seats are added as soon as Razorpay confirms it to us. Please keep this page open.'
            : 'Pay by card, UPI or netbanking.'}
        </p>
      </Alert>
    );
  }

  if (phase.kind === 'paid') {
    return (
      <Alert
        color="pitch"
        variant="light"
        icon={<IconCircleCheck size={22} aria-hidden />}
        title={`Payment received: ${what} are ready to assign`}
        role="status"
      >
        <p>Its tax invoice is in Orders and invoices below. Invite people to claim the seats.</p>
        <div className={classes.formActions} style={{ marginTop: 14 }}>
          {done}
        </div>
      </Alert>
    );
  }

  if (phase.kind === 'pending') {
    return (
      <Alert
        color="navy"
        variant="light"
        icon={<IconHourglass size={22} aria-hidden />}
        title="Your payment is still being confirmed"
        role="status"
      >
        <p>
          Razorpay has not confirmed the payment for {what} to us yet. The seats are added on their own when it does: the order
          below then reads Paid.
        </p>
        <div className={classes.formActions} style={{ marginTop: 14 }}>
          {done}
        </div>
      </Alert>
    );
  }

  const failed = phase.kind !== 'dismissed';
  return (
    <Alert
      color={failed ? 'ball' : 'navy'}
      variant="light"
      icon={<IconCreditCard size={22} aria-hidden />}
      title={failed ? 'The payment did not go through' : 'Checkout closed: the order is awaiting payment'}
      role={failed ? 'alert' : 'status'}
    >
      {failed && <p>{phase.message}</p>}
      <p>
        {what}, <strong>{formatPrice(order.amount)}</strong> including GST, is not paid and no seats are added.{' '}
        {phase.again
          ? 'You can pay it now, or leave it: an unpaid order lapses on its own.'
          : 'Its time to pay has run out: place a new order to buy these seats.'}
      </p>
      <div className={classes.formActions} style={{ marginTop: 14 }}>
        {phase.again && (
          <Button leftSection={<IconCreditCard size={18} aria-hidden />} onClick={() => void pay()}>
            Pay now
          </Button>
        )}
        {done}
      </div>
    </Alert>
  );
}
