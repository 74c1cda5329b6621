/**
 * Where a group pays a proforma by bank transfer, from the function's configuration
 * (`SUPPLIER_BANK_*`, docs/groups.md). The local stack has made-up details so the proforma works
 * with no setup; production never invents an account.
 */
export interface BankDetails {
  accountName: string;
  bank: string;
  accountNumber: string;
  ifsc: string;
  branch: string;
}

const LOCAL_DEFAULTS: Record<string, string> = {
  SUPPLIER_BANK_ACCOUNT_NAME: 'CricVision Technologies Private Limited',
  SUPPLIER_BANK_NAME: 'Example Bank (local stack only)',
  SUPPLIER_BANK_ACCOUNT_NUMBER: '000012345678901',
  SUPPLIER_BANK_IFSC: 'EXMP0000123',
  SUPPLIER_BANK_BRANCH: 'Outer Ring Road, Bengaluru',
};

const onEmulator = () => process.env.FUNCTIONS_EMULATOR === 'true' || Boolean(process.env.FIRESTORE_EMULATOR_HOST);

function setting(name: string): string {
  const value = process.env[name]?.trim();
  if (value) return value;
  if (onEmulator()) return LOCAL_DEFAULTS[name];
  throw new Error(`${name} is not configured: a proforma needs the account the group pays into (docs/groups.md)`);
}

export function bankDetails(): BankDetails {
  const ifsc = setting('SUPPLIER_BANK_IFSC');
  if (!/^[A-Z]{4}0[A-Z0-9]{6}$/.test(ifsc)) throw new Error(`SUPPLIER_BANK_IFSC ${ifsc} is not an IFSC`);
  return {
    accountName: setting('SUPPLIER_BANK_ACCOUNT_NAME'),
    bank: setting('SUPPLIER_BANK_NAME'),
    accountNumber: setting('SUPPLIER_BANK_ACCOUNT_NUMBER'),
    ifsc,
    branch: setting('SUPPLIER_BANK_BRANCH'),
  };
}

/** How long an unpaid proforma stands: 30 days, or `SEAT_PROFORMA_DAYS`. */
export function proformaDays(): number {
  const days = Number(process.env.SEAT_PROFORMA_DAYS ?? 30);
  if (!Number.isInteger(days) || days < 1 || days > 365) throw new Error(`SEAT_PROFORMA_DAYS ${process.env.SEAT_PROFORMA_DAYS} is not 1 to 365`);
  return days;
}
