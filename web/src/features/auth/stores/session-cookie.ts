import { SESSION_COOKIE, SESSION_COOKIE_PATHS } from '@contract/public-pages';

/**
 * Mirrors the session's ID token into the cookie, until the token expires; removes it without a
 * session. The cookie opens nothing that changes anything: the API reads only the Authorization
 * header, and the server uses it to render a screen for its own user.
 */
export function writeSessionCookie(session: { token: string; expiresAt: number } | null, now = Date.now()): void {
  if (typeof document === 'undefined') return;
  const seconds = session ? Math.floor((session.expiresAt - now) / 1000) : 0;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  for (const path of SESSION_COOKIE_PATHS) {
    document.cookie =
      session && seconds > 0
        ? `${SESSION_COOKIE}=${session.token}; Path=${path}; Max-Age=${seconds}; SameSite=Lax${secure}`
        : `${SESSION_COOKIE}=; Path=${path}; Max-Age=0; SameSite=Lax${secure}`;
  }
}
