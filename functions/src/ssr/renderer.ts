import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { PageData, RenderedPage } from '../contract/page-data';
import { criticalCss, type CssNode } from './critical-css';
import { earlyTapsElement } from './early-taps';

/** What web/src/entry-server.tsx exports (built by `npm run build -w web` into functions/render). */
interface ServerEntry {
  render(url: string, pageData: PageData, origin: string): Promise<RenderedPage>;
}
interface ManifestChunk {
  file: string;
}

const RENDER_DIR = join(__dirname, '../../render');
const HEAD_BLOCK = /<!--page-head-->[\s\S]*?<!--\/page-head-->/;
const HTML_LANG = /<html lang="en"/;
const ROOT_ELEMENT = '<div id="root"></div>';
const VIEWPORT_META = /<meta name="viewport"[^>]*>/;
/** The theme's styles go last in the head, after the stylesheet link Vite puts there. */
const HEAD_END = /\s*<\/head>/;

/** The client build's shell, which a rendered page fills. */
const appShell = readFileSync(join(RENDER_DIR, 'template.html'), 'utf8');
/** The app shell exactly as Hosting serves it at /app.html: for an address the function does not render. */
export const appHtml = readFileSync(join(RENDER_DIR, 'app.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(RENDER_DIR, 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
/** The head tags of a language's own face, by language (Devanagari for Hindi: web/src/server/devanagari-font.ts). */
const fontHeads = JSON.parse(readFileSync(join(RENDER_DIR, 'fonts.json'), 'utf8')) as Record<string, string>;
if (
  !HEAD_BLOCK.test(appShell) ||
  !HTML_LANG.test(appShell) ||
  !HEAD_END.test(appShell) ||
  !VIEWPORT_META.test(appShell) ||
  !appShell.includes(ROOT_ELEMENT)
)
  throw new Error('render/template.html is not the app shell');

// Loaded once per instance; the import is ESM from this CommonJS module, so it stays a real import().
let entry: Promise<ServerEntry> | undefined;
const serverEntry = () => (entry ??= import(join(RENDER_DIR, 'entry-server.mjs')) as Promise<ServerEntry>);

const hydrateChunk = manifest['src/hydrate.ts'];
const appChunk = manifest['index.html'];
if (!hydrateChunk || !appChunk) throw new Error('render/manifest.json lacks the hydrate or the app entry');
const stylesheetChunk = manifest['style.css'];
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*>/;
const PAGE_CSS = '<!--page-css-->';
if (!stylesheetChunk || !appShell.match(STYLESHEET_LINK)?.[0].includes(`/${stylesheetChunk.file}"`))
  throw new Error('render/template.html does not link the stylesheet render/manifest.json names');
const stylesheetHref = `/${stylesheetChunk.file}`;
/**
 * A rendered page's shell: its scripts give way to the hydrate entry (web/src/hydrate.ts), the
 * no-JavaScript notice goes, the site stylesheet's link makes room for the page's own CSS, and the
 * recorder of taps made before the app starts comes first in the head (early-taps.ts).
 */
const renderedShell = appShell
  .replace(VIEWPORT_META, (meta) => `${meta}\n    ${earlyTapsElement()}`)
  .replace(/\s*(?:<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/g, '')
  .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
  .replace(STYLESHEET_LINK, PAGE_CSS);

// The site stylesheet's index (web/src/server/critical-css-index.ts), read at the first render.
let cssIndex: CssNode[] | undefined;
const stylesheetIndex = () => (cssIndex ??= JSON.parse(readFileSync(join(RENDER_DIR, 'critical-css.json'), 'utf8')) as CssNode[]);

/**
 * The page paints with the CSS its own HTML can use, inlined; the site stylesheet, which holds every
 * screen's CSS, the back-office's included, never holds up its first paint. The hydrate entry loads
 * it after the first frame (web/src/lib/site-stylesheet.ts); without JavaScript, the <noscript> link.
 * Decision 0060.
 */
function pageCss(html: string): string {
  return (
    `<style data-site-stylesheet="${stylesheetHref}">${criticalCss(stylesheetIndex(), html)}</style>\n` +
    `    <noscript><link rel="stylesheet" crossorigin href="${stylesheetHref}"></noscript>`
  );
}

/** The hydrate entry, told the app's entry and the page's lazily loaded route modules. */
function hydrateScript(modules: string[]): string {
  const routeModules = modules.flatMap((module) => (manifest[module] ? [`/${manifest[module].file}`] : []));
  return `<script type="module" crossorigin src="/${hydrateChunk.file}" data-app="/${appChunk.file}" data-route-modules="${routeModules.join(' ')}"></script>`;
}

/** A public page as complete HTML, and its status. */
export async function renderPage(url: string, pageData: PageData, origin: string): Promise<{ status: number; html: string }> {
  const page = await (await serverEntry()).render(url, pageData, origin);
  const html = renderedShell
    .replace(HTML_LANG, () => `<html lang="${page.lang}"`)
    .replace(HEAD_BLOCK, () => page.head)
    .replace(HEAD_END, () => `  ${[page.styles, fontHeads[page.lang]].filter(Boolean).join('\n    ')}\n  </head>`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${page.html}</div>\n    ${page.dataScript}\n    ${hydrateScript(page.modules)}`);
  return { status: page.status, html: html.replace(PAGE_CSS, () => pageCss(html)) };
}
