/*
 * The entry of server-rendered pages. Their HTML and stylesheet already show the whole page, so the
 * app's JavaScript starts loading only after the first frame is painted: it never competes with the
 * page's HTML, stylesheet and LCP image for the network or the main thread. The page's route
 * modules, listed by the renderer, are fetched beside the app instead of after it.
 */
const script = document.querySelector<HTMLScriptElement>('script[data-route-modules]');
const routeModules = (script?.dataset.routeModules ?? '').split(' ').filter(Boolean);

requestAnimationFrame(() =>
  setTimeout(() => {
    for (const href of routeModules) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    void import('./main');
  }),
);
