import type { BillingDetails } from '../../contract';
import type { FieldError } from '../../lib/app-error';

/** A GSTIN names its state in its first two digits; it must be the state chosen for the invoice. */
export function billingProblem(billing: BillingDetails): FieldError | null {
  if (billing.businessName && !billing.gstin)
    return { path: 'gstin', msg: 'A business name goes on the invoice with its GSTIN. Please enter the GSTIN too.' };
  if (!billing.gstin) return null;
  if (!billing.stateCode) return { path: 'stateCode', msg: 'Please choose the state of your GSTIN' };
  if (billing.gstin.slice(0, 2) !== billing.stateCode)
    return { path: 'gstin', msg: 'This GSTIN is registered in another state than the one chosen' };
  return null;
}
