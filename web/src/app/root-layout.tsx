import { SOURCE_LOCALE, type Locale } from '@contract/locales';
import { useState } from 'react';
import { Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router-dom';

import { useLogout } from '@/features/auth/hooks/use-logout';
import { useCurrentUser } from '@/features/auth/stores/session-store';
import { Footer } from '@/ui/footer/footer';
import { FallbackContext, isFallback, ItemLanguagesContext, routeIsTranslated } from '@/lib/i18n/page-language';
import { useLocale, useT } from '@/lib/i18n/use-t';
import { useHydrated } from '@/lib/use-hydrated';
import { Header } from '@/ui/header/header';
import { ContentLanguage } from '@/ui/language/content-language';
import { LanguageSuggestion } from '@/ui/language/language-suggestion';

import { useRemoveAppFrame } from './app-frame';
import { SiteStatus } from './installed-app/site-status';
import classes from './root-layout.module.css';

/** Header, page, footer. Scroll goes to the top on each new page and is restored on back/forward. */
export function RootLayout() {
  // Public pages are rendered for everyone, so their signed-in header appears once hydrated; a
  // signed-in screen is rendered for its user, header included (useCurrentUser).
  const user = useCurrentUser();
  const hydrated = useHydrated();
  const { logOut, loggingOut } = useLogout();
  const navigation = useNavigation();
  useRemoveAppFrame();
  const t = useT();
  const fallback = isFallback(useLocale(), routeIsTranslated(useMatches().map((match) => match.handle)));
  const [itemLanguages, setItemLanguages] = useState<readonly Locale[] | null>(null);

  return (
    <FallbackContext.Provider value={fallback}>
      <ItemLanguagesContext.Provider value={setItemLanguages}>
        <a href="#main" className={classes.skipLink}>
          {t('frame.skipToContent')}
        </a>
        <div className={classes.progress} data-active={navigation.state !== 'idle' || undefined} aria-hidden="true" />
        <Header user={user} onLogout={() => void logOut()} loggingOut={loggingOut} />
        <main id="main" className={classes.main} tabIndex={-1}>
          <SiteStatus />
          {fallback ? (
            <ContentLanguage language={SOURCE_LOCALE}>
              <Outlet />
            </ContentLanguage>
          ) : (
            <Outlet />
          )}
        </main>
        <Footer />
        {hydrated && <LanguageSuggestion itemLanguages={itemLanguages} />}
        <ScrollRestoration />
      </ItemLanguagesContext.Provider>
    </FallbackContext.Provider>
  );
}
