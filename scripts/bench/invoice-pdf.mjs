// @ts-check
// Invoice figures for `npm run bench`: the size of a tax invoice PDF and the time to render one,
// in-process from the built function code (the same renderer the PDF endpoints call).
import { createRequire } from 'node:module';
import { join } from 'node:path';

import { ROOT } from '../local/stack.mjs';
import { percentile } from './stats.mjs';

const load = createRequire(import.meta.url);
const lib = (path) => load(join(ROOT, 'functions/lib/features/invoices', path));

/** A B2B inter-state invoice with a discount: the longest page the renderer makes. */
function sampleInvoice(splitInclusiveAmount) {
  const issuedAt = '2026-11-25T09:00:00.000Z';
  return {
    id: 'Xy12abcDEF34ghij5678',
    number: 'CV/26-27/000017',
    financialYear: '2026-27',
    sequence: 17,
    issuedAt,
    orderId: 'order_Nf8a7B6c5D4e3F',
    userId: 'uid',
    paymentId: 'pay_Nf8a7B6c5D4e3F',
    paidAt: issuedAt,
    courseId: 'certified-cricket-video-analyst',
    supplier: {
      name: 'CricVision Technologies Private Limited',
      address: 'Level 7, Prestige Tech Park, Outer Ring Road, Bengaluru, Karnataka 560103, India',
      gstin: '29AAKCC4721M1Z9',
      state: { code: '29', name: 'Karnataka' },
    },
    buyer: {
      name: 'Priya Sharma',
      email: 'priya@example.com',
      stateCode: '27',
      gstin: '27AAPFU0939F1ZV',
      businessName: 'Mumbai Cricket Academy LLP',
      address: { line1: '14 Marine Drive', line2: 'Churchgate', city: 'Mumbai', pinCode: '400020' },
    },
    placeOfSupply: { code: '27', name: 'Maharashtra' },
    sac: '999293',
    description: 'Certified Cricket Video Analyst — online course',
    listPricePaise: 14_999_00,
    discountPaise: 1_500_00,
    grossTaxablePaise: splitInclusiveAmount(14_999_00, false).taxablePaise,
    discountTaxablePaise:
      splitInclusiveAmount(14_999_00, false).taxablePaise - splitInclusiveAmount(13_499_00, false).taxablePaise,
    tax: splitInclusiveAmount(13_499_00, false),
    creditNotes: [],
    // An EdDSA JWS is printed only by its last part (86 characters); the renderer does not check it.
    signature: `eyJhbGciOiJFZERTQSJ9.e30.${'A'.repeat(86)}`,
  };
}

export async function measureInvoicePdf(runs = 15) {
  const savedSiteUrl = process.env.SITE_URL;
  process.env.SITE_URL = 'https://cricvision.example';
  try {
    const { renderDocumentPdf } = lib('invoice-pdf.js');
    const { splitInclusiveAmount } = lib('tax.js');
    const invoice = sampleInvoice(splitInclusiveAmount);
    let start = performance.now();
    const first = await renderDocumentPdf(invoice);
    const firstMs = performance.now() - start;
    const times = [];
    for (let i = 0; i < runs; i++) {
      start = performance.now();
      await renderDocumentPdf(invoice);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    return { bytes: first.length, firstMs, medianMs: percentile(times, 50), p95Ms: percentile(times, 95) };
  } finally {
    if (savedSiteUrl === undefined) delete process.env.SITE_URL;
    else process.env.SITE_URL = savedSiteUrl;
  }
}
