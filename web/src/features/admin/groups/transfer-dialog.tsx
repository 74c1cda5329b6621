import { Button, Modal } from '@mantine/core';
import { useState, type ReactNode } from 'react';

import { fieldErrorMap } from '@/lib/form-errors';
import { notifyApiError, notifySuccess } from '@/lib/notify';

import styles from './groups.module.css';

/**
 * A bank transfer recorded by hand on a group's order (money received, a refund paid out): the
 * button that opens it, the dialog and its form around `children`. `record` sends it and answers
 * the server's message, or answers null when the form's own check stopped it; the server's field
 * errors go to `onFieldErrors`.
 */
export function TransferDialog({
  label,
  icon,
  title,
  submitLabel,
  failureTitle,
  record,
  onFieldErrors,
  onRecorded,
  children,
}: {
  label: string;
  icon: ReactNode;
  title: string;
  submitLabel: string;
  failureTitle: string;
  record: () => Promise<string> | null;
  onFieldErrors: (fields: Record<string, string>) => void;
  onRecorded: () => void;
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const recording = record();
    if (!recording) return;
    setSaving(true);
    try {
      notifySuccess(await recording);
      setOpened(false);
      onRecorded();
    } catch (error) {
      onFieldErrors(fieldErrorMap(error));
      notifyApiError(error, failureTitle);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button size="xs" variant="outline" color="navy" leftSection={icon} onClick={() => setOpened(true)}>
        {label}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={title} centered>
        <form
          className={styles.receipt}
          noValidate
          aria-label={label}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {children}
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </form>
      </Modal>
    </>
  );
}
