/*
 * The site's service worker (decisions 0085 and 0097). The build writes it to /sw.js with BUILD
 * filled in: this build's version, the app shell, the learner's screens and every language's
 * catalogue to keep for offline use, the addresses Hosting answers with the app shell, and the
 * site's languages (their address prefixes and what this worker's offline page says in each).
 *
 * It never touches /api: what a learner reads offline the app keeps itself, per user, and deletes
 * on sign-out (web/src/lib/offline-copy.ts).
 */
const BUILD = self.__BUILD__;

const SHELL_CACHE = `cv-shell-${BUILD.version}`;
/** Public pages a visitor has opened: the same for everyone, so kept across users and deploys. */
const PAGES_CACHE = 'cv-pages';
/** Lesson documents a learner has opened; the app deletes it on sign-out. */
const DOCUMENTS_CACHE = 'cv-documents';
/** The site's languages other than the source one, by their address prefix (`/hi`). */
const PREFIXED = BUILD.languages.filter((language) => language.prefix);
const PREFIX = `(?:${PREFIXED.map((language) => language.prefix).join('|')})?`;
/** The signed-in screens, in every language: `/user/courses` and `/hi/user/courses` are the same screen. */
const APP_ROUTE = new RegExp(`^${PREFIX}/(${BUILD.appRoutes.join('|')})(/|$)`);
const MAX_PAGES = 50;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(BUILD.precache))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => name.startsWith('cv-shell-') && name !== SHELL_CACHE).map((name) => caches.delete(name)),
        ),
      )
      // A navigation's request starts while the worker itself is still starting (all go to the network first).
      .then(() => self.registration.navigationPreload?.enable())
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (url.pathname.startsWith('/assets/')) event.respondWith(immutableAsset(request));
  else if (url.pathname.startsWith('/uploads/') && url.pathname.endsWith('.pdf')) event.respondWith(lessonDocument(request, url));
  else if (request.mode === 'navigate') {
    const answer = networkAnswer(event);
    event.respondWith(APP_ROUTE.test(url.pathname) ? appScreen(request, answer) : publicPage(request, answer));
  } else if (BUILD.precache.includes(url.pathname)) event.respondWith(fromShell(url.pathname, request));
});

/** Hashed files never change: the copy kept is the file. One not kept yet is kept once fetched. */
async function immutableAsset(request) {
  const kept = await caches.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    void caches.open(SHELL_CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

/** A file of the shell (the manifest, the icons): the network's when it answers, else the kept copy. */
async function fromShell(path, request) {
  try {
    return await fetch(request);
  } catch (error) {
    const kept = await caches.match(path, { cacheName: SHELL_CACHE });
    if (kept) return kept;
    throw error;
  }
}

/** The network's answer to a navigation: the one the browser asked for as the worker started, else a new request. */
async function networkAnswer(event) {
  return (await event.preloadResponse) ?? fetch(event.request);
}

/**
 * A signed-in screen: always the deployed app (or the screen rendered for its user) when online,
 * this build's shell when not, which starts in the address's language.
 */
async function appScreen(request, answer) {
  try {
    return await answer;
  } catch {
    return (await caches.match('/app', { cacheName: SHELL_CACHE })) ?? offlinePage('screenNotKept', request);
  }
}

/** A public page: the network's answer first (and a copy kept), the kept copy when offline. */
async function publicPage(request, answer) {
  try {
    const response = await answer;
    // A page the server says not to store (a certificate, which names its learner and may be revoked) is not kept.
    if (response.ok && response.type === 'basic' && !response.headers.get('cache-control')?.includes('no-store')) {
      const copy = response.clone();
      void keepPage(request, copy);
    }
    return response;
  } catch {
    return (await caches.match(request, { cacheName: PAGES_CACHE })) ?? offlinePage('pageNotKept', request);
  }
}

async function keepPage(request, response) {
  const cache = await caches.open(PAGES_CACHE);
  await cache.put(request, response);
  const kept = await cache.keys();
  await Promise.all(kept.slice(0, Math.max(0, kept.length - MAX_PAGES)).map((old) => cache.delete(old)));
}

/**
 * A lesson's PDF, opened from its signed link: the network's answer when online (kept under its
 * path, since each link's signature differs), the kept copy when offline. Kept although the server
 * sends a paid file `private, no-store`: reading it offline is the point, it stays on its learner's
 * device, and the app has it deleted at sign-out.
 */
async function lessonDocument(request, url) {
  const key = url.origin + url.pathname;
  try {
    const response = await fetch(request);
    if (response.ok && response.headers.get('content-type')?.startsWith('application/pdf')) {
      const copy = response.clone();
      void caches.open(DOCUMENTS_CACHE).then((cache) => cache.put(key, copy));
    }
    return response;
  } catch {
    return (await caches.match(key, { cacheName: DOCUMENTS_CACHE })) ?? offlinePage('documentNotKept', request);
  }
}

/**
 * The language a request is answered in: its address's, or for a document opened from a page (a
 * lesson's PDF), that page's.
 */
function languageOf(request) {
  const url = new URL(request.mode === 'navigate' || !request.referrer ? request.url : request.referrer);
  const own = (prefix) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`);
  return PREFIXED.find((language) => own(language.prefix)) ?? BUILD.languages[0];
}

/** The worker's own page for what it cannot answer offline, in the request's language (`says`: which text of BUILD.languages). */
function offlinePage(says, request) {
  const { lang, texts, face } = languageOf(request);
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${texts.title} — CricVision</title>${face}<style>body{font:16px/1.5 var(--mantine-font-family,system-ui),sans-serif;color:#0b1b3f;max-width:32rem;margin:15vh auto;padding:0 1.5rem}h1{font-size:1.5rem}a{color:#b3182a}</style></head><body><h1>${texts.heading}</h1><p>${texts[says]}</p><p>${texts.myCourses}</p></body></html>`;
  return new Response(html, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8' } });
}

// The app says when a learner signs out: the documents they opened go with them.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'signed-out') event.waitUntil(caches.delete(DOCUMENTS_CACHE));
});
