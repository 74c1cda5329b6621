import { copyFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL, URL } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

import { LOCALES, SOURCE_LOCALE } from '../functions/src/contract/locales.ts';
import { earlyRequestsElement, SCREEN_MODULES_ID } from './src/app/early-requests/early-requests-script.ts';
import { screenModuleFiles } from './src/app/early-requests/screen-modules.ts';
import { criticalCss, type CssNode } from '../functions/src/ssr/critical-css.ts';
import { compiledCatalogues } from './src/server/compiled-catalogues.ts';
import { devanagariHead, languageNamesHead, subsetDevanagari } from './src/server/devanagari-font.ts';
import { indexStylesheet } from './src/server/critical-css-index.ts';
import { appRoutesOf, buildServiceWorker, workerLanguage, type ViteManifest } from './src/service-worker/build-service-worker.ts';

const API_ORIGIN = 'http://127.0.0.1:5000';
/** The public site's address in production, unless SITE_ORIGIN says otherwise. */
const PRODUCTION_ORIGIN = 'https://cricvision.in';
const dist = fileURLToPath(new URL('./dist', import.meta.url));
const APP_SOURCE = /[\\/]web[\\/]src[\\/]/;
/** The two entries, and the stylesheet loader the rendered pages' entry runs before the app. */
const ENTRY_SOURCE = /[\\/]web[\\/]src[\\/](main\.tsx|hydrate\.ts|lib[\\/]site-stylesheet\.ts)$/;
/** Where the server renderer goes: inside functions/, which deploys on its own. */
const renderDir = fileURLToPath(new URL('../functions/render', import.meta.url));
const localesDir = fileURLToPath(new URL('./src/locales', import.meta.url));
/** The languages written in Devanagari, whose pages get its face. */
const DEVANAGARI_LOCALES = ['hi'];

/**
 * Hosting serves a static file before any rewrite, so the built shell must not be index.html (it
 * would answer `/`): it becomes app.html, which Hosting serves for the private routes.
 */
const shellAsAppHtml: Plugin = {
  name: 'shell-as-app-html',
  apply: 'build',
  async closeBundle() {
    if (this.environment.config.build.ssr) return;
    await rename(`${dist}/index.html`, `${dist}/app.html`);
  },
};

/**
 * The shell asks for a signed-in screen's data before its scripts have loaded (issue 35): after the
 * charset, and before any stylesheet, which would hold an inline script until it had loaded.
 */
const earlyRequests: Plugin = {
  name: 'early-requests',
  transformIndexHtml: (html) => {
    const at = html.indexOf('<!--page-head-->');
    if (at < 0) throw new Error('index.html has no <!--page-head--> to put the early requests before');
    return `${html.slice(0, at)}${earlyRequestsElement()}\n    ${html.slice(at)}`;
  },
};

/**
 * robots.txt names the sitemap by its full address. A function cannot answer /robots.txt (the
 * Functions Framework, and so the emulator, answers 404 to it before any code), so it is a static
 * file written here for the site's address: SITE_ORIGIN, set by `npm start`/`npm test` for the
 * local stack and by the deploy for production (docs/deploying.md, step 6).
 */
const robotsTxt: Plugin = {
  name: 'robots-txt',
  apply: 'build',
  generateBundle() {
    if (this.environment.config.build.ssr) return;
    const origin = (process.env.SITE_ORIGIN ?? PRODUCTION_ORIGIN).replace(/\/+$/, '');
    // A group's pages and an invitation's claim page (its address holds the claim token) too.
    const privateAreas = ['/admin', '/user', '/profile', '/dashboard', '/groups', '/invitations'];
    // A signed-in screen has an address in every language (/hi/user/...), served the app shell too.
    const prefixes = Object.values(LOCALES).map((language) => language.prefix);
    const disallowed = [...prefixes.flatMap((prefix) => privateAreas.map((area) => `${prefix}${area}`)), '/api/'];
    const source = `User-agent: *\nAllow: /\n${disallowed.map((path) => `Disallow: ${path}\n`).join('')}\nSitemap: ${origin}/sitemap.xml\n`;
    this.emitFile({ type: 'asset', fileName: 'robots.txt', source });
  },
};

/**
 * Noto Sans Devanagari, cut to the letters of Hindi and the characters the Devanagari catalogues use, next to the app's
 * assets (immutable, from this site), and the head that a page in such a language gets
 * (.vite/fonts.json: language to head tags; the renderer copies it). English pages load none of it.
 */
