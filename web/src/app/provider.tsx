import { MantineProvider } from '@mantine/core';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';

import { cssVariablesResolver, theme } from './theme';

/*
 * Toasts and modals load once the browser is idle (Mantine's Modal alone drags in floating-ui,
 * ~20 KB gzip). Toasts shown before then wait in the notifications store; modals only open on
 * a user's click, long after. See overlays.tsx.
 */
const Overlays = lazy(() => import('./overlays'));

function useIdle(timeout = 1000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = setTimeout(() => setIdle(true), 200);
    return () => clearTimeout(handle);
  }, [timeout]);
  return idle;
}

export function AppProvider({ children }: { children: ReactNode }) {
  const idle = useIdle();
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      {children}
      {idle && (
        <Suspense fallback={null}>
          <Overlays />
        </Suspense>
      )}
    </MantineProvider>
  );
}
