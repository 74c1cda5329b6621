import { LOCALES, SOURCE_LOCALE, splitLocale, type Locale } from '@contract/locales';
import { PAGE_DATA_ELEMENT_ID, type PageData, type RenderedPage } from '@contract/page-data';
import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, MemoryRouter, StaticRouterProvider } from 'react-router-dom';

import { APP_FRAME_ID, AppFrame } from './app/app-frame';

import { AppProvider, ThemeStyles } from './app/provider';
import { NOT_FOUND_ROUTE_ID, routes } from './app/router';
import { RenderedUserProvider } from './features/auth/stores/session-store';
import { cataloguePartsFor } from './lib/i18n/catalogue-parts';
import { createI18n } from './lib/i18n/i18n';
import { catalogueModule } from './locales/parts';
import { itemHasTwins, languageAlternates, routeHasTwins } from './lib/i18n/page-language';
import { PageDataProvider, renderedUserOf } from './lib/page-data';
import { SiteOriginContext } from './lib/site-origin';
import { HeadCollectorContext, type HeadCollector, type PageMeta } from './lib/page-meta';
import { headTags, scriptJson } from './server/head-tags';

/** One route handler per language, each under its prefix (`/hi`), as the browser's router is. */
const handlers = new Map<Locale, ReturnType<typeof createStaticHandler>>();
const handlerFor = (locale: Locale) => {
  let handler = handlers.get(locale);
  if (!handler) handlers.set(locale, (handler = createStaticHandler(routes, { basename: LOCALES[locale].prefix || undefined })));
  return handler;
};
/** The same for every page: the theme is fixed. */
const themeStyles = renderToString(<ThemeStyles />);

/**
 * Renders one page with the data the server loaded for it: a public page, or a signed-in screen
 * for the user its data names (`pageDataKeys.me`). `origin` is the site's own
 * address (canonical URLs and previews are absolute). No hydration script is emitted: the page
 * data travels as JSON that the browser entry reads (the CSP allows no inline script).
 */
export async function render(url: string, pageData: PageData, origin: string): Promise<RenderedPage> {
  const address = new URL(url, origin);
  const { locale, path: pagePath } = splitLocale(address.pathname);
  const handler = handlerFor(locale);
  const parts = cataloguePartsFor(pagePath);
  const [context, i18n] = await Promise.all([handler.query(new Request(address)), createI18n(locale, parts)]);
  if (context instanceof Response) throw new Error(`Unexpected response while rendering ${url}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // The innermost page's usePageMeta renders last, so its meta wins over a layout's.
  let meta: PageMeta = { title: null, description: '' };
  const collector: HeadCollector = { record: (recorded) => (meta = recorded) };

  const markup = renderToString(
    <StrictMode>
      <I18nProvider i18n={i18n}>
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
      </I18nProvider>
    </StrictMode>,
  );

  // React puts the resources it hoists (image preloads) first; they belong in the head, where
  // hydration expects no markup of its own.
  const hoisted = /^(?:<link [^>]*>)+/.exec(markup)?.[0] ?? '';

  const missing =
    context.matches.some((match) => match.route.id === NOT_FOUND_ROUTE_ID) ||
    context.statusCode === 404 ||
    Object.values(pageData).some((entry) => 'error' in entry && entry.error.status === 404);
  const status = missing ? 404 : context.statusCode;
  // Versions in other languages are named only where they exist, both ways (decisions 0094, 0095).
  const { content } = meta;
  const alternates =
    status !== 200
      ? []
      : routeHasTwins(context.matches.map((match) => match.route.handle))
        ? languageAlternates(origin, pagePath)
        : itemHasTwins(locale, content)
          ? languageAlternates(origin, pagePath, content!.languages)
          : [];
  const language = { ogLocale: LOCALES[locale].ogLocale, alternates };
  return {
    status,
    lang: locale,
    head: `${headTags(meta, origin, address.pathname, language)}\n    ${hoisted}`,
    styles: themeStyles,
    // The page's catalogue loads beside its route modules, not after the app asks for it.
    modules: [
      ...context.matches.flatMap((match) => {
        const module = (match.route.handle as { module?: string } | undefined)?.module;
        return module ? [module] : [];
      }),
      ...parts.map((part) => catalogueModule(locale, part)),
    ],
    html: markup.slice(hoisted.length),
    dataScript: `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptJson(pageData)}</script>`,
  };
}

/**
 * The app shell's frame (app/app-frame.tsx), rendered once at build time into app.html: its element
 * (inert: a picture of the page, not yet the page) and the theme's styles it needs in the head,
 * since no script has run when it paints.
 */
export async function renderAppFrame(): Promise<{ element: string; styles: string }> {
  const i18n = await createI18n(SOURCE_LOCALE);
  const html = renderToString(
    <I18nProvider i18n={i18n}>
      <AppProvider themeStylesInHead>
        {/* At an address no item of the main menu stands for: the frame marks none of them current. */}
        <MemoryRouter initialEntries={['/user']}>
          <AppFrame />
        </MemoryRouter>
      </AppProvider>
    </I18nProvider>,
  );
  return { element: `<div id="${APP_FRAME_ID}" inert>${html}</div>`, styles: themeStyles };
}
