import { IconReceiptRefund } from '@tabler/icons-react';

/** The rule with its icon; `text` in the page's language (the modal's catalogue has it). */
export function RefundRule({ text, className }: { text: string; className?: string }) {
  return (
    <p className={className}>
      <IconReceiptRefund size={14} aria-hidden /> {text}
    </p>
  );
}
