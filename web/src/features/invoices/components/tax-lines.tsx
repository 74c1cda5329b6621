import type { TaxSplit } from '@contract';
import { formatDocumentAmount } from '@contract/money';


import classes from './invoice-document.module.css';

/** Taxable value, CGST + SGST or IGST, and the total, as a definition list. */
export function TaxLines({ tax, totalLabel = 'Total' }: { tax: TaxSplit; totalLabel?: string }) {
  return (
    <dl className={classes.totals}>
      <dt>Taxable value</dt>
      <dd>{formatDocumentAmount(tax.taxablePaise)}</dd>
      {tax.intraState ? (
        <>
          <dt>CGST @ 9%</dt>
          <dd>{formatDocumentAmount(tax.cgstPaise)}</dd>
          <dt>SGST @ 9%</dt>
          <dd>{formatDocumentAmount(tax.sgstPaise)}</dd>
        </>
      ) : (
        <>
          <dt>IGST @ 18%</dt>
          <dd>{formatDocumentAmount(tax.igstPaise)}</dd>
        </>
      )}
      <dt className={classes.grand}>{totalLabel}</dt>
      <dd className={classes.grand}>{formatDocumentAmount(tax.totalPaise)}</dd>
    </dl>
  );
}
