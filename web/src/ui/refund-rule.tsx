import { IconReceiptRefund } from '@tabler/icons-react';

/** The money-back rule, in the same words on the course page, the modal and the order. */
export const refundRuleText = (days: number) =>
  `Full refund within ${days} days of payment, unless a certificate has been issued.`;

export function RefundRule({ days, className }: { days: number; className?: string }) {
  return (
    <p className={className}>
      <IconReceiptRefund size={14} aria-hidden /> {refundRuleText(days)}
    </p>
  );
}
