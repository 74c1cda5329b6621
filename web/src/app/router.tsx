import { createBrowserRouter } from 'react-router-dom';

import { RootLayout } from './root-layout';
import { accountRoutes } from './routes/account-routes';
import { adminRoutes } from './routes/admin-routes';
import { learnerRoutes } from './routes/learner-routes';
import { AppFallback } from './routes/app-fallback';
import { publicRoutes } from './routes/public-routes';
import { RouteError } from './routes/route-error';

/**
 * The route table. Each group lives in its own file under routes/ (public, account, learner,
 * admin) and every group but the home page is loaded lazily.
 */
export const router = createBrowserRouter([
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
          ...accountRoutes,
          ...learnerRoutes,
          ...adminRoutes,
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./routes/not-found-page')).NotFoundPage }),
          },
        ],
      },
    ],
  },
]);
