import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';

import { withCataloguePart } from '@/lib/i18n/app-i18n';

import { RootLayout } from './root-layout';
import { accountRoutes } from './routes/account-routes';
import { adminRoutes } from './routes/admin-routes';
import { groupRoutes } from './routes/group-routes';
import { learnerRoutes } from './routes/learner-routes';
import { AppFallback } from './routes/app-fallback';
import { publicRoutes } from './routes/public-routes';
import { RouteError } from './routes/route-error';

/** The app's screens speak from the catalogue's `app` part too: their lazy loaders bring it. */
const speakingFromAppPart = (group: RouteObject[]): RouteObject[] =>
  group.map((route) => ({
    ...route,
    ...(typeof route.lazy === 'function' ? { lazy: withCataloguePart('app', route.lazy) } : {}),
    ...(route.children ? { children: speakingFromAppPart(route.children) } : {}),
  })) as RouteObject[];

/** The id of the catch-all route: the server answers 404 when it is the page rendered. */
export const NOT_FOUND_ROUTE_ID = 'not-found';

/**
 * The route table. Each group lives in its own file under routes/ (public, account, learner,
 * groups, admin) and every group but the home page is loaded lazily. The server renders it too
 * (entry-server.tsx), so nothing here may touch the browser at import time.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: AppFallback,
    children: [
      {
        // Errors inside a page render here, between the header and the footer.
        errorElement: <RouteError />,
        children: [
          ...publicRoutes,
          ...speakingFromAppPart([...accountRoutes, ...learnerRoutes, ...groupRoutes, ...adminRoutes]),
          {
            id: NOT_FOUND_ROUTE_ID,
            path: '*',
            lazy: async () => ({ Component: (await import('./routes/not-found-page')).NotFoundPage }),
            handle: { module: 'src/app/routes/not-found-page.tsx', translated: true },
          },
        ],
      },
    ],
  },
];

/**
 * The browser's router, under the page's language's prefix (`/hi`): every link of a Hindi page
 * stays in Hindi, and a change of language loads the other language's page. A server-rendered page is hydrated, so the lazy modules of the page in
 * view are loaded first: the first render must be the server's markup, not a fallback.
 */
export async function createAppRouter(hydrating: boolean, basename: string | undefined) {
  if (hydrating) {
    const matches = matchRoutes(routes, window.location, basename) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        Object.assign(route, { ...(await route.lazy()), lazy: undefined });
      }),
    );
  }
  return createBrowserRouter(routes, { basename, ...(hydrating ? { hydrationData: { loaderData: {} } } : {}) });
}
