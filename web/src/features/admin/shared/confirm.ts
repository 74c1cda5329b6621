import { modals } from '@mantine/modals';

/** Asks before a delete or a status change; resolves true when confirmed (SPEC section 5). */
export function confirmAction(title: string, message: string, confirmLabel: string, danger = true): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title,
      children: message,
      labels: { confirm: confirmLabel, cancel: 'Cancel' },
      confirmProps: { color: danger ? 'ball' : 'navy' },
      centered: true,
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
