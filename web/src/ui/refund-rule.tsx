import { IconReceiptRefund } from '@tabler/icons-react';

/** The money-back rule, in the same words on the course page, the modal and the order. */
export const refundRuleText = (days: number) =>
  `Full refund within ${days} days of payment, unless a certificate has been issued.`;

/** The rule with its icon; `text` in the page's language (the modal's catalogue has it). */
export function RefundRule({ text, className }: { text: string; className?: string }) {
  return (
    <p className={className}>
      <IconReceiptRefund size={14} aria-hidden /> {text}
    </p>
  );
}
