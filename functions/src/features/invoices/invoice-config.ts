import { gstStateName, gstinProblem } from '../../contract/gst';

export interface Supplier {
  name: string;
  address: string;
  gstin: string;
  state: { code: string; name: string };
}

/**
 * The local stack's supplier, so invoices work with no setup; a valid GSTIN (check character
 * included) in Karnataka, where the company's office is. docs/gst-invoices.md lists them.
 */
const LOCAL_DEFAULTS = {
  INVOICE_SUPPLIER_NAME: 'CricVision Technologies Private Limited',
  INVOICE_SUPPLIER_ADDRESS: 'Level 7, Prestige Tech Park, Outer Ring Road, Bengaluru, Karnataka 560103, India',
  INVOICE_SUPPLIER_GSTIN: '29AAKCC4721M1Z9',
};

const onEmulator = () => process.env.FUNCTIONS_EMULATOR === 'true' || Boolean(process.env.FIRESTORE_EMULATOR_HOST);

function setting(name: keyof typeof LOCAL_DEFAULTS): string {
  const value = process.env[name]?.trim();
  if (value) return value;
  // Production never invents a supplier: an invoice with a made-up GSTIN is worse than none.
  if (onEmulator()) return LOCAL_DEFAULTS[name];
  throw new Error(`${name} is not configured: tax invoices need the supplier's registered details (docs/gst-invoices.md)`);
}

/** The supplier printed on every invoice, from the function's configuration; its state is its GSTIN's. */
export function supplier(): Supplier {
  const gstin = setting('INVOICE_SUPPLIER_GSTIN');
  const stateCode = gstin.slice(0, 2);
  const problem = gstinProblem(gstin, stateCode);
  if (problem) throw new Error(`INVOICE_SUPPLIER_GSTIN ${gstin}: ${problem}`);
  return {
    name: setting('INVOICE_SUPPLIER_NAME'),
    address: setting('INVOICE_SUPPLIER_ADDRESS'),
    gstin,
    state: { code: stateCode, name: gstStateName(stateCode) ?? stateCode },
  };
}

/** Services Accounting Code: 999293 is commercial training and coaching services. */
export function serviceAccountingCode(): string {
  const sac = process.env.INVOICE_SAC?.trim() || '999293';
  if (!/^\d{6}$/.test(sac)) throw new Error(`INVOICE_SAC ${sac} is not a six-digit SAC`);
  return sac;
}
