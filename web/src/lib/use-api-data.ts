import { useCallback, useEffect, useState } from 'react';

import { ApiError } from './api-client';
import { readKeptCopy } from './offline-copy';
import { usePreloaded } from './page-data';

/** The four states every list and detail page shows (SPEC section 4: loading, error, empty, loaded). */
export type Loadable<T> =
  { status: 'loading' } | { status: 'error'; message: string; notFound: boolean } | { status: 'ready'; data: T };

/**
 * Loads data for a page and keeps its state; `reload` asks again (the Try again button).
 * `deps` are the inputs of `load` (ids, limits): when they change, the data is loaded again.
 * `preloadKey` is the API path `load` reads (contract `pageDataKeys`): when the server rendered
 * this page with that data, the first render uses it and nothing is fetched. `refresh` asks again
 * but keeps showing what it has until the answer comes (a status that changes on the server).
 * `keptCopy` is the path `load` keeps a copy of (`withOfflineCopy`): the signed-in user's copy, when
 * there is one, shows while the fresh answer loads, which then replaces it.
 */
export function useApiData<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: readonly (string | number | boolean)[],
  fallbackMessage = 'API request failed',
  preloadKey?: string,
  keptCopy?: string,
): Loadable<T> & { reload: () => void; refresh: () => void } {
  const [attempt, setAttempt] = useState({ count: 0, quiet: false });
  const key = JSON.stringify([...deps, attempt.count]);
  const preloaded = usePreloaded(preloadKey);
  const [result, setResult] = useState<{ key: string; value: Loadable<T> } | null>(() => {
    if (!preloaded) return null;
    if ('data' in preloaded) return { key, value: { status: 'ready', data: preloaded.data as T } };
    const { status, message } = preloaded.error;
    return { key, value: { status: 'error', message, notFound: status === 404 } };
  });

  useEffect(() => {
    if (result?.key === key) return; // rendered with the server's data
    const controller = new AbortController();
    let answered = false;
    if (keptCopy) {
      readKeptCopy<T>(keptCopy).then(
        (kept) => {
          if (kept !== undefined && !answered && !controller.signal.aborted)
            setResult({ key, value: { status: 'ready', data: kept } });
        },
        () => undefined,
      );
    }
    load(controller.signal).then(
      (data) => {
        answered = true;
        if (!controller.signal.aborted) setResult({ key, value: { status: 'ready', data } });
      },
      (error: unknown) => {
        answered = true;
        if (controller.signal.aborted) return;
        const message = error instanceof Error && error.message ? error.message : fallbackMessage;
        setResult({ key, value: { status: 'error', message, notFound: error instanceof ApiError && error.status === 404 } });
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for load's inputs
  }, [key]);

  const reload = useCallback(() => setAttempt(({ count }) => ({ count: count + 1, quiet: false })), []);
  const refresh = useCallback(() => setAttempt(({ count }) => ({ count: count + 1, quiet: true })), []);
  // A result for older inputs is stale: show loading until the new one arrives, unless refreshed.
  const shown = result?.key === key || (attempt.quiet && result?.value.status === 'ready') ? result?.value : undefined;
  const value: Loadable<T> = shown ?? { status: 'loading' };
  return { ...value, reload, refresh };
}
