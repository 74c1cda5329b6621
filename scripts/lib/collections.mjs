/**
 * Every top-level Firestore collection the product uses (it has no subcollections): the one list.
 * The local Node emulator cannot list collections, so export/import and the restart-survival of
 * local data walk it, and so does tests/api/hostile-input.test.ts when it looks for leaked writes.
 * Copies are checked against it: scripts/lib/collections.test.mjs fails when functions/src names a
 * collection it lacks or the seed (seed-data.mjs) writes one, and tests/rules/security-rules.test.ts
 * when firestore.rules does not cover each.
 */
export const COLLECTIONS = [
  'users',
  'products',
  'highlights',
  'organizations',
  'leagues',
  'testimonials',
  'blogs',
  'careers',
  'contacts',
  'courses',
  'modules',
  'enrollments',
  'courseSeats',
  'seatHolds',
  'payments',
  'attempts',
  'accommodations',
  'itemStatistics',
  'certificates',
  'counters',
  'activity',
  'rateLimits',
  'uploads',
  'mail',
  'credentialKeys',
  'credentialStatus',
  'coupons',
  'couponCodes',
  'couponRedemptions',
  'verificationCounts',
  'closedAccounts',
  'paymentEvents',
  'invoices',
  'creditNotes',
  'documentCounters',
  'invoiceKeys',
  'videos',
  'audit',
];
