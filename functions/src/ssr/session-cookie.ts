import { SESSION_COOKIE } from '../contract/public-pages';

/** The session's ID token from a request's Cookie header, or null. */
export function sessionTokenOf(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE && value.length) return value.join('=') || null;
  }
  return null;
}
