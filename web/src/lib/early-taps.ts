declare global {
  interface Window {
    /** Set by the rendered page's inline recorder (functions/src/ssr/early-taps.ts) until taken. */
    __earlyTaps?: () => Element[];
  }
}

/**
 * Stops the page's recorder of early taps and clicks again each button tapped before React listened
 * (functions/src/ssr/early-taps.ts, decision 0061). Called once hydration has started: React's
 * listeners are on #root by then, so each click hydrates its part of the page at once (a section
 * still waiting is released first, later-section.tsx) and is handled there, in the order tapped.
 */
export function replayEarlyTaps(): void {
  const taps = window.__earlyTaps?.() ?? [];
  for (const target of taps) if (target instanceof HTMLElement && target.isConnected) target.click();
}
