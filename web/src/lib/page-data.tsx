import type { User } from '@contract';
import { pageDataKeys, type PageData, type PageDataEntry } from '@contract/page-data';
import { createContext, useContext, useState, type ReactNode } from 'react';

/**
 * The data the server rendered the first page with. It describes that page only: the browser
 * entry empties it on the first navigation, so later visits to a page load fresh data.
 */
export interface PageDataHolder {
  entries: PageData;
}

const PageDataContext = createContext<PageDataHolder>({ entries: {} });

export function PageDataProvider({ holder, children }: { holder: PageDataHolder; children: ReactNode }) {
  return <PageDataContext.Provider value={holder}>{children}</PageDataContext.Provider>;
}

/**
 * Keeps for `children` the data the page had when this mounted. A section that hydrates late
 * (later-section.tsx) may do so after a navigation began and emptied the holder: it must still
 * render what its server HTML was rendered from, or React finds another tree there (error 418).
 */
export function PageDataAsMounted({ children }: { children: ReactNode }) {
  const holder = useContext(PageDataContext);
  const [asMounted] = useState<PageDataHolder>(() => ({ entries: holder.entries }));
  return <PageDataContext.Provider value={asMounted}>{children}</PageDataContext.Provider>;
}

/** The server's answer for an API path, when this page was rendered with it. */
export function usePreloaded(key: string | undefined): PageDataEntry | undefined {
  const holder = useContext(PageDataContext);
  return key === undefined ? undefined : holder.entries[key];
}

/** The user a signed-in screen was rendered for by the server; null on every other page. */
export function renderedUserOf(entries: PageData): User | null {
  const me = entries[pageDataKeys.me];
  return me && 'data' in me ? (me.data as User) : null;
}
