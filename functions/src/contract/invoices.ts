import { z } from 'zod';

import { GSTR1_PERIODS, type GstStateCode, type Gstr1Period } from './gst';

/** A registered buyer's billing address as stored and printed (its state is the buyer's state). */
export interface PostalAddress {
  line1: string;
  line2: string | null;
  city: string;
  pinCode: string;
}

/** A GSTIN buyer's declaration (GSTIN_DECLARATION), as declared at checkout. */
export interface GstinDeclaration {
  text: string;
  /** ISO time. */
  declaredAt: string;
}

/** Who an order and its invoice are made out to (decision 0071: a GSTIN only with its address and declaration). */
export interface Buyer {
  name: string;
  email: string;
  stateCode: GstStateCode | null;
  gstin: string | null;
  businessName: string | null;
  address: PostalAddress | null;
  declaration: GstinDeclaration | null;
}
/** An invoice line's description in another language than English: which, and its words. */
export interface DescriptionTranslation {
  language: string;
  text: string;
}

/** What pay-api hands over when a payment is captured: amounts in paise, GST included. */
export interface InvoiceSale {
  orderId: string;
  userId: string;
  paymentId: string;
  paidAt: Date;
  /**
   * With a GSTIN, the invoice is made out to it (B2B) only with the legal name, the address and the
   * declaration; a GSTIN without them is left off and the invoice is B2C.
   */
  buyer: Buyer;
  /**
   * `translation`: the description again in the language the buyer paid in (not English), printed
   * under the English one; the invoice itself stays in English.
   */
  item: { courseId: string; description: string; translation?: DescriptionTranslation };
  listPricePaise: number;
  discountPaise: number;
  /** listPricePaise − discountPaise: what was paid. */
  amountPaise: number;
  /**
   * Several of one item (a group's seats): listPricePaise is quantity × unitPricePaise. Left out
   * for one course bought by its learner.
   */
  quantity?: number;
  unitPricePaise?: number;
  /** The buyer's purchase order, printed on the invoice. */
  poNumber?: string | null;
}

/** What pay-api hands over when a refund is processed. */
export interface CreditNoteRefund {
  refundId: string;
  orderId: string;
  invoiceId: string;
  amountPaise: number;
  reason: string;
  refundedAt: Date;
}

const StateSchema = z.object({ code: z.string(), name: z.string() });

const PartySchema = z.object({
  name: z.string(),
  address: z.string(),
  gstin: z.string(),
  state: StateSchema,
});

/** Taxable value and tax of one document, in paise; CGST + SGST or IGST, never both. */
export const TaxSplitSchema = z.object({
  taxablePaise: z.number().int(),
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
  igstPaise: z.number().int(),
  totalPaise: z.number().int(),
  intraState: z.boolean(),
});
export type TaxSplit = z.infer<typeof TaxSplitSchema>;

const BuyerSchema = z.object({
  name: z.string(),
  email: z.string(),
  state: StateSchema.nullable(),
  gstin: z.string().nullable(),
  businessName: z.string().nullable(),
  /** A registered (GSTIN) buyer's billing address, printed under 'Billed to'; null for B2C. */
  address: z.object({ line1: z.string(), line2: z.string().nullable(), city: z.string(), pinCode: z.string() }).nullable(),
});

const DocumentBaseSchema = z.object({
  id: z.string(),
  number: z.string(),
  issuedAt: z.string(),
  financialYear: z.string(),
  supplier: PartySchema,
  buyer: BuyerSchema,
  placeOfSupply: StateSchema,
  sac: z.string(),
  description: z.string(),
  orderId: z.string(),
  reverseCharge: z.literal(false),
  tax: TaxSplitSchema,
  /** The public verification page (the QR code's target). */
  verifyUrl: z.string(),
  /** A signed link to the PDF, valid for a short while. */
  pdfUrl: z.string(),
});

