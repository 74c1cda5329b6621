/*
 * The entry of server-rendered pages. Their HTML and stylesheet already show the whole page, so the
 * app's scripts are added only after the first frame is painted: they never compete with the page's
 * HTML, stylesheet and LCP image. Script elements added before the page's load event hold it until
 * they have run, as the app's own script tag would, so "loaded" still means the app has started. The
 * renderer names the app's entry and the page's route modules (from the Vite manifest) on this tag.
 */
import './lib/site-stylesheet';

const { app = '', routeModules = '' } = document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset ?? {};

requestAnimationFrame(() =>
  setTimeout(() => {
    for (const src of [...routeModules.split(' ').filter(Boolean), app]) {
      const script = document.createElement('script');
      script.type = 'module';
      script.src = src;
      document.body.append(script);
    }
  }),
);
