import { SEAT_REFUND_DAYS, seatRefundPaise, type SeatOrderView } from '@contract';
import { Button, Group, Modal, NumberInput } from '@mantine/core';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useState } from 'react';

import { formatPrice } from '@contract/money';
import { notifySuccess } from '@/lib/notify';
import { useFormSubmit } from '@/lib/use-form-submit';

import { refundSeats } from '../api/group-api';

const DAY_MS = 86_400_000;

/** Whether the order may still have seats returned (the server decides how many are unused). */
export function canReturnSeats(order: SeatOrderView, now = Date.now()): boolean {
  return (
    (order.status === 'paid' || order.status === 'partly_refunded') &&
    !!order.paidAt &&
    now - Date.parse(order.paidAt) <= SEAT_REFUND_DAYS * DAY_MS &&
    order.seats > order.refundedSeats
  );
}

/**
 * What returning `seats` gives back (the server's rule): their share of the order, and for a bank
 * transfer the share of the TDS the group deducted, which it reclaims from the tax department.
 */
export function refundText(order: SeatOrderView, seats: number): string {
  const amount = seatRefundPaise(order, order.refundedSeats, seats);
  const tds = seatRefundPaise({ seats: order.seats, amountPaise: order.receipt?.tdsPaise ?? 0 }, order.refundedSeats, seats);
  if (order.payment === 'razorpay') return `Refund: ${formatPrice(amount)} (GST included)`;
  return tds > 0
    ? `Refund: ${formatPrice(amount - tds)} by bank transfer, that is ${formatPrice(amount)} (GST included) less the ${formatPrice(tds)} TDS you deducted on these seats, which you reclaim from the tax department`
    : `Refund: ${formatPrice(amount)} (GST included) by bank transfer`;
}

/**
 * 'Return unused seats' on a paid order within 30 days: how many, and what Razorpay will refund.
 * The server refuses seats someone holds; a credit note follows the refund.
 */
export function ReturnSeats({ groupId, order, onReturned }: { groupId: string; order: SeatOrderView; onReturned: () => void }) {
  const [opened, setOpened] = useState(false);
  const [seats, setSeats] = useState<number | string>(1);
  const { saving, error, setError, submit } = useFormSubmit('Could not return the seats');
  // One key per opened form: a retried click is the same return, never a second refund.
  const [key, setKey] = useState('');
  const left = order.seats - order.refundedSeats;
  const count = typeof seats === 'number' && Number.isInteger(seats) && seats >= 1 && seats <= left ? seats : null;

  const open = () => {
    setKey(`return-${order.id}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`);
    setSeats(1);
    setError(null);
    setOpened(true);
  };

  const returnSeats = submit(async () => {
    if (!count) return;
    notifySuccess(await refundSeats(groupId, order.id, count, key));
    setOpened(false);
    onReturned();
  });

  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconReceiptRefund size={16} aria-hidden />}
        onClick={open}
        aria-label={`Return unused seats of ${order.courseTitle}`}
      >
        Return unused seats
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Return unused seats" centered>
        <form onSubmit={(event) => void returnSeats(event)} noValidate>
          <p>
            Seats nobody has claimed can be returned within {SEAT_REFUND_DAYS} days of payment.{' '}
            {order.payment === 'razorpay'
              ? 'Razorpay refunds their share of what you paid, and a credit note follows.'
              : 'We transfer their share back to the account you paid from, and a credit note follows the transfer.'}
          </p>
          <NumberInput
            label="Seats to return"
            min={1}
            max={left}
            allowDecimal={false}
            value={seats}
            onChange={setSeats}
            error={error}
            data-autofocus
          />
          <p aria-live="polite">{count ? refundText(order, count) : `Choose 1 to ${left} seats`}</p>
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={() => setOpened(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={saving} disabled={!count}>
              Return seats
            </Button>
          </Group>
        </form>
      </Modal>
    </>
  );
}
