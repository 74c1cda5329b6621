import type { SeatOrderView, SeatRefundView } from '@contract';
import { TextInput } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { useState } from 'react';

import { formatPrice } from '@contract/money';
import { indianToday } from '@/lib/format';

import { recordRefundPayout } from './groups-api';
import styles from './groups.module.css';
import { TransferDialog } from './transfer-dialog';

/**
 * 'Record refund transfer' on a return of seats paid by bank transfer (decision 0077): the UTR and
 * date of our transfer of the seats' share less their TDS; the refund is then processed and its
 * credit note issued for the whole share.
 */
export function RecordRefundPayout({
  groupId,
  order,
  refund,
  onRecorded,
}: {
  groupId: string;
  order: SeatOrderView;
  refund: SeatRefundView;
  onRecorded: () => void;
}) {
  const [utr, setUtr] = useState('');
  const [paidOn, setPaidOn] = useState(indianToday);
  const [errors, setErrors] = useState<Record<string, string>>({});

  return (
    <TransferDialog
      label="Record refund transfer"
      icon={<IconBuildingBank size={14} aria-hidden />}
      title={`Refund transfer: ${order.proformaNumber ?? order.id}`}
      submitLabel="Record transfer"
      failureTitle="Could not record the transfer"
      record={() => recordRefundPayout(groupId, order.id, refund.id, { utr: utr.trim(), paidOn })}
      onFieldErrors={setErrors}
      onRecorded={onRecorded}
    >
      <p className={styles.sub}>
        {refund.seats} returned seat{refund.seats === 1 ? '' : 's'} of {order.courseTitle}: transfer{' '}
        <strong>{formatPrice(refund.payoutPaise)}</strong> to the group
        {refund.tdsPaise > 0 && (
          <>
            {' '}
            ({formatPrice(refund.amountPaise)} less the {formatPrice(refund.tdsPaise)} TDS the group deducted, which it reclaims
            from the tax department)
          </>
        )}
        . The credit note for {formatPrice(refund.amountPaise)} is issued when the transfer is recorded.
      </p>
      <TextInput
        label="UTR of our transfer *"
        autoComplete="off"
        spellCheck={false}
        value={utr}
        onChange={(event) => setUtr(event.currentTarget.value)}
        error={errors.utr}
        data-autofocus
      />
      <TextInput
        label="Transferred on *"
        type="date"
        value={paidOn}
        onChange={(event) => setPaidOn(event.currentTarget.value)}
        error={errors.paidOn}
      />
    </TransferDialog>
  );
}
