/**
 * Every top-level Firestore collection the product uses (it has no subcollections). The local
 * Node emulator cannot list collections, so export/import and the restart-survival of local data
 * walk this list; tests/api/collections.test.ts keeps it in step with the repositories.
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
  'payments',
  'attempts',
  'accommodations',
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
];
