import { RouterProvider } from 'react-router-dom';

import type { PageDataHolder } from '@/lib/page-data';
import { PageDataProvider } from '@/lib/page-data';

import { AppProvider } from './provider';
import type { createAppRouter } from './router';

export function App({ router, pageData }: { router: Awaited<ReturnType<typeof createAppRouter>>; pageData: PageDataHolder }) {
  return (
    <AppProvider>
      <PageDataProvider holder={pageData}>
        <RouterProvider router={router} />
      </PageDataProvider>
    </AppProvider>
  );
}
