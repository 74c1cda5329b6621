import type { RouteObject } from 'react-router-dom';

import { RequireUser } from './require-user';

/**
 * Groups (issue 32): a manager's group home behind a session (the API answers 404 to anyone who
 * does not manage it), the invitation a claim link opens, which anyone holding it may read, and the
 * join page of a group with an email domain (signed out, it asks to log in with that address).
 */
export const groupRoutes: RouteObject[] = [
  {
    Component: RequireUser,
    children: [
      {
        path: '/groups/:groupId',
        lazy: async () => ({ Component: (await import('@/features/groups/components/group-home-page')).GroupHomePage }),
      },
      {
        path: '/groups/:groupId/cohorts/:cohortId',
        lazy: async () => ({ Component: (await import('@/features/groups/components/cohort-page')).CohortPage }),
      },
    ],
  },
  {
    path: '/groups/:groupId/join',
    lazy: async () => ({ Component: (await import('./join-route')).JoinRoute }),
    handle: { translated: true },
  },
  {
    path: '/invitations/:token',
    lazy: async () => ({ Component: (await import('./invitation-route')).InvitationRoute }),
    handle: { translated: true },
  },
];
