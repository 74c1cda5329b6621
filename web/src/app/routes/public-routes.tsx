import type { RouteObject } from 'react-router-dom';

import { HomePage } from '@/features/home/components/home-page';

/**
 * Public pages. The home page is eager (it is the landing page and must stay small and fast);
 * every other public page is added here as a `lazy` route.
 */
export const publicRoutes: RouteObject[] = [{ index: true, Component: HomePage }];
