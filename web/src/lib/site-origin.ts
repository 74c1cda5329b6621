import { createContext, useContext } from 'react';

/** The site's address as the visitor reached it; the server provides it while rendering. */
export const SiteOriginContext = createContext<string | null>(null);

export function useSiteOrigin(): string {
  return useContext(SiteOriginContext) ?? window.location.origin;
}
