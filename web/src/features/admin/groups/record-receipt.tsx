import { MAX_TDS_PERCENT_OF_TAXABLE, type SeatOrderView } from '@contract';
import { TextInput } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';

import { formatPrice } from '@contract/money';
import { indianToday } from '@/lib/format';

import { recordReceipt } from './groups-api';
import styles from './groups.module.css';
import { TransferDialog } from './transfer-dialog';

/** Rupees as typed (12,345.50) to paise, or null when it is not an amount. */
function paiseOf(text: string): number | null {
  const cleaned = text.replace(/[₹,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}
const rupeesOf = (paise: number) => (paise / 100).toFixed(2).replace(/\.00$/, '');

/** The running sum under the fields, so a mistyped amount shows before the server refuses it. */
function settles(values: Values, duePaise: number): string {
  const received = paiseOf(values.amountReceived);
  const tds = values.tdsAmount.trim() === '' ? 0 : paiseOf(values.tdsAmount);
  if (received === null || tds === null) return '';
  const total = received + tds;
  if (total === duePaise) return `Received + TDS: ${formatPrice(total)}, the amount due.`;
  return `Received + TDS: ${formatPrice(total)}, ${formatPrice(Math.abs(duePaise - total))} ${total < duePaise ? 'short of' : 'more than'} the amount due.`;
}

interface Values {
  utr: string;
  amountReceived: string;
  receivedOn: string;
  tdsAmount: string;
}

/**
 * 'Record receipt' on an order awaiting a bank transfer: the bank's UTR, what arrived and when, and
 * any TDS the group deducted under section 194J. The server settles it only when received + TDS is
 * the order's amount; then the seats are added and the tax invoice issued.
 */
export function RecordReceipt({ groupId, order, onRecorded }: { groupId: string; order: SeatOrderView; onRecorded: () => void }) {
  const [values, setValues] = useState<Values>({
    utr: '',
    amountReceived: rupeesOf(order.amountPaise),
    receivedOn: indianToday(),
    tdsAmount: '0',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const set = (field: keyof Values) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const record = () => {
    const amountReceived = paiseOf(values.amountReceived);
    const tdsAmount = values.tdsAmount.trim() === '' ? 0 : paiseOf(values.tdsAmount);
    const local: typeof errors = {};
    if (amountReceived === null) local.amountReceived = 'Enter the amount in rupees, like 45000 or 45000.50';
    if (tdsAmount === null) local.tdsAmount = 'Enter the TDS in rupees, or 0';
    if (Object.keys(local).length) {
      setErrors(local);
      return null;
    }
    return recordReceipt(groupId, order.id, {
      utr: values.utr.trim(),
      amountReceived: amountReceived!,
      receivedOn: values.receivedOn,
      tdsAmount: tdsAmount!,
    });
  };

  return (
    <TransferDialog
      label="Record receipt"
      icon={<IconReceipt size={14} aria-hidden />}
      title={`Record receipt: ${order.proformaNumber ?? order.id}`}
      submitLabel="Record payment"
      failureTitle="Could not record the payment"
      record={record}
      onFieldErrors={(fields) =>
        setErrors({
          utr: fields.utr,
          amountReceived: fields.amountReceived,
          receivedOn: fields.receivedOn,
          tdsAmount: fields.tdsAmount,
        })
      }
      onRecorded={onRecorded}
    >
      <p className={styles.sub}>
        {order.seats} seats of {order.courseTitle}, PO {order.poNumber ?? '—'}: {formatPrice(order.amountPaise)} due. The amount
        received and the TDS must add up to it; TDS is at most {MAX_TDS_PERCENT_OF_TAXABLE} % of the value before GST.
      </p>
      <TextInput
        label="UTR number *"
        autoComplete="off"
        spellCheck={false}
        value={values.utr}
        onChange={set('utr')}
        error={errors.utr}
        data-autofocus
      />
      <TextInput
        label="Amount received (₹) *"
        inputMode="decimal"
        value={values.amountReceived}
        onChange={set('amountReceived')}
        error={errors.amountReceived}
      />
      <TextInput
        label="Received on *"
        type="date"
        value={values.receivedOn}
        onChange={set('receivedOn')}
        error={errors.receivedOn}
      />
      <TextInput
        label="TDS deducted (₹)"
        description="Section 194J. The TDS certificate can follow later."
        inputMode="decimal"
        value={values.tdsAmount}
        onChange={set('tdsAmount')}
        error={errors.tdsAmount}
      />
      <p className={styles.sub} aria-live="polite">
        {settles(values, order.amountPaise)}
      </p>
    </TransferDialog>
  );
}
