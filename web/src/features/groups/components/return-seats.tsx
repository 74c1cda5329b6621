import { SEAT_REFUND_DAYS, type SeatOrderView } from '@contract';
import { Button, Group, Modal, NumberInput } from '@mantine/core';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';

import { ApiError } from '@/lib/api-client';
import { formatPrice } from '@contract/money';
import { notifyApiError, notifySuccess } from '@/lib/notify';

import { refundSeats } from '../api/group-api';

const DAY_MS = 86_400_000;

/** Whether the order may still have seats returned (the server decides how many are unused). */
export function canReturnSeats(order: SeatOrderView, now = Date.now()): boolean {
  return (
    order.payment === 'razorpay' &&
    (order.status === 'paid' || order.status === 'partly_refunded') &&
    !!order.paidAt &&
    now - Date.parse(order.paidAt) <= SEAT_REFUND_DAYS * DAY_MS &&
    order.seats > order.refundedSeats
  );
}

/** The server's rule (decision 0076): the seats' share of what was paid, cumulative shares floored. */
export function refundFor(order: SeatOrderView, seats: number): number {
  const share = (count: number) => Math.floor((order.amountPaise * count) / order.seats);
  return share(order.refundedSeats + seats) - share(order.refundedSeats);
}

/**
 * 'Return unused seats' on a paid order within 30 days: how many, and what Razorpay will refund.
 * The server refuses seats someone holds; a credit note follows the refund.
 */
export function ReturnSeats({ groupId, order, onReturned }: { groupId: string; order: SeatOrderView; onReturned: () => void }) {
  const [opened, setOpened] = useState(false);
  const [seats, setSeats] = useState<number | string>(1);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!count) return;
    setSaving(true);
    setError(null);
    try {
      notifySuccess(await refundSeats(groupId, order.id, count, key));
      setOpened(false);
      onReturned();
    } catch (failure) {
      if (failure instanceof ApiError && (failure.status === 400 || failure.status === 409)) setError(failure.message);
      else notifyApiError(failure, 'Could not return the seats');
    } finally {
      setSaving(false);
    }
  };

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
        <form onSubmit={(event) => void submit(event)} noValidate>
          <p>
            Seats nobody has claimed can be returned within {SEAT_REFUND_DAYS} days of payment. Razorpay refunds their share of
            what you paid, and a credit note follows.
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
          <p aria-live="polite">{count ? `Refund: ${formatPrice(refundFor(order, count))} (GST included)` : `Choose 1 to ${left} seats`}</p>
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
