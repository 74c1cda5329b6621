import { createHash } from 'node:crypto';

import { msg } from '../lib/i18n/message-id';

type ManifestChunk = { file: string; src?: string; css?: string[]; imports?: string[] };
export type ViteManifest = Record<string, ManifestChunk>;

/**
 * The modules a learner needs offline, beside the shell: their courses, a course's outline and its
 * lessons, their notes, the checkpoint screen (which says it needs a connection) and the menus.
 * Every other screen's files are kept the first time they are fetched.
 */
export const OFFLINE_MODULES = [
  'index.html',
  'style.css',
  'src/app/overlays.tsx',
  'src/app/routes/my-courses-route.tsx',
  'src/app/routes/not-found-page.tsx',
  'src/features/learning/components/learner-course-page.tsx',
  'src/features/learning/components/lesson-text.tsx',
  'src/features/learning/components/my-notes-page.tsx',
  'src/features/learning/components/checkpoint-page.tsx',
  'src/ui/header/user-menu.tsx',
  'src/ui/header/mobile-nav.tsx',
];

/**
 * Files of the shell that are not modules: the shell itself, by its clean address (Hosting answers
 * /app.html with a redirect there, and a redirected answer cannot stand for a navigation), and the
 * manifest and its icons, which make the app installable.
 */
export const SHELL_FILES = [
  '/app',
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/maskable-512.png',
];

/**
 * Each language's compiled catalogue (web/src/server/compiled-catalogues.ts), which the app loads
 * as it starts: a screen opened offline in any language needs its own.
 */
export function catalogueModules(manifest: ViteManifest): string[] {
  return Object.keys(manifest).filter((key) => /virtual:catalogue\/[\w-]+$/.test(manifest[key].src ?? key));
}

/** The addresses of `roots` and everything they import statically, with their stylesheets. */
export function offlineFiles(manifest: ViteManifest, roots: readonly string[] = OFFLINE_MODULES): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) files.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) {
    if (!manifest[root]) throw new Error(`the service worker keeps ${root} offline, but the build has no such module`);
    visit(root);
  }
  return [...files].sort();
}

/**
 * The paths Hosting answers with the app shell, read from firebase.json's rewrite
 * `/@(user|admin|…){,/**}` → /app.html, so the service worker and Hosting agree.
 */
export function appRoutesOf(firebaseJson: {
  hosting?: { rewrites?: Array<{ source: string; destination?: string }> };
}): string[] {
  const rewrite = firebaseJson.hosting?.rewrites?.find((item) => item.destination === '/app.html');
  const names = rewrite && /^\/@\(([\w|-]+)\)/.exec(rewrite.source)?.[1];
  if (!names) throw new Error('firebase.json has no rewrite of the signed-in screens to /app.html');
  return names.split('|');
}

/** What the worker's own offline page says (it has no app to ask): from each language's catalogue. */
const OFFLINE_TEXTS = {
  title: msg('offline.title'),
  heading: msg('offline.heading'),
  pageNotKept: msg('offline.pageNotKept'),
  screenNotKept: msg('offline.screenNotKept'),
  documentNotKept: msg('offline.documentNotKept'),
  myCourses: msg('offline.myCourses'),
};

/**
 * A language of the site as the worker needs it: its address prefix, its offline page's texts as
 * HTML, and the head tags of its script's face, if it has one of its own (Devanagari).
 */
export interface WorkerLanguage {
  prefix: string;
  lang: string;
  texts: Record<keyof typeof OFFLINE_TEXTS, string>;
  face: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The offline page's texts in one language, escaped for HTML; `<0>…</0>` in "My courses" becomes
 * the link to that language's address of the learner's courses. `face`: the head a page in that
 * language gets for its script (web/src/server/devanagari-font.ts), whose files the worker has kept
 * if the visitor opened such a page.
 */
export function workerLanguage(
  { prefix, hreflang }: { prefix: string; hreflang: string },
  messages: Record<string, string>,
  face = '',
): WorkerLanguage {
  const texts = Object.fromEntries(
    Object.entries(OFFLINE_TEXTS).map(([name, id]) => {
      const message = messages[id];
      if (!message) throw new Error(`the ${hreflang} catalogue has no ${id}, which the service worker's offline page says`);
      const html = escapeHtml(message).replace('&lt;0&gt;', `<a href="${prefix}/user/courses">`).replace('&lt;/0&gt;', '</a>');
      return [name, html];
    }),
  ) as WorkerLanguage['texts'];
  return { prefix, lang: hreflang, texts, face };
}

/**
 * The service worker's source with this build's version and lists in place of `self.__BUILD__`.
 * `languages`: the site's, the source language (no prefix) first.
 */
export function buildServiceWorker(
  template: string,
  {
    manifest,
    appHtml,
    appRoutes,
    languages,
  }: { manifest: ViteManifest; appHtml: string; appRoutes: string[]; languages: WorkerLanguage[] },
): string {
  if (languages[0]?.prefix !== '') throw new Error('the service worker needs the source language, without a prefix, first');
  const precache = [...SHELL_FILES, ...offlineFiles(manifest, [...OFFLINE_MODULES, ...catalogueModules(manifest)])];
  // A new version whenever the shell, any built file or the worker itself changes.
  const version = createHash('sha256')
    .update(template)
    .update(appHtml)
    .update(
      JSON.stringify(
        Object.values(manifest)
          .map((chunk) => chunk.file)
          .sort(),
      ),
    )
    .digest('hex')
    .slice(0, 12);
  if (!template.includes('self.__BUILD__')) throw new Error('the service worker template has no self.__BUILD__ to fill');
  return template.replace('self.__BUILD__', JSON.stringify({ version, precache, appRoutes, languages }));
}
