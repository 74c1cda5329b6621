import { Button, Group, Textarea } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';

/** Who reads the reason, and how long the server wants it. */
export interface ReasonOptions {
  description?: string;
  minLength?: number;
}

function ReasonForm({
  message,
  confirmLabel,
  options,
  onDone,
}: {
  message: string;
  confirmLabel: string;
  options: ReasonOptions;
  onDone: (reason: string | null) => void;
}) {
  const [reason, setReason] = useState('');
  const ready = reason.trim().length >= (options.minLength ?? 3);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) onDone(reason.trim());
      }}
    >
      <p>{message}</p>
      <Textarea
        label="Reason"
        description={options.description}
        required
        autosize
        minRows={3}
        maxLength={500}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        data-autofocus
      />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => onDone(null)}>
          Cancel
        </Button>
        <Button type="submit" color="ball" disabled={!ready}>
          {confirmLabel}
        </Button>
      </Group>
    </form>
  );
}

/** Like confirmAction, but the action needs a reason: resolves with it, or null when cancelled. */
export function confirmWithReason(
  title: string,
  message: string,
  confirmLabel: string,
  options: ReasonOptions = {},
): Promise<string | null> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (reason: string | null) => {
      if (settled) return;
      settled = true;
      modals.close(id);
      resolve(reason);
    };
    const id = modals.open({
      title,
      centered: true,
      children: <ReasonForm message={message} confirmLabel={confirmLabel} options={options} onDone={finish} />,
      onClose: () => finish(null),
    });
  });
}
