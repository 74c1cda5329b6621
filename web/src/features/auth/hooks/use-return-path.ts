import { useSearchParams } from 'react-router-dom';

/**
 * Where a page that sent someone to log in wants them back (`?next=/invitations/…`): one of our own
 * paths only, never another site (`//evil.example`, `https:…`), so the link cannot be abused to
 * redirect.
 */
export function useReturnPath(): string | null {
  const [params] = useSearchParams();
  const next = params.get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  return next;
}
