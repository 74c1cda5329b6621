import { readFile } from 'node:fs/promises';

import { describe, expect, it } from 'vitest';

import {
  appRoutesOf,
  buildServiceWorker,
  catalogueModules,
  OFFLINE_MODULES,
  offlineFiles,
  SHELL_FILES,
  workerLanguage,
  type ViteManifest,
} from './build-service-worker';

const catalogue = async (locale: string) =>
  JSON.parse(await readFile(new URL(`../locales/${locale}/messages.json`, import.meta.url), 'utf8')) as Record<string, string>;
const english = { prefix: '', hreflang: 'en' };
const hindi = { prefix: '/hi', hreflang: 'hi' };

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-a.js', imports: ['_shared-b.js'] },
  '_shared-b.js': { file: 'assets/shared-b.js', css: ['assets/shared-b.css'], imports: ['_leaf-c.js'] },
  '_leaf-c.js': { file: 'assets/leaf-c.js', imports: ['_shared-b.js'] },
  'style.css': { file: 'assets/style-d.css' },
  'src/app/routes/admin/admin-shell.tsx': { file: 'assets/admin-shell-e.js', imports: ['_shared-b.js'] },
  'virtual:catalogue/en-site': { file: 'assets/site-f.js', src: 'virtual:catalogue/en-site' },
  'virtual:catalogue/en-app': { file: 'assets/app-f.js', src: 'virtual:catalogue/en-app' },
  'virtual:catalogue/hi-site': { file: 'assets/site-g.js', src: 'virtual:catalogue/hi-site' },
  'virtual:catalogue/hi-app': { file: 'assets/app-g.js', src: 'virtual:catalogue/hi-app' },
};

describe('the service worker build', () => {
  it('keeps the named modules and everything they import, once each, and no other screen', () => {
    expect(offlineFiles(manifest, ['index.html', 'style.css'])).toEqual([
      '/assets/index-a.js',
      '/assets/leaf-c.js',
      '/assets/shared-b.css',
      '/assets/shared-b.js',
      '/assets/style-d.css',
    ]);
  });

  it('fails the build when a module it must keep is no longer built', () => {
    expect(() => offlineFiles(manifest, ['src/features/learning/components/gone.tsx'])).toThrow(/no such module/);
  });

  it('reads the signed-in screens from the Hosting rewrite the site deploys with', async () => {
    const firebaseJson = JSON.parse(await readFile(new URL('../../../firebase.json', import.meta.url), 'utf8'));
    const routes = appRoutesOf(firebaseJson);
    expect(routes).toContain('user');
    expect(routes).toContain('admin');
    expect(() => appRoutesOf({ hosting: { rewrites: [] } })).toThrow(/no rewrite/);
  });

  it("finds every language's catalogue, which the app loads as it starts", () => {
    expect(catalogueModules(manifest).sort()).toEqual([
      'virtual:catalogue/en-app',
      'virtual:catalogue/en-site',
      'virtual:catalogue/hi-app',
      'virtual:catalogue/hi-site',
    ]);
  });

  it("says offline, in each language, what the page cannot show, with the app's courses at that language's address", async () => {
    const face = '<style>@font-face{font-family:"Noto Sans Devanagari";src:url(/assets/noto-a.woff2)}</style>';
    const { lang, texts, face: kept } = workerLanguage(hindi, await catalogue('hi'), face);
    expect(lang).toBe('hi');
    expect(kept).toBe(face);
    expect(texts.heading).toBe('आप ऑफ़लाइन हैं');
    expect(texts.myCourses).toBe('<a href="/hi/user/courses">मेरे कोर्स</a> ऑफ़लाइन भी उपलब्ध हैं।');
    expect(workerLanguage(english, await catalogue('en')).texts.myCourses).toBe(
      '<a href="/user/courses">My courses</a> are available offline.',
    );
    // The catalogue's text is text: markup in it is shown, never run.
    const hostile = { ...(await catalogue('en')), 'offline.heading': '<img src=x onerror=alert(1)> & "offline"' };
    expect(workerLanguage(english, hostile).texts.heading).toBe('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;offline&quot;');
    const { 'offline.pageNotKept': _, ...incomplete } = await catalogue('hi');
    expect(() => workerLanguage(hindi, incomplete)).toThrow(/hi catalogue has no offline.pageNotKept/);
  });

  it('names a new version whenever the shell or a file changes, and the same one for the same build', async () => {
    const languages = [workerLanguage(english, await catalogue('en')), workerLanguage(hindi, await catalogue('hi'))];
    // The modules the worker keeps, each built to a file of its own, beside the small manifest above.
    const built: ViteManifest = {
      ...Object.fromEntries(OFFLINE_MODULES.map((key) => [key, { file: `assets/${key.split('/').pop()}.js` }])),
      ...manifest,
    };
    const build = (appHtml: string, files = built) => {
      const source = buildServiceWorker('const BUILD = self.__BUILD__;', {
        manifest: files,
        appHtml,
        appRoutes: ['user'],
        languages,
      });
      return JSON.parse(source.slice('const BUILD = '.length, -1)) as {
        version: string;
        precache: string[];
        languages: { prefix: string }[];
      };
    };
    const first = build('<html>1</html>');
    expect(build('<html>1</html>').version).toBe(first.version);
    expect(build('<html>2</html>').version).not.toBe(first.version);
    expect(build('<html>1</html>', { ...built, 'index.html': { file: 'assets/index-z.js' } }).version).not.toBe(first.version);
    expect(first.precache.slice(0, SHELL_FILES.length)).toEqual(SHELL_FILES);
    expect(first.precache).toContain('/assets/shared-b.js');
    expect(first.precache).not.toContain('/assets/admin-shell-e.js');
    // A screen opened offline starts in its address's language: every catalogue is kept.
    expect(first.precache).toEqual(expect.arrayContaining(['/assets/site-f.js', '/assets/app-f.js', '/assets/site-g.js', '/assets/app-g.js']));
    expect(first.languages.map((language) => language.prefix)).toEqual(['', '/hi']);
    expect(() =>
      buildServiceWorker('const BUILD = self.__BUILD__;', {
        manifest: built,
        appHtml: '',
        appRoutes: ['user'],
        languages: [...languages].reverse(),
      }),
    ).toThrow(/source language/);
  });
});
