import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';

import { useLogout } from '@/features/auth/hooks/use-logout';
import { useCurrentUser } from '@/features/auth/stores/session-store';
import { Footer } from '@/ui/footer/footer';
import { Header } from '@/ui/header/header';

import { useRemoveAppFrame } from './app-frame';
import { SiteStatus } from './installed-app/site-status';
import classes from './root-layout.module.css';

/** Header, page, footer. Scroll goes to the top on each new page and is restored on back/forward. */
export function RootLayout() {
  // Public pages are rendered for everyone, so their signed-in header appears once hydrated; a
  // signed-in screen is rendered for its user, header included (useCurrentUser).
  const user = useCurrentUser();
  const { logOut, loggingOut } = useLogout();
  const navigation = useNavigation();
  useRemoveAppFrame();

  return (
    <>
      <a href="#main" className={classes.skipLink}>
        Skip to content
      </a>
      <div className={classes.progress} data-active={navigation.state !== 'idle' || undefined} aria-hidden="true" />
      <Header user={user} onLogout={() => void logOut()} loggingOut={loggingOut} />
      <main id="main" className={classes.main} tabIndex={-1}>
        <SiteStatus />
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </>
  );
}
