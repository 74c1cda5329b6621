import type { Locale } from '../contract/locales';
import { inLanguage, pageDataKeys, type PageData } from '../contract/page-data';
import type { Role } from '../contract';
import { SIGNED_IN_SCREENS, type SignedInScreen } from '../contract/public-pages';
import { getCheckpointBriefing } from '../features/assessment/checkpoints.service';
import { withMemberships } from '../features/auth/auth.service';
import { listAdminCourses } from '../features/courses/course-admin.service';
import { dashboardOverview } from '../features/dashboard/dashboard.service';
import { listMyEnrollments } from '../features/enrollments/enrollments.service';
import { getLearnerCourse } from '../features/learning/learning.service';
import { seatHoldList } from '../features/payments/holds.service';
import { myOrders } from '../features/payments/my-orders.service';
import { revenueThisMonth } from '../features/payments/orders-admin.service';
import { getEmailPreferences } from '../features/reminders/email-preferences.service';
import { authOfToken, type AuthContext } from '../http/authenticate';

import { matchPath, settle, type DataLoads, type Params } from './page-reads';

interface Screen {
  /** The role the screen is rendered for; anyone else gets the app shell, as before. */
  role?: Role;
  /** The first GETs the screen makes, each through the service its API route answers from. */
  reads: (auth: AuthContext, params: Params, locale: Locale) => DataLoads;
}

const myCourses: Screen['reads'] = (auth) => ({ [pageDataKeys.enrollments]: () => listMyEnrollments(auth.uid) });

/**
 * The signed-in screens the server renders for their user (issue 35, decision 0092): those a
 * learner or an admin opens every day. Every other signed-in address is the app shell. A checkpoint
 * reads its briefing, which starts no clock: the checkpoint itself is asked for by the browser, once.
 * The back-office's screens are rendered for admins; staff scoped to courses get the shell.
 */
const SCREENS: Record<SignedInScreen, Screen> = {
  '/user/courses': { reads: myCourses },
  '/dashboard': { reads: myCourses },
  '/user/courses/:courseId': {
    // The course's content in the address's language where it has a version (decision 0095).
    reads: (auth, { courseId }, locale) => ({
      [inLanguage(pageDataKeys.learnerCourse(courseId), locale)]: () => getLearnerCourse(auth.user, courseId, locale),
    }),
  },
  '/user/courses/:courseId/modules/:moduleId/checkpoints/:checkpointId': {
    reads: (auth, { courseId, moduleId, checkpointId }, locale) => ({
      [inLanguage(pageDataKeys.checkpointBriefing(courseId, moduleId, checkpointId), locale)]: () =>
        getCheckpointBriefing(auth.user, courseId, moduleId, checkpointId, locale),
    }),
  },
  '/profile': {
    reads: (auth) => ({
      [pageDataKeys.myOrders]: () => myOrders(auth.uid),
      [pageDataKeys.emailPreferences]: () => getEmailPreferences(auth.uid),
    }),
  },
  '/admin/dashboard': {
    role: 'admin',
    reads: () => ({
      [pageDataKeys.dashboardOverview]: () => dashboardOverview(),
      [pageDataKeys.revenue]: () => revenueThisMonth(),
    }),
  },
  '/admin/courses': {
    role: 'admin',
    reads: () => ({
      [pageDataKeys.adminCourses]: () => listAdminCourses({ all: true }),
      [pageDataKeys.seatHolds]: () => seatHoldList(),
    }),
  },
};

/**
 * The data a signed-in screen at `path` renders with for the session's ID `token`, its user under
 * `pageDataKeys.me`; null when the path is no such screen, or the session is expired, ended, blocked
 * or without the screen's role: the app shell answers then, and the app decides.
 */
export async function loadSignedInScreen(path: string, token: string, locale: Locale): Promise<PageData | null> {
  for (const pattern of SIGNED_IN_SCREENS) {
    const screen = SCREENS[pattern];
    const params = matchPath(pattern, path);
    if (!params) continue;
    const auth = await authOfToken(token, screen.role).catch(() => null);
    if (!auth) return null;
    const data = await settle({ [pageDataKeys.me]: () => withMemberships(auth.user), ...screen.reads(auth, params, locale) });
    return data[pageDataKeys.me] ? data : null;
  }
  return null;
}
