/**
 * Runs `callback` once the browser is idle, or after `timeout` ms at the latest; where the browser
 * cannot tell (Safari has no requestIdleCallback), after `fallback` ms. Answers a cancel.
 */
export function whenIdle(callback: () => void, timeout: number, fallback = 50): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, fallback);
  return () => clearTimeout(handle);
}
