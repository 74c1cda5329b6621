/**
 * Resolves once a server-rendered page's site stylesheet, which the hydrate entry adds after the
 * first paint (site-stylesheet.ts), has loaded or failed; at once on the app shell, which links it
 * itself. Whatever the app renders beyond the server's HTML (a player's playlist, notifications)
 * needs CSS that was not inlined: the app hydrates after this, so nothing shows unstyled.
 */
export function siteStylesheetReady(): Promise<void> {
  if (!document.querySelector('style[data-site-stylesheet]')) return Promise.resolve();
  return new Promise((resolve) => {
    const settle = () => {
      const link = document.querySelector<HTMLLinkElement>('link[data-site-stylesheet]');
      if (!link) return false;
      if (link.sheet) resolve();
      else {
        link.addEventListener('load', () => resolve(), { once: true });
        link.addEventListener('error', () => resolve(), { once: true });
      }
      return true;
    };
    if (!settle())
      new MutationObserver((_records, observer) => {
        if (settle()) observer.disconnect();
      }).observe(document.head, { childList: true });
  });
}
