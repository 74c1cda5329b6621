// No zod here: the functions check the supplier's GSTIN at start-up, before any schema is needed.

/**
 * States and union territories by their GST state code, the first two digits of a GSTIN and the
 * code printed beside the place of supply on a tax invoice. Code 25 (Daman and Diu) merged into
 * 26 in 2020; 28 is the pre-2014 Andhra Pradesh, now 37; 97 is 'Other Territory'.
 */
export const GST_STATES = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
  { code: '97', name: 'Other Territory' },
] as const;

export type GstStateCode = (typeof GST_STATES)[number]['code'];

export const GST_STATE_CODES = GST_STATES.map((state) => state.code) as [GstStateCode, ...GstStateCode[]];

export const gstStateName = (code: string) => GST_STATES.find((state) => state.code === code)?.name ?? null;

/**
 * Prices include GST at 18 % (SAC 999293, commercial training): CGST 9 % + SGST 9 % within the
 * supplier's state, IGST 18 % across states.
 */
export const GST_RATE_PERCENT = 18;

const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
// State code, PAN (five letters, four digits, a letter), entity number, 'Z', check character.
const GSTIN_FORMAT = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The GSTIN's 15th character: the first 14 as base-36 values weighted 1, 2, 1, 2 … from the left,
 * each product's base-36 digits summed, and the check is what brings the total to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = GSTIN_ALPHABET.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET[(36 - (sum % 36)) % 36];
}

/**
 * Why a GSTIN cannot be the buyer's, or null when it can: its format, its check character, and its
 * first two digits against the state chosen for the place of supply.
 */
export function gstinProblem(gstin: string, stateCode: string | null): string | null {
  if (!GSTIN_FORMAT.test(gstin))
    return 'A GSTIN has 15 characters: 2 digits, a PAN (ABCDE1234F), an entity number, Z and a check character';
  if (!gstStateName(gstin.slice(0, 2))) return 'This GSTIN does not begin with a state code';
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return 'This GSTIN is not valid: its check character does not match';
  if (!stateCode) return 'Please choose the state of this GSTIN';
  if (gstin.slice(0, 2) !== stateCode)
    return `This GSTIN is registered in ${gstStateName(gstin.slice(0, 2))}, not in the chosen state`;
  return null;
}

/** The return periods of a financial year: its months (April first) and its quarters. */
export const GSTR1_MONTHS = ['04', '05', '06', '07', '08', '09', '10', '11', '12', '01', '02', '03'] as const;
export const GSTR1_PERIODS = [...GSTR1_MONTHS, 'Q1', 'Q2', 'Q3', 'Q4'] as const;
export type Gstr1Period = (typeof GSTR1_PERIODS)[number];

/** A registered buyer's billing address as printed under 'Billed to': its lines, then city and PIN code. */
export function addressLines(address: { line1: string; line2: string | null; city: string; pinCode: string }): string[] {
  return [address.line1, ...(address.line2 ? [address.line2] : []), `${address.city} ${address.pinCode}`];
}