const devanagariFont: Plugin = {
  name: 'devanagari-font',
  apply: 'build',
  async generateBundle() {
    if (this.environment.config.build.ssr) return;
    const heads: Record<string, string> = {};
    let shellFaces = '';
    // The language switcher names each language in itself, outside the catalogues.
    const names = Object.values(LOCALES)
      .map((language) => language.name)
      .join('');
    for (const locale of DEVANAGARI_LOCALES) {
      const catalogue = JSON.parse(await readFile(`${localesDir}/${locale}/messages.json`, 'utf8')) as Record<string, string>;
      const { weightRange, woff2 } = await subsetDevanagari([...Object.values(catalogue), names].join(''));
      const ref = this.emitFile({ type: 'asset', name: 'noto-sans-devanagari.woff2', source: woff2 });
      const emitted = { weightRange, href: `/${this.getFileName(ref)}` };
      heads[locale] = devanagariHead(emitted);
      shellFaces += devanagariHead(emitted, { preload: false });
    }
    for (const locale of Object.keys(LOCALES).filter((code) => !DEVANAGARI_LOCALES.includes(code)))
      heads[locale] = await languageNamesHead(names);
    this.emitFile({ type: 'asset', fileName: '.vite/fonts.json', source: JSON.stringify(heads) });
    this.emitFile({ type: 'asset', fileName: '.vite/shell-fonts.html', source: shellFaces });
  },
};

/**
 * The server renderer fills the client build's shell: it keeps a copy beside itself, and the site
 * stylesheet's index, from which it inlines each page's own CSS (decision 0060). Answers the index.
 */
async function copyShellToRenderer(shell: string, manifest: ViteManifest): Promise<CssNode[]> {
  await mkdir(renderDir, { recursive: true });
  // The rendered pages have their data in the page: the shell's early requests are not theirs.
  if (!shell.includes(earlyRequestsElement())) throw new Error('the built shell lost its early-requests script');
  await writeFile(`${renderDir}/template.html`, shell.replace(earlyRequestsElement(), ''));
  await copyFile(`${dist}/.vite/manifest.json`, `${renderDir}/manifest.json`);
  await copyFile(`${dist}/.vite/fonts.json`, `${renderDir}/fonts.json`);
  const stylesheet = manifest['style.css'];
  if (!stylesheet) throw new Error('the client build wrote no site stylesheet (style.css in its manifest)');
  const index = indexStylesheet(await readFile(`${dist}/${stylesheet.file}`, 'utf8'));
  await writeFile(`${renderDir}/critical-css.json`, JSON.stringify(index));
  return index;
}

/**
 * The shell with its frame (app/app-frame.tsx), rendered by the renderer just built, painted before
 * any script. Like a rendered page (decision 0060) it paints with the CSS its own HTML can use
 * inlined: the site stylesheet is preloaded beside the scripts, and the app renders once it is there.
 */
async function withAppFrame(shell: string, index: CssNode[], fontHead: string): Promise<string> {
  const renderer = (await import(pathToFileURL(`${renderDir}/entry-server.mjs`).href)) as {
    renderAppFrame: () => Promise<{ element: string; styles: string }>;
  };
  const { element, styles } = await renderer.renderAppFrame();
  const link = /<link rel="stylesheet" crossorigin href="([^"]+)">/.exec(shell);
  if (!link || !shell.includes('<div id="root"></div>') || !shell.includes('</head>'))
    throw new Error('app.html has no stylesheet link, #root or head');
  const href = link[1];
  return shell
    .replace(
      link[0],
      `<link rel="preload" as="style" crossorigin href="${href}">\n    ` +
        `<style data-site-stylesheet="${href}">${criticalCss(index, element)}</style>\n    ` +
        `<noscript>${link[0]}</noscript>`,
    )
    .replace('</head>', `${styles}\n    ${fontHead}\n  </head>`)
    .replace('<div id="root"></div>', `${element}\n    <div id="root"></div>`);
}

/** The shell with its list of each screen's own modules, which its early-requests script preloads (issue 35). */
function withScreenModules(shell: string, manifest: ViteManifest): string {
  const empty = `<script type="application/json" id="${SCREEN_MODULES_ID}">{}</script>`;
  if (!shell.includes(empty)) throw new Error('app.html has no empty list of screen modules to fill');
  const list = JSON.stringify(screenModuleFiles(manifest));
  return shell.replace(empty, `<script type="application/json" id="${SCREEN_MODULES_ID}">${list}</script>`);
}

/** /sw.js: it names this build's files, the finished shell and the site's languages (decisions 0085 and 0097). */
async function writeServiceWorker(appHtml: string, manifest: ViteManifest) {
  const read = (path: string) => readFile(fileURLToPath(new URL(path, import.meta.url)), 'utf8');
  const sourceFirst = [
    SOURCE_LOCALE,
    ...Object.keys(LOCALES).filter((code) => code !== SOURCE_LOCALE),
  ] as (keyof typeof LOCALES)[];
  const fonts = JSON.parse(await readFile(`${dist}/.vite/fonts.json`, 'utf8')) as Record<string, string>;
  const languages = await Promise.all(
    sourceFirst.map(async (code) =>
      workerLanguage(
        LOCALES[code],
        JSON.parse(await readFile(`${localesDir}/${code}/messages.json`, 'utf8')) as Record<string, string>,
        DEVANAGARI_LOCALES.includes(code) ? fonts[code] : '',
      ),
    ),
  );
  const source = buildServiceWorker(await read('./src/service-worker/sw.js'), {
    manifest,
    appHtml,
    appRoutes: appRoutesOf(JSON.parse(await read('../firebase.json'))),
    languages,
  });
  await writeFile(`${dist}/sw.js`, source);
}

