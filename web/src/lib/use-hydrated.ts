import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False during the server render and the browser's hydration of it, true afterwards. What only the
 * browser knows (the stored session) is shown from then on, so hydration matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
