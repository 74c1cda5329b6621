/**
 * Who owns each Firestore collection: the one feature whose repositories write it (others call its
 * service, or its `…InTransaction` steps inside their own transaction), and whether its documents
 * carry a person (a uid or an email address), which the privacy rights must then answer for
 * (lib/personal-data.ts, asked by privacy.service.ts). scripts/checks/collection-owners.test.mjs holds the
 * code to it (the map lists every collection of scripts/local/collections.mjs, and only the owner's
 * modules name a collection; a reader named here may read it and writes nothing beside it), and
 * scripts/checks/privacy-coverage.test.mjs gives every collection that carries a person one privacy
 * answer, from its owner.
 */

export type Feature =
  | 'activity'
  | 'assessment'
  | 'assignments'
  | 'audit'
  | 'certificates'
  | 'cohorts'
  | 'contact'
  | 'content'
  | 'coupons'
  | 'courses'
  | 'course-reviews'
  | 'credentials'
  | 'enrollments'
  | 'groups'
  | 'invoices'
  | 'mail'
  | 'notes'
  | 'questions'
  | 'payments'
  | 'rate-limit'
  | 'reminders'
  | 'staff'
  | 'users'
  | 'video';

export interface Ownership {
  /** The feature that writes it; null for a collection nothing writes any more. */
  owner: Feature | null;
  /** The fields that name a person (`id`: the document's id is their uid), or null when none does. */
  person: { uid?: string; email?: string } | null;
  /** Features whose repositories read it without writing, and why. */
  readers?: Partial<Record<Feature | 'learning' | 'health', string>>;
  /** Why a collection nothing writes is still listed. */
  note?: string;
}

export const COLLECTION_OWNERS = {
  users: { owner: 'users', person: { uid: 'id', email: 'email' } },
  closedAccounts: { owner: 'users', person: { uid: 'id' } },
  products: { owner: 'content', person: null },
  highlights: { owner: 'content', person: null },
  organizations: { owner: 'content', person: null },
  leagues: { owner: 'content', person: null },
  testimonials: { owner: 'content', person: null },
  blogs: { owner: 'content', person: null },
  careers: { owner: 'content', person: null },
  contacts: { owner: 'contact', person: { email: 'email' } },
  courses: { owner: 'courses', person: null },
  modules: { owner: 'courses', person: null },
  courseReviews: { owner: 'course-reviews', person: { uid: 'userId' } },
  emailPreferences: { owner: 'reminders', person: { uid: 'id' } },
  learnerReminders: { owner: 'reminders', person: { uid: 'uid' } },
  lessonNotes: { owner: 'notes', person: { uid: 'uid' } },
  lessonQuestions: { owner: 'questions', person: { uid: 'authorUid' } },
  lessonAnswers: { owner: 'questions', person: { uid: 'authorUid' } },
  questionDigests: { owner: 'questions', person: { uid: 'uid' } },
  assignmentSubmissions: { owner: 'assignments', person: { uid: 'uid' } },
  enrollments: {
    owner: 'enrollments',
    person: { uid: 'userId' },
    readers: { learning: "a lesson's watching across its course, one field of each enrolment, for its author" },
  },
  courseSeats: { owner: 'enrollments', person: { uid: 'userId' } },
  seatHolds: {
    owner: 'payments',
    person: null,
    note: 'Keyed by course; holds name unpaid orders and the client address for minutes, and closing an account releases its orders first.',
  },
  payments: { owner: 'payments', person: { uid: 'userId', email: 'buyer.email' } },
  paymentEvents: { owner: 'payments', person: null },
  attempts: { owner: 'assessment', person: { uid: 'userId' } },
  accommodations: { owner: 'assessment', person: { uid: 'userId' } },
  itemStatistics: { owner: 'assessment', person: null },
  certificates: { owner: 'certificates', person: { uid: 'userId' } },
  verificationCounts: { owner: 'certificates', person: null },
  credentialKeys: { owner: 'credentials', person: null },
  credentialStatus: { owner: 'credentials', person: null },
  activity: { owner: 'activity', person: { uid: 'actorUid' } },
  audit: { owner: 'audit', person: { uid: 'actorUid', email: 'actorEmail' } },
  rateLimits: { owner: 'rate-limit', person: null },
  uploads: { owner: 'video', person: null },
  mediaNames: { owner: 'video', person: null },
  videos: { owner: 'video', person: null },
  mail: { owner: 'mail', person: { email: 'to' } },
  coupons: { owner: 'coupons', person: null },
  couponCodes: { owner: 'coupons', person: null },
  couponRedemptions: { owner: 'coupons', person: null },
  invoices: { owner: 'invoices', person: { uid: 'userId', email: 'buyer.email' } },
  creditNotes: { owner: 'invoices', person: { uid: 'userId', email: 'buyer.email' } },
  documentCounters: { owner: 'invoices', person: null },
  invoiceKeys: { owner: 'invoices', person: null },
  groups: {
    owner: 'groups',
    person: { uid: 'managerUids' },
    note: "billingEmail is the organisation's billing address, kept with its tax documents.",
  },
  groupInvitations: { owner: 'groups', person: { uid: 'claimedBy', email: 'email' } },
  seatPools: { owner: 'groups', person: null },
  seatShards: { owner: 'groups', person: null },
  seatOrders: { owner: 'groups', person: { uid: 'createdBy' } },
  seatReceipts: { owner: 'groups', person: { uid: 'recordedBy' } },
  seatAssignments: { owner: 'groups', person: { uid: 'uid', email: 'email' } },
  cohorts: { owner: 'cohorts', person: { uid: 'memberUids' } },
  liveSessions: {
    owner: 'cohorts',
    person: { uid: 'attendance' },
    note: 'attendance is a map keyed by the members\' uids; a member is found through their cohorts.',
  },
  remindersSent: { owner: 'cohorts', person: { uid: 'uid' } },
  staffAssignments: {
    owner: 'staff',
    person: { uid: 'id' },
    note: 'updatedBy names the admin who assigned the courses; admin accounts are closed by another admin, never by the privacy rights.',
  },
  counters: {
    owner: null,
    person: null,
    readers: { health: 'The deep health check reads one probe document (that need not exist) to see Firestore answer.' },
    note: 'The first skeleton made it; nothing reads or writes it now. Kept in the list so export, import and the rules still cover data an old project may hold.',
  },
} satisfies Record<string, Ownership>;

export type CollectionName = keyof typeof COLLECTION_OWNERS;
