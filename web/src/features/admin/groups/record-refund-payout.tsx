import type { SeatOrderView, SeatRefundView } from '@contract';
import { Button, Modal, TextInput } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { useState } from 'react';

import { formatPrice } from '@contract/money';
import { fieldErrorMap } from '@/lib/form-errors';
import { indianToday } from '@/lib/format';
import { notifyApiError, notifySuccess } from '@/lib/notify';

import { recordRefundPayout } from './groups-api';
import styles from './groups.module.css';

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
  const [opened, setOpened] = useState(false);
  const [utr, setUtr] = useState('');
  const [paidOn, setPaidOn] = useState(indianToday);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    setSaving(true);
    try {
      notifySuccess(await recordRefundPayout(groupId, order.id, refund.id, { utr: utr.trim(), paidOn }));
      setOpened(false);
      onRecorded();
    } catch (error) {
      setErrors(fieldErrorMap(error));
      notifyApiError(error, 'Could not record the transfer');
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button
        size="xs"
        variant="outline"
        color="navy"
        leftSection={<IconBuildingBank size={14} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        Record refund transfer
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={`Refund transfer: ${order.proformaNumber ?? order.id}`}
        centered
      >
        <form
          className={styles.receipt}
          noValidate
          aria-label="Record refund transfer"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <p className={styles.sub}>
            {refund.seats} returned seat{refund.seats === 1 ? '' : 's'} of {order.courseTitle}: transfer{' '}
            <strong>{formatPrice(refund.payoutPaise)}</strong> to the group
            {refund.tdsPaise > 0 && (
              <>
                {' '}
                ({formatPrice(refund.amountPaise)} less the {formatPrice(refund.tdsPaise)} TDS the group deducted, which it
                reclaims from the tax department)
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
          <Button type="submit" loading={saving}>
            Record transfer
          </Button>
        </form>
      </Modal>
    </>
  );
}
