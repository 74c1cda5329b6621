import type { User } from '@contract';

import { adminPaths } from '@/config/paths';

/** What the account is, strongest first: the badge names it (decision 0073). */
export type AccountRole = 'admin' | 'manager' | 'instructor' | 'author' | 'user';

export function strongestRole(user: User): AccountRole {
  if (user.role === 'admin') return 'admin';
  const m = user.memberships;
  if (m?.managerOf.length) return 'manager';
  if (m?.instructorOf?.length) return 'instructor';
  if (m?.authorOf?.length) return 'author';
  return 'user';
}

/** The back-office screens an account may open: every one for an admin, a staff member's few, else none. */
export interface BackOffice {
  all: boolean;
  /** Instructors: the review queue, assignments to mark, learners' questions, and their courses' reports. */
  reviews: boolean;
  /** Authors: their courses' edit, modules and questions. */
  authoring: boolean;
  instructorOf: string[];
  authorOf: string[];
}

export function backOfficeOf(user: User | null): BackOffice | null {
  if (!user) return null;
  if (user.role === 'admin') return { all: true, reviews: true, authoring: true, instructorOf: [], authorOf: [] };
  const instructorOf = user.memberships?.instructorOf ?? [];
  const authorOf = user.memberships?.authorOf ?? [];
  const reviews = instructorOf.length > 0;
  const authoring = authorOf.length > 0;
  return reviews || authoring ? { all: false, reviews, authoring, instructorOf, authorOf } : null;
}

const REPORT = /^\/admin\/courses\/[^/]+\/report\/?$/;
const AUTHORING = [
  /^\/admin\/courses\/edit\/[^/]+\/?$/,
  /^\/admin\/courses\/(?!add\/?$)[^/]+(\/modules(\/[^/]+(\/checkpoints\/[^/]+\/questions)?)?)?\/?$/,
];

/** Whether a back-office path is one of the account's screens (the API refuses the rest anyway). */
export function opensScreen(office: BackOffice, pathname: string): boolean {
  if (office.all) return true;
  if (pathname === adminPaths.courses || pathname === `${adminPaths.courses}/`) return true;
  if (
    office.reviews &&
    (pathname.startsWith(adminPaths.reviews) ||
      pathname.startsWith(adminPaths.assignments) ||
      pathname.startsWith(adminPaths.learnerQuestions) ||
      REPORT.test(pathname))
  )
    return true;
  return office.authoring && !REPORT.test(pathname) && AUTHORING.some((pattern) => pattern.test(pathname));
}

/** Where a staff member's back-office opens. */
export const staffHome = (office: BackOffice) => (office.reviews ? adminPaths.reviews : adminPaths.courses);
