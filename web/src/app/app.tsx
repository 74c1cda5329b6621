import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { RouterProvider } from 'react-router-dom';

import { RenderedUserProvider } from '@/features/auth/stores/session-store';
import type { PageDataHolder } from '@/lib/page-data';
import { PageDataProvider, renderedUserOf } from '@/lib/page-data';

import { AppProvider } from './provider';
import type { createAppRouter } from './router';

export function App({
  router,
  pageData,
  serverRendered,
  i18n,
}: {
  router: Awaited<ReturnType<typeof createAppRouter>>;
  pageData: PageDataHolder;
  /** The page is the server's HTML being hydrated; its head holds the theme's styles. */
  serverRendered: boolean;
  /** The interface's messages in the page's language. */
  i18n: I18n;
}) {
  return (
    <I18nProvider i18n={i18n}>
      <AppProvider themeStylesInHead={serverRendered}>
        <PageDataProvider holder={pageData}>
          <RenderedUserProvider user={renderedUserOf(pageData.entries)}>
            <RouterProvider router={router} />
          </RenderedUserProvider>
        </PageDataProvider>
      </AppProvider>
    </I18nProvider>
  );
}