export const InvoiceSchema = DocumentBaseSchema.extend({
  kind: z.literal('invoice'),
  paymentId: z.string(),
  courseId: z.string(),
  listPricePaise: z.number().int(),
  discountPaise: z.number().int(),
  /** Taxable value of the list price and of the discount, so the invoice shows the value before and after it. */
  grossTaxablePaise: z.number().int(),
  discountTaxablePaise: z.number().int(),
  /** A group's seats: how many, at what price each (GST included), against which purchase order. */
  quantity: z.number().int(),
  unitPricePaise: z.number().int(),
  poNumber: z.string().nullable(),
  creditNotes: z.array(z.object({ id: z.string(), number: z.string(), issuedAt: z.string(), amountPaise: z.number().int() })),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

export const CreditNoteSchema = DocumentBaseSchema.extend({
  kind: z.literal('credit_note'),
  refundId: z.string(),
  reason: z.string(),
  invoice: z.object({ id: z.string(), number: z.string(), issuedAt: z.string() }),
});
export type CreditNote = z.infer<typeof CreditNoteSchema>;

/**
 * What anyone holding the QR code may see: enough to match the paper to the record (numbers,
 * dates, amounts, the supplier, a registered buyer's GSTIN and legal name, both public on the GST
 * portal), never an email, an address or a person's name: a private buyer is 'Unregistered buyer'.
 */
export const InvoiceVerificationSchema = z.object({
  kind: z.enum(['invoice', 'credit_note']),
  number: z.string(),
  issuedAt: z.string(),
  supplier: z.object({ name: z.string(), gstin: z.string() }),
  buyer: z.object({ label: z.string(), gstin: z.string().nullable() }),
  placeOfSupply: StateSchema,
  description: z.string(),
  tax: TaxSplitSchema,
  /** Credit notes against an invoice, or the invoice a credit note reduces. */
  related: z.array(
    z.object({
      kind: z.enum(['invoice', 'credit_note']),
      number: z.string(),
      issuedAt: z.string(),
      totalPaise: z.number().int(),
    }),
  ),
  signature: z.object({ valid: z.boolean(), problem: z.string().nullable(), keyId: z.string().nullable(), signedBy: z.string() }),
});
export type InvoiceVerification = z.infer<typeof InvoiceVerificationSchema>;

/** A calendar day as YYYY-MM-DD. */
export const isoDay = z
  .string({ error: 'Dates are YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD')
  .refine(
    (day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
    'Not a calendar date',
  );

/** The GSTR-1 export's period, in Indian dates, both days included; at most a year and a day. */
export const Gstr1QuerySchema = z
  .object({ from: isoDay, to: isoDay })
  .refine(({ from, to }) => from <= to, { message: "'from' must not be after 'to'", path: ['to'] })
  .refine(({ from, to }) => Date.parse(to) - Date.parse(from) <= 366 * 86_400_000, {
    message: 'At most one year at a time',
    path: ['to'],
  });
export type Gstr1Query = z.infer<typeof Gstr1QuerySchema>;

/**
 * GSTR-1 for one tax period as the GST offline tool imports it. Table 12 split into B2B and B2C
 * halves from the May 2025 return, the layout these files follow, so earlier periods are refused.
 */
export const Gstr1ReturnQuerySchema = z
  .object({
    financialYear: z
      .string({ error: 'Choose a financial year, e.g. 2026-27' })
      .regex(/^\d{4}-\d{2}$/, 'A financial year is written 2026-27')
      .refine((year) => (Number(year.slice(0, 4)) + 1) % 100 === Number(year.slice(5)), 'A financial year is written 2026-27'),
    period: z.enum(GSTR1_PERIODS, { error: 'The period is a month, 01 to 12, or a quarter, Q1 to Q4' }),
  })
  .refine(({ financialYear, period }) => financialYear >= '2025-26' && !(financialYear === '2025-26' && period === '04'), {
    message: 'GSTR-1 files start with May 2025, when Table 12 split into B2B and B2C',
    path: ['period'],
  });
export type Gstr1ReturnQuery = z.infer<typeof Gstr1ReturnQuerySchema>;

/** The files of one return: the offline tool's CSV file per table, and the JSON the portal takes. */
export const GSTR1_FILES = [
  'b2b.csv',
  'b2cl.csv',
  'b2cs.csv',
  'cdnr.csv',
  'cdnur.csv',
  'hsn-b2b.csv',
  'hsn-b2c.csv',
  'docs.csv',
  'gstr1.json',
] as const;
export type Gstr1FileName = (typeof GSTR1_FILES)[number];

/** The months and days a GSTR-1 return covers. */
export interface Gstr1ReturnPeriod {
  financialYear: string;
  period: Gstr1Period;
  /** 'September 2026' or 'Q2 2026-27 (July–September 2026)'. */
  label: string;
  /** First and last Indian day, YYYY-MM-DD, both included. */
  from: string;
  to: string;
  /** MMYYYY of the last month, as the portal names a return period (a quarter by its last month). */
  fp: string;
}

export interface Gstr1ReturnSummary extends Gstr1ReturnPeriod {
  invoices: number;
  creditNotes: number;
  /** The files with something in them (the JSON always), each with its rows. */
  files: Array<{ name: Gstr1FileName; table: string; rows: number }>;
}
