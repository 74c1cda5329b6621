import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { EARLY_REQUESTS_SCRIPT, SCREEN_MODULES_ID } from './early-requests-script';
import { SCREEN_MODULES } from './screen-modules';

const firebaseJson = JSON.parse(readFileSync(join(__dirname, '../../../../firebase.json'), 'utf8')) as {
  hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
};
const HOUR = 3_600_000;
const session = (fields: Record<string, unknown> = {}) => ({
  token: 'id-token',
  refreshToken: 'refresh',
  expiresAt: Date.now() + HOUR,
  user: { uid: 'u1', name: 'Asha', email: 'asha@example.com', role: 'user' },
  ...fields,
});

const SCREEN_FILES = {
  courses: ['/assets/my-courses.js'],
  course: ['/assets/course.js', '/assets/video.js'],
  checkpoint: ['/assets/checkpoint.js'],
  profile: ['/assets/profile.js'],
  'admin-dashboard': ['/assets/admin-shell.js', '/assets/dashboard.js'],
  'admin-courses': ['/assets/admin-shell.js', '/assets/admin-courses.js'],
};

/**
 * Runs the script at `path` with `stored` in localStorage and the shell's list of screen modules;
 * answers the URLs it asked for, what it left for the app, and the modules it preloaded.
 */
function runAt(path: string, stored: unknown) {
  const asked: { url: string; init: RequestInit }[] = [];
  const links: { rel: string; href: string; crossOrigin: string }[] = [];
  const window: Record<string, unknown> = {};
  const fetch = (url: string, init: RequestInit) => {
    asked.push({ url, init });
    return Promise.resolve(new Response('{}'));
  };
  const localStorage = { getItem: () => (stored === undefined ? null : JSON.stringify(stored)) };
  const document = {
    getElementById: (id: string) => (id === SCREEN_MODULES_ID ? { textContent: JSON.stringify(SCREEN_FILES) } : null),
    createElement: () => ({ rel: '', href: '', crossOrigin: '' }),
    head: { appendChild: (link: (typeof links)[number]) => links.push(link) },
  };
  new Function('window', 'location', 'localStorage', 'fetch', 'document', EARLY_REQUESTS_SCRIPT)(
    window,
    { pathname: path },
    localStorage,
    fetch,
    document,
  );
  return {
    urls: asked.map((request) => request.url),
    asked,
    left: window.__earlyRequests as Record<string, { token: string }> | undefined,
    preloaded: links.map((link) =>
      link.rel === 'modulepreload' && link.crossOrigin === '' ? link.href : `not a module preload: ${link.href}`,
    ),
  };
}

describe('the shell’s early requests', () => {
  afterEach(() => vi.useRealTimers());

  it('asks for exactly the GETs each signed-in screen makes first', () => {
    expect(runAt('/user/courses', session()).urls).toEqual(['/api/enrollments']);
    expect(runAt('/dashboard', session()).urls).toEqual(['/api/enrollments']);
    expect(runAt('/user/courses/video-101', session()).urls).toEqual(['/api/user/courses/video-101']);
    expect(runAt('/user/courses/video-101/modules/m1/lessons/l1', session()).urls).toEqual(['/api/user/courses/video-101']);
    expect(runAt('/profile', session()).urls).toEqual(['/api/auth/me', '/api/payments/orders', '/api/user/email-preferences']);
    const admin = session({ user: { uid: 'a', name: 'A', email: 'a@example.com', role: 'admin' } });
    expect(runAt('/admin/dashboard', admin).urls).toEqual(['/api/users/dashboard/overview', '/api/admin/orders/revenue']);
    expect(runAt('/admin/courses', admin).urls).toEqual(['/api/admin/courses', '/api/admin/orders/seats']);
  });

  it('preloads the screen’s own modules from the shell’s list, the admin’s for an admin only', () => {
    expect(runAt('/user/courses', session()).preloaded).toEqual(['/assets/my-courses.js']);
    expect(runAt('/user/courses/c1/modules/m1/lessons/l1', session()).preloaded).toEqual([
      '/assets/course.js',
      '/assets/video.js',
    ]);
    expect(runAt('/user/courses/c1/modules/m1/checkpoints/cp1', session()).preloaded).toEqual(['/assets/checkpoint.js']);
    expect(runAt('/profile', session()).preloaded).toEqual(['/assets/profile.js']);
    const admin = session({ user: { uid: 'a', name: 'A', email: 'a@example.com', role: 'admin' } });
    expect(runAt('/admin/dashboard', admin).preloaded).toEqual(['/assets/admin-shell.js', '/assets/dashboard.js']);
    expect(runAt('/admin/courses', admin).preloaded).toEqual(['/assets/admin-shell.js', '/assets/admin-courses.js']);
    expect(runAt('/admin/courses', session()).preloaded).toEqual([]);
    expect(runAt('/user/courses', undefined).preloaded).toEqual([]);
  });

  it('names its screens as the build’s list of their modules does', () => {
    const names = [...EARLY_REQUESTS_SCRIPT.matchAll(/k="([a-z-]+)"/g)].map((match) => match[1]);
    expect([...new Set(names)].sort()).toEqual(Object.keys(SCREEN_MODULES).sort());
  });

  it('asks for a checkpoint’s briefing, never the checkpoint itself, whose GET opens an attempt', () => {
    expect(runAt('/user/courses/c1/modules/m1/checkpoints/cp1', session()).urls).toEqual([
      '/api/user/courses/c1/modules/m1/checkpoints/cp1/briefing',
    ]);
  });

  it('sends the kept token and leaves each answer under its URL with that token', () => {
    const { asked, left } = runAt('/user/courses', session());
    expect(asked[0].init.headers).toEqual({ accept: 'application/json', authorization: 'Bearer id-token' });
    expect(left?.['/api/enrollments'].token).toBe('id-token');
  });

  it('encodes the address’s ids as the app does', () => {
    expect(runAt('/user/courses/a%20b', session()).urls).toEqual(['/api/user/courses/a%20b']);
    expect(runAt('/user/courses/%E0%A4', session()).urls).toEqual([]);
  });

  it('asks nothing without a session, with one about to expire, for an unknown screen, or the admin’s as a learner', () => {
    expect(runAt('/user/courses', undefined).urls).toEqual([]);
    expect(runAt('/user/courses', { token: 1 }).urls).toEqual([]);
    expect(runAt('/user/courses', session({ expiresAt: Date.now() + 60_000 })).urls).toEqual([]);
    expect(runAt('/user/courses/c1/notes', session()).urls).toEqual([]);
    expect(runAt('/admin/dashboard', session()).urls).toEqual([]);
  });

  it('is allowed by the CSP in firebase.json through its hash, and cannot close its element early', () => {
    const source = `'sha256-${createHash('sha256').update(EARLY_REQUESTS_SCRIPT).digest('base64')}'`;
    const policies = firebaseJson.hosting.headers.flatMap((rule) =>
      rule.headers.filter((header) => header.key === 'Content-Security-Policy').map((header) => header.value),
    );
    expect(policies.length).toBeGreaterThan(0);
    for (const policy of policies) expect(policy).toContain(source);
    expect(EARLY_REQUESTS_SCRIPT).not.toMatch(/<\/script|<!--/i);
  });
});
