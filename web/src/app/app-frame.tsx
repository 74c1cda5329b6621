import { Container, Skeleton } from '@mantine/core';
import { useLayoutEffect } from 'react';

import { Footer } from '@/ui/footer/footer';
import { Header } from '@/ui/header/header';

import classes from './root-layout.module.css';

/** The element of app.html the frame is written into at build time. */
export const APP_FRAME_ID = 'app-frame';

/**
 * What a signed-in screen paints before its scripts have run (issue 35): the header with the
 * account's place held (who is signed in is not known yet), a skeleton where the page will be, and
 * the footer below the fold. Rendered into app.html at build time (entry-server's renderAppFrame);
 * the app removes it in the same frame as it paints its own header and page in its place.
 */
export function AppFrame() {
  return (
    <>
      <Header user={null} onLogout={() => undefined} accountPending />
      <main className={classes.main}>
        <Container py="xl">
          <Skeleton height={36} width="45%" radius="sm" />
          {[1, 2, 3].map((row) => (
            <Skeleton key={row} height={72} mt="lg" radius="lg" />
          ))}
        </Container>
      </main>
      <Footer />
    </>
  );
}

/** Takes the build-time frame away as the app's first layout is committed, before it is painted. */
export function useRemoveAppFrame() {
  useLayoutEffect(() => document.getElementById(APP_FRAME_ID)?.remove(), []);
}
