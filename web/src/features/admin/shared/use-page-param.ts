import { useCallback } from 'react';

import { useSearchChange } from '@/lib/use-search-change';

/** The list page kept in the URL's `page` (1 when absent or nonsense). */
export function usePageParam(): [number, (page: number) => void] {
  const [params, change] = useSearchChange();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw > 0 ? raw : 1;
  const setPage = useCallback((next: number) => change((query) => query.set('page', String(next))), [change]);
  return [page, setPage];
}
