import type { CertificateLink, CourseProgress, Session, User } from '../../functions/src/contract';

/**
 * Shapes of /api answers the contract (functions/src/contract) does not name, written as narrowly as
 * the tests read them. A shape that grows a contract type should move there and be imported instead.
 */

/** POST /api/admin/orders/reconcile: what the scheduled repair did (reconciliation.service's report). */
export interface ReconciliationReport {
  paid: number;
  released: number;
  waiting: number;
  finished: number;
  refunds: number;
  errors: number;
}

/** An entry of an order's event log as Firestore stores it. */
export interface StoredOrderEvent {
  type: string;
  source?: string;
  actor?: string;
}

/** PUT /api/user/courses/:courseId/modules/:moduleId/lessons/:lessonId/progress. */
export interface LessonProgressSaved {
  progress: CourseProgress;
  certificate: CertificateLink | null;
}

/** GET /api/users/me/data: what is kept about the caller (the privacy export), as far as the tests read it. */
export interface PersonalData {
  profile: Record<string, unknown>;
  enrollments: Record<string, unknown>[];
  payments: Record<string, unknown>[];
  attempts: Record<string, unknown>[];
  certificates: { id: string }[];
  accommodations: Record<string, unknown>[];
  contactMessages: { message: string }[];
  invoices: { buyer: Record<string, unknown> }[];
  creditNotes: Record<string, unknown>[];
  keptAfterClosing: { data: string[]; why: string }[];
  courseReviews: Record<string, unknown>[];
  lessonNotes: { text: string }[];
}

/** PUT /api/users/profile (web/src/features/auth/api/update-profile's ProfileUpdateResult). */
export interface ProfileUpdateResult {
  user: User;
  /** Present when the password changed: every other session ended and this one was issued. */
  session?: Session;
}

/** GET /api/health/deep: each backend the function depends on, checked. */
export interface DeepHealth {
  status: string;
  checks: Record<string, { ok: boolean; [detail: string]: unknown }>;
}
