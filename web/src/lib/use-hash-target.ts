import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A section a link can point at (`/profile#orders`): when the address names it, it is scrolled into
 * view once it is on the page, which for a section drawn after its page has loaded is later than
 * the router's own scroll restoration looks.
 */
export function useHashTarget<T extends HTMLElement>(id: string) {
  const { hash } = useLocation();
  const ref = useRef<T>(null);
  useEffect(() => {
    if (hash === `#${id}`) ref.current?.scrollIntoView({ block: 'start' });
  }, [hash, id]);
  return ref;
}
