import { useEffect } from 'react';

const FIRST_MS = 3_000;
const LONGEST_MS = 60_000;

/**
 * Calls `refresh` while `waiting` holds, as a status settles on the server (a refund Razorpay is
 * processing): after 3 s, then twice as long each time up to a minute, and only while the page is
 * shown, so a tab left open costs little.
 */
export function useRefreshWhile(waiting: boolean, refresh: () => void): void {
  useEffect(() => {
    if (!waiting) return;
    let delay = FIRST_MS;
    let timer = 0;
    const schedule = () => {
      timer = window.setTimeout(() => {
        if (document.visibilityState === 'visible') refresh();
        delay = Math.min(delay * 2, LONGEST_MS);
        schedule();
      }, delay);
    };
    schedule();
    return () => window.clearTimeout(timer);
  }, [waiting, refresh]);
}
