import type { TaxSplit } from '../../contract';
import { GST_RATE_PERCENT } from '../../contract/gst';

/**
 * Splits a GST-inclusive amount: the taxable value is the amount ÷ 1.18 rounded to the paisa, the
 * tax is what remains, so taxable + tax is always the amount paid. Within the supplier's state the
 * tax halves into CGST and SGST (the odd paisa, if any, to CGST); across states it is all IGST.
 */
export function splitInclusiveAmount(totalPaise: number, intraState: boolean): TaxSplit {
  if (!Number.isSafeInteger(totalPaise) || totalPaise < 0) throw new Error(`Not an amount in paise: ${totalPaise}`);
  const taxablePaise = Math.round((totalPaise * 100) / (100 + GST_RATE_PERCENT));
  const taxPaise = totalPaise - taxablePaise;
  const cgstPaise = intraState ? Math.ceil(taxPaise / 2) : 0;
  const sgstPaise = intraState ? taxPaise - cgstPaise : 0;
  return { taxablePaise, cgstPaise, sgstPaise, igstPaise: intraState ? 0 : taxPaise, totalPaise, intraState };
}

/** Plain figures for a spreadsheet: 1180.00, no symbol and no grouping. */
export const rupeeFigure = (paise: number) => (paise / 100).toFixed(2);