/**
 * Once the server build is done (after the client's): the renderer's copy of the shell, then the
 * shell's frame and its screens' modules, then the worker that names the finished shell.
 */
const finishShell: Plugin = {
  name: 'finish-shell',
  apply: 'build',
  closeBundle: {
    sequential: true,
    async handler() {
      if (!this.environment.config.build.ssr) return;
      const manifest = JSON.parse(await readFile(`${dist}/.vite/manifest.json`, 'utf8')) as ViteManifest;
      const built = await readFile(`${dist}/app.html`, 'utf8');
      const index = await copyShellToRenderer(built, manifest);
      // The shell is English until the app runs: the same font head as an English page, and the
      // Devanagari faces that only a page the app has set to Hindi uses.
      const fonts = JSON.parse(await readFile(`${dist}/.vite/fonts.json`, 'utf8')) as Record<string, string>;
      const shellFaces = await readFile(`${dist}/.vite/shell-fonts.html`, 'utf8');
      const fontHead = [fonts[SOURCE_LOCALE] ?? '', shellFaces].filter(Boolean).join('\n    ');
      const shell = withScreenModules(await withAppFrame(built, index, fontHead), manifest);
      await writeFile(`${dist}/app.html`, shell);
      // The ssr function answers with it a signed-in screen it cannot render for the request's user.
      await writeFile(`${renderDir}/app.html`, shell);
      await writeServiceWorker(shell, manifest);
    },
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), devanagariFont, compiledCatalogues(localesDir), earlyRequests, shellAsAppHtml, robotsTxt, finishShell],
  resolve: {
    alias: [
      // One contract file by name (`@contract/page-data`) brings no zod schemas to the page.
      { find: /^@contract\/(.+)$/, replacement: fileURLToPath(new URL('../functions/src/contract/$1.ts', import.meta.url)) },
      { find: /^@contract$/, replacement: fileURLToPath(new URL('../functions/src/contract/index.ts', import.meta.url)) },
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-without-eval.ts', import.meta.url)) },
      { find: /^@\//, replacement: `${fileURLToPath(new URL('./src', import.meta.url))}/` },
    ],
  },
  server: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
      '/uploads': { target: API_ORIGIN, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
      '/uploads': { target: API_ORIGIN, changeOrigin: true },
    },
  },
  // The renderer carries every dependency: functions/ must not import anything from web/ at run time.
  ssr: { noExternal: true, target: 'node' },
  // The server bundle carries React's production build only (and no copy of public/).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  publicDir: isSsrBuild ? false : 'public',
  build: isSsrBuild
    ? {
        outDir: renderDir,
        emptyOutDir: true,
        target: 'node20',
        minify: true,
        rollupOptions: {
          input: fileURLToPath(new URL('./src/entry-server.tsx', import.meta.url)),
          output: { format: 'esm', entryFileNames: 'entry-server.mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' },
        },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        assetsDir: 'assets',
        target: 'es2022',
        manifest: true,
        // One stylesheet for the whole site, loaded once and cached for every later page. A
        // server-rendered page does not wait for it: it paints with its own CSS inlined and loads
        // this file after the first frame (decision 0060).
        cssCodeSplit: false,
        rollupOptions: {
          // index.html starts the app at once (the shell); hydrate.ts after the first paint (rendered pages).
          input: {
            index: fileURLToPath(new URL('./index.html', import.meta.url)),
            hydrate: fileURLToPath(new URL('./src/hydrate.ts', import.meta.url)),
          },
          // The framework in one chunk, and the UI pieces the app needs to start in another, instead of
          // sixty modules of 1-3 KB each its own request; the rest stays split by route, so a learner's
          // screen loads nothing of the admin's (issue 35).
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|zustand)[\\/]/,
                  priority: 2,
                },
                { name: 'ui', test: /node_modules[\\/](@mantine|@floating-ui|@tabler)[\\/]/, tags: ['$initial'], priority: 1 },
                // The entries themselves stay apart: the rendered pages' hydrate entry must not pull in the app.
                {
                  name: 'app',
                  test: (id: string) => APP_SOURCE.test(id) && !ENTRY_SOURCE.test(id),
                  tags: ['$initial'],
                  priority: 0,
                },
                {
                  name: 'ui-shared',
                  test: /node_modules[\\/](@mantine|@floating-ui|@tabler)[\\/]/,
                  minShareCount: 2,
                  priority: 0,
                },
              ],
            },
          },
        },
      },
}));
