import { MantineProvider } from '@mantine/core';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';

import { whenIdle } from '@/lib/when-idle';

import { cssVariablesResolver, theme } from './theme';

/*
 * Toasts and modals load once the browser is idle (Mantine's Modal alone drags in floating-ui,
 * ~20 KB gzip). Toasts shown before then wait in the notifications store; modals only open on
 * a user's click, long after. See overlays.tsx.
 */
const Overlays = lazy(() => import('./overlays'));

function useIdle(timeout = 1000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), timeout, 200), [timeout]);
  return idle;
}

const providerProps = { theme, cssVariablesResolver, forceColorScheme: 'light' } as const;

/**
 * Mantine's theme stylesheets alone (the theme's CSS variables on :root and the hiddenFrom/visibleFrom
 * classes), which MantineProvider would otherwise render inside #root: a style element is not allowed
 * in the body. The server renders this into the head, after the app's stylesheet whose defaults it
 * overrides (web/src/entry-server.tsx).
 */
export function ThemeStyles() {
  return <MantineProvider {...providerProps} />;
}

/**
 * `themeStylesInHead`: the page came from the server, whose head already holds <ThemeStyles />, so
 * the provider renders no style element of its own (and hydration finds none in #root). The app
 * shell has no server head, so there the provider renders them.
 */
export function AppProvider({ children, themeStylesInHead = false }: { children: ReactNode; themeStylesInHead?: boolean }) {
  return (
    <MantineProvider {...providerProps} withCssVariables={!themeStylesInHead} withGlobalClasses={!themeStylesInHead}>
      {children}
      <IdleOverlays />
    </MantineProvider>
  );
}

/*
 * The overlays, once the browser is idle. Their own component, so that moment re-renders only this
 * one: re-rendering the provider would change its context under every section of the page not yet
 * hydrated, which React then has to hydrate at once (or render anew) (decision 0061).
 */
function IdleOverlays() {
  const idle = useIdle();
  return (
    idle && (
      <Suspense fallback={null}>
        <Overlays />
      </Suspense>
    )
  );
}
