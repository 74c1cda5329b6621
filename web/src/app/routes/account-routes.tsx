import type { RouteObject } from 'react-router-dom';

/** Sign-up, log-in and the profile: one lazy chunk, loaded only when one of these opens. */
const joinPage = async () => ({ Component: (await import('@/features/auth/components/join-page')).JoinPage });

export const accountRoutes: RouteObject[] = [
  // Their panel, tabs and forms are in every language.
  { path: '/join', lazy: joinPage, handle: { translated: true } },
  { path: '/login', lazy: joinPage, handle: { translated: true } },
  {
    path: '/profile',
    lazy: async () => ({ Component: (await import('./profile-route')).ProfileRoute }),
    // Its cards and forms are in every language.
    handle: { translated: true },
  },
];
