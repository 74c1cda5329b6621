import type { RouteObject } from 'react-router-dom';

/** Sign-up, log-in and the profile: one lazy chunk, loaded only when one of these opens. */
const joinPage = async () => ({ Component: (await import('@/features/auth/components/join-page')).JoinPage });

export const accountRoutes: RouteObject[] = [
  { path: '/join', lazy: joinPage },
  { path: '/login', lazy: joinPage },
  {
    path: '/profile',
    lazy: async () => ({ Component: (await import('./profile-route')).ProfileRoute }),
    // Its cards and forms are in every language.
    handle: { translated: true },
  },
];
