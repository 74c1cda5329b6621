import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { LOCALE_CODES, localePath } from './locales';
import { APP_SHELL_SECTIONS, PUBLIC_PAGES, PUBLIC_PATHS, SESSION_COOKIE_PATHS, SIGNED_IN_SCREENS } from './public-pages';

interface Hosting {
  rewrites: { source: string; destination?: string; function?: { functionId: string } }[];
  headers: { source: string; headers: { key: string; value: string }[] }[];
}

const firebase = JSON.parse(readFileSync(join(__dirname, '../../../firebase.json'), 'utf8')) as {
  hosting: Hosting;
};
const { rewrites, headers } = firebase.hosting;

/** The sections of a glob such as `/@(user|admin){,/**}`. */
const sectionsOf = (source: string) => /^\/@\(([^)]*)\)\{,\/\*\*\}$/.exec(source)?.[1].split('|') ?? [];
/** The paths a glob of alternatives stands for: `/admin/@(a|b)` and `/x{,/*}` (no nesting). */
function alternativesOf(source: string): string[] {
  const group = /@\(([^)]*)\)|\{([^}]*)\}/.exec(source);
  if (!group) return [source];
  const choices = group[1] !== undefined ? group[1].split('|') : group[2].split(',');
  const [before, after] = [source.slice(0, group.index), source.slice(group.index + group[0].length)];
  return choices.flatMap((choice) => alternativesOf(`${before}${choice}${after}`));
}
const firstSegment = (path: string) => path.split('/')[1];

describe('the public pages and firebase.json', () => {
  it('sends exactly the app-shell sections to /app.html', () => {
    const shell = rewrites.filter((rewrite) => rewrite.destination === '/app.html');
    expect(shell).toHaveLength(1);
    expect(sectionsOf(shell[0].source)).toEqual([...APP_SHELL_SECTIONS]);
  });

  it('keeps the app shell and its sections, and the service worker, out of the cache', () => {
    const noCache = headers.filter((entry) => entry.headers.some((h) => h.key === 'Cache-Control' && h.value === 'no-cache'));
    expect(noCache.map((entry) => entry.source)).toEqual([expect.any(String), '/sw.js']);
    expect(sectionsOf(noCache[0].source)).toEqual([...APP_SHELL_SECTIONS, 'app.html', 'app']);
  });

  it('sends each signed-in screen the server renders to ssr, before the app shell, and keeps it out of every cache', () => {
    const globs = SIGNED_IN_SCREENS.map((pattern) => pattern.replace(/:\w+/g, '*')).sort();
    const shellAt = rewrites.findIndex((rewrite) => rewrite.destination === '/app.html');
    const toSsr = rewrites.slice(0, shellAt).filter((rewrite) => rewrite.function?.functionId === 'ssr');
    expect(toSsr.flatMap((rewrite) => alternativesOf(rewrite.source)).sort()).toEqual(globs);
    // Hosting applies the last matching header: these come after the sections' no-cache.
    const noCacheAt = headers.findIndex((entry) => entry.headers.some((h) => h.value === 'no-cache'));
    const noStore = headers.filter((entry, i) => i > noCacheAt && entry.headers.some((h) => h.value === 'private, no-store'));
    expect(noStore.flatMap((entry) => alternativesOf(entry.source)).sort()).toEqual(globs);
  });

  it('serves each public page as the list says: shell pages from /app.html, the rest rendered by ssr', () => {
    const wrong = PUBLIC_PATHS.filter((path) => {
      const inShell = (APP_SHELL_SECTIONS as readonly string[]).includes(firstSegment(path));
      return PUBLIC_PAGES[path] === 'shell' ? !inShell : inShell;
    });
    expect(wrong).toEqual([]);
    expect(rewrites.at(-1)).toMatchObject({ source: '**', function: { functionId: 'ssr' } });
  });

  it("scopes the session's cookie to the sections of the rendered screens, none of them public", () => {
    expect(SESSION_COOKIE_PATHS).toEqual([
      '/user',
      '/hi/user',
      '/dashboard',
      '/hi/dashboard',
      '/profile',
      '/hi/profile',
      '/admin',
      '/hi/admin',
    ]);
    const publicAddresses = PUBLIC_PATHS.flatMap((path) => LOCALE_CODES.map((locale) => localePath(locale, path)));
    expect(publicAddresses.filter((path) => SESSION_COOKIE_PATHS.some((scope) => path.startsWith(scope)))).toEqual([]);
  });
});
