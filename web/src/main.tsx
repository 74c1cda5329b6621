import './app/styles';

import { LOCALES, splitLocale } from '@contract/locales';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '@contract/page-data';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { App } from './app/app';
import { adoptRenderedUser } from './features/auth/stores/session-store';
import { releaseSectionsOnNavigation } from './app/release-sections-on-navigation';
import { createAppRouter } from './app/router';
import { startInstalledApp } from './app/installed-app/start-installed-app';
import { connectSessionToApi } from './app/session-bridge';
import { replayEarlyTaps } from './lib/early-taps';
import { renderedUserOf } from './lib/page-data';
import { setAppI18n } from './lib/i18n/app-i18n';
import { cataloguePartsFor } from './lib/i18n/catalogue-parts';
import { createI18n } from './lib/i18n/i18n';
import './lib/site-stylesheet';
import { siteStylesheetReady } from './lib/site-stylesheet-ready';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

/** The data the server rendered this page with (public pages); none in the app shell. */
function readPageData(): PageData {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  try {
    return element?.textContent ? (JSON.parse(element.textContent) as PageData) : {};
  } catch {
    return {};
  }
}

const hydrating = container.hasChildNodes();
const pageData = { entries: readPageData() };
adoptRenderedUser(renderedUserOf(pageData.entries));
// The page's language is its address's: /hi/… is Hindi. The app shell has no server head to say so.
const { locale, path: pagePath } = splitLocale(window.location.pathname);
document.documentElement.lang = locale;
const [router, i18n] = await Promise.all([
  createAppRouter(hydrating, LOCALES[locale].prefix || undefined),
  createI18n(locale, cataloguePartsFor(pagePath)),
]);
setAppI18n(i18n);
connectSessionToApi(router);
startInstalledApp(router);
// The server's data describes the first page only. It stays until the location changes: while a
// navigation loads, the first page still shows, and its sections still waiting to hydrate
// (later-section.tsx) hydrate with the data their HTML was rendered from.
// Before the app's own router listener, so the sections are free before React renders the change.
releaseSectionsOnNavigation(router);
const stopListening = router.subscribe((state) => {
  if (state.location.key !== 'default') {
    pageData.entries = {};
    stopListening();
  }
});

const app = (
  <StrictMode>
    <App router={router} pageData={pageData} serverRendered={hydrating} i18n={i18n} />
  </StrictMode>
);
if (hydrating) {
  await siteStylesheetReady();
  // A task of its own for hydration: evaluating the app's modules and loading the page's route
  // modules already made one long task (issue 27).
  await new Promise((resolve) => setTimeout(resolve));
  // A transition, so React hydrates in slices of a few milliseconds, yielding to the browser between
  // them, instead of in one long task (issue 27). A tap meanwhile hydrates its part of the page at
  // once and is handled there (React's selective hydration).
  startTransition(() => {
    hydrateRoot(container, app);
  });
  // Outside the transition: a replayed tap's updates are the tap's own, not part of hydration.
  replayEarlyTaps();
} else {
  // The app shell paints its frame with only the frame's CSS inlined; the app waits for the rest.
  await siteStylesheetReady();
  createRoot(container).render(app);
}
