/**
 * The one cookie Firebase Hosting passes to a function, and the addresses of the screens the server
 * renders for their user (decision 0092). Scoped to those paths, so no public page ever carries it
 * and the CDN's copies of public pages stay one for everyone.
 */
export const SESSION_COOKIE = '__session';
export const SESSION_COOKIE_PATHS = ['/user', '/dashboard', '/profile', '/admin'] as const;

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
