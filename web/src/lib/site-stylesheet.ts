/*
 * A server-rendered page paints with its own CSS inlined (<style data-site-stylesheet>, decision
 * 0060). The site stylesheet, which the page's later screens, menus and dialogs need, follows after
 * the first frame, as the app's scripts do (hydrate.ts); placed after the inlined CSS, it repeats
 * those rules in the same order, so nothing on the page moves when it arrives. The app hydrates
 * once it is there (site-stylesheet-ready.ts).
 */
const inlined = document.querySelector<HTMLStyleElement>('style[data-site-stylesheet]');
const href = inlined?.dataset.siteStylesheet;

if (inlined && href)
  requestAnimationFrame(() =>
    setTimeout(() => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.crossOrigin = '';
      link.href = href;
      link.dataset.siteStylesheet = '';
      inlined.after(link);
    }),
  );
