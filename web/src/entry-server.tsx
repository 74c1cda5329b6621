import { PAGE_DATA_ELEMENT_ID, type PageData, type RenderedPage } from '@contract/page-data';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, MemoryRouter, StaticRouterProvider } from 'react-router-dom';

import { APP_FRAME_ID, AppFrame } from './app/app-frame';

import { AppProvider, ThemeStyles } from './app/provider';
import { NOT_FOUND_ROUTE_ID, routes } from './app/router';
import { RenderedUserProvider } from './features/auth/stores/session-store';
import { PageDataProvider, renderedUserOf } from './lib/page-data';
import { SiteOriginContext } from './lib/site-origin';
import { HeadCollectorContext, type HeadCollector, type PageMeta } from './lib/page-meta';
import { headTags, scriptJson } from './server/head-tags';

const handler = createStaticHandler(routes);
/** The same for every page: the theme is fixed. */
const themeStyles = renderToString(<ThemeStyles />);

/**
 * Renders one page with the data the server loaded for it: a public page, or a signed-in screen
 * for the user its data names (`pageDataKeys.me`). `origin` is the site's own
 * address (canonical URLs and previews are absolute). No hydration script is emitted: the page
 * data travels as JSON that the browser entry reads (the CSP allows no inline script).
 */
export async function render(url: string, pageData: PageData, origin: string): Promise<RenderedPage> {
  const request = new Request(new URL(url, origin));
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`Unexpected response while rendering ${url}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // The innermost page's usePageMeta renders last, so its meta wins over a layout's.
  let meta: PageMeta = { title: null, description: '' };
  const collector: HeadCollector = { record: (recorded) => (meta = recorded) };

  const markup = renderToString(
    <StrictMode>
      <AppProvider themeStylesInHead>
        <PageDataProvider holder={{ entries: pageData }}>
          <HeadCollectorContext.Provider value={collector}>
            <SiteOriginContext.Provider value={origin}>
              <RenderedUserProvider user={renderedUserOf(pageData)}>
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </RenderedUserProvider>
            </SiteOriginContext.Provider>
          </HeadCollectorContext.Provider>
        </PageDataProvider>
      </AppProvider>
    </StrictMode>,
  );

  // React puts the resources it hoists (image preloads) first; they belong in the head, where
  // hydration expects no markup of its own.
  const hoisted = /^(?:<link [^>]*>)+/.exec(markup)?.[0] ?? '';

  const missing =
    context.matches.some((match) => match.route.id === NOT_FOUND_ROUTE_ID) ||
    context.statusCode === 404 ||
    Object.values(pageData).some((entry) => 'error' in entry && entry.error.status === 404);
  const path = new URL(url, origin).pathname;
  return {
    status: missing ? 404 : context.statusCode,
    head: `${headTags(meta, origin, path)}\n    ${hoisted}`,
    styles: themeStyles,
    modules: context.matches.flatMap((match) => {
      const module = (match.route.handle as { module?: string } | undefined)?.module;
      return module ? [module] : [];
    }),
    html: markup.slice(hoisted.length),
    dataScript: `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptJson(pageData)}</script>`,
  };
}

/**
 * The app shell's frame (app/app-frame.tsx), rendered once at build time into app.html: its element
 * (inert: a picture of the page, not yet the page) and the theme's styles it needs in the head,
 * since no script has run when it paints.
 */
export function renderAppFrame(): { element: string; styles: string } {
  const html = renderToString(
    <AppProvider themeStylesInHead>
      {/* At an address no item of the main menu stands for: the frame marks none of them current. */}
      <MemoryRouter initialEntries={['/user']}>
        <AppFrame />
      </MemoryRouter>
    </AppProvider>,
  );
  return { element: `<div id="${APP_FRAME_ID}" inert>${html}</div>`, styles: themeStyles };
}
